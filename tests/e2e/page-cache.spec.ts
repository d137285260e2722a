/**
 * Cached pages in the browser (issue 4 point 4, decision 011): the HTML comes compressed with a
 * validator; a reload revalidates it, the server answers 304, and the page the browser kept — with
 * the policy it was stored with, naming its inline hashes (decision 114) — still hydrates without a
 * policy violation (the fixture
 * fails the journey on any). On a server of its own: journeys running beside it on the shared
 * server must not push /about out of the page cache between the visit and the reload.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/own-server';

/** The policy's hash sources: the same for every answer of a page. */
const hashesOf = (policy = '') => policy.match(/'sha256-[^']+'/g) ?? [];
/** Hydrated: the theme toggle replaces its server-rendered loading indicator. */
const themeToggle = (page: Page) => page.getByRole('button', { name: /Aktueller Modus/ });

test.describe('page cache', () => {
  test('a reload gets 304 and the stored page still runs its scripts under its own policy', async ({
    page,
  }) => {
    const first = await page.goto('/about');
    expect(first?.status()).toBe(200);
    const headers = first?.headers() ?? {};
    expect(headers['content-encoding']).toBe('gzip');
    expect(headers.etag).toMatch(/^W\/"/);
    // No ?lang: the language cookie may choose it, and this cache is not said to key by it.
    expect(headers['cache-control']).toContain('private');
    await expect(themeToggle(page)).toBeVisible();
    expect(headers['content-security-policy']).not.toContain("'nonce-");
    // Head and boot scripts; theme, page stylesheet and the hold on its waiting blocks (decision 141).
    expect(hashesOf(headers['content-security-policy'])).toHaveLength(5);

    // The revalidation on the wire (Playwright reports the merged answer, 200): the stored tag goes
    // out, a 304 without a policy comes back.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const raw: { status: number; headers: Record<string, string> }[] = [];
    cdp.on('Network.responseReceivedExtraInfo', (event) => {
      raw.push({ status: event.statusCode, headers: lowerCaseKeys(event.headers) });
    });
    const revalidation = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/about' && request.isNavigationRequest(),
    );
    await page.reload();
    expect(await (await revalidation).headerValue('if-none-match')).toBe(headers.etag);
    await expect.poll(() => raw.find((answer) => answer.headers.etag === headers.etag)?.status).toBe(304);
    const notModified = raw.find((answer) => answer.status === 304);
    expect(notModified?.headers['content-security-policy']).toBeUndefined();

    // The browser shows its stored page under the policy it kept, which names its scripts' hashes.
    await expect(themeToggle(page)).toBeVisible();
    // The app works on: a client-side navigation loads the next route's chunk under the policy.
    await page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .first()
      .getByRole('link', { name: 'Angebote' })
      .click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a page whose URL names its language is one a shared cache may keep, and runs as cached', async ({
    page,
  }) => {
    const first = await page.goto('/about?lang=en');
    const headers = first?.headers() ?? {};
    expect(headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+/);
    expect(headers.vary).toBe('Accept-Encoding');
    expect(headers['set-cookie']).toBeUndefined();
    expect(headers['surrogate-key']?.split(' ')).toEqual(
      expect.arrayContaining(['site', 'page:/about', 'lang:en']),
    );
    await expect(themeToggle(page)).toBeVisible();
    // Another visitor gets the very bytes and policy (what a shared cache replays), and they run.
    const again = await page.request.get('/about?lang=en');
    expect(await again.text()).toBe(await first?.text());
    expect(again.headers()['content-security-policy']).toBe(headers['content-security-policy']);
  });
});

const lowerCaseKeys = (headers: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), String(value)]));
