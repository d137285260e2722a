/**
 * The XSS journeys' probe sees what it must (decision 070): a page with injected markup, in a context
 * without the CSP as the journeys use it, reports the `__xss` call, the dialog and the title, and
 * the DOM and server-HTML scans name each injection. Without this the journeys' "nothing found"
 * could mean "nothing looked".
 */
import { createHash } from 'node:crypto';
import { expect, test } from './fixtures';
import { armXssProbe, noteTitle, scanDom, scanServerHtml } from './support/xss-probe';

test('the probe reports calls, dialogs, titles and injected markup', async ({ browser }) => {
  const context = await browser.newContext({ bypassCSP: true });
  const log = await armXssProbe(context);
  const page = await context.newPage();
  await page.setContent(`<!doctype html><html><head><title>ok</title></head><body>
    <img src="x" onerror="__xss(1)">
    <img src="x" onerror="alert(2)">
    <a href="java&#x09;script:__xss(3)">x</a>
    <iframe srcdoc="x"></iframe>
    <script>document.title = 'XSS-4'</script>
    <form action="javascript:__xss(5)"><button formaction="data:text/html,x">x</button></form>
    <p style="background:url(javascript:__xss(6))">x</p>
    <iframe sandbox="" srcdoc="a sandboxed email"></iframe>
    <img src="data:image/png;base64,iVBORw0KGgo=" alt="a raster image is fine">
  </body></html>`);
  await expect.poll(() => log.calls).toEqual([1]);
  await expect.poll(() => log.dialogs).toEqual(['alert: 2']);
  await noteTitle(page, log);
  expect(log.titles).toEqual(['XSS-4']);

  const findings = await scanDom(page);
  for (const expected of [
    /^onerror attribute on <img>/,
    /^href="java\tscript:__xss\(3\)" on <a>/,
    /^srcdoc on <iframe>/,
    /^frame <iframe>/,
    /^script without nonce/,
    /^action="javascript:__xss\(5\)" on <form>/,
    /^formaction="data:text\/html,x" on <button>/,
    /^style=".*javascript:__xss\(6\)/,
  ])
    expect(
      findings.some((finding) => expected.test(finding)),
      `${expected} in ${findings.join('\n')}`,
    ).toBe(true);
  // Two onerror images, two frames (one sandboxed, not counted), the rest once each.
  expect(findings).toHaveLength(9);
  await context.close();

  expect(
    scanServerHtml(
      '<script nonce="n1">ok()</script><script>bad()</script><style>x</style>' +
        '<script type="application/ld+json" nonce="n1">{"a":"</b"}</script>' +
        '<script type="application/json" nonce="n1">{"a":"\u2028"}</script>',
      "script-src 'nonce-n1'",
      '/page',
    ),
  ).toEqual([
    '/page: <script> without the nonce',
    '/page: <style> without the nonce',
    '/page: JSON in a script element holds < or U+2028/9',
    '/page: JSON in a script element holds < or U+2028/9',
  ]);
  // A cacheable page (decision 114): what runs must have its hash in the policy; JSON is data.
  const ok = `'sha256-${createHash('sha256').update('ok()').digest('base64')}'`;
  expect(
    scanServerHtml(
      '<script>ok()</script><script>bad()</script><style>x</style><script type="application/json">{}</script>',
      `script-src ${ok} 'self'; style-src 'self'`,
      '/page',
    ),
  ).toEqual([
    "/page: <script> not allowed by the policy's hashes",
    "/page: <style> not allowed by the policy's hashes",
  ]);
  // A state file (decision 131): named on this site and nothing inline, else a finding.
  expect(
    scanServerHtml(
      '<script type="application/json" id="s" data-src="/page-state.json?page=%2F&#38;lang=de&#38;v=x"></script>' +
        '<script type="application/json" data-src="https://evil.example/state.json"></script>' +
        '<script type="application/json" data-src="/page-state.json?page=%2F">{}</script>',
      "script-src 'self'",
      '/page',
    ),
  ).toEqual(['/page: a state file not on this site', '/page: a state element with both a file and a text']);
});
