import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Request, Response } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Issue 12 point 6(b), decision 025: a page on another site cannot subscribe anyone to the newsletter
 * — neither with a plain HTML form nor with fetch (no-cors, or JSON, which needs a CORS preflight the
 * API never grants) — while the site's own form still can. The other site is `localhost` (another
 * site than the server's `127.0.0.1`), its page served by a small server of the test's own on the
 * loopback (a page the browser routing made up would count as a public one, whose requests to the
 * loopback Chromium blocks before they are sent, and prove nothing).
 */
/** The other site's page (set by the test). */
let offer = '';
const foreign = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(offer);
});
test.beforeAll(() => new Promise<void>((resolve) => foreign.listen(0, '127.0.0.1', resolve)));
test.afterAll(() => new Promise((resolve) => foreign.close(resolve)));

test('a page on another site cannot sign anyone up', async ({ page, baseURL, allowConsoleErrors }) => {
  // The browser reports the blocked and refused cross-site requests on the foreign page's console.
  allowConsoleErrors(/CORS|Failed to load resource|Failed to fetch/);
  const target = new URL('/api/newsletter/subscribe/', baseURL).href;
  offer = `<!doctype html><html><body>
        <form id="form" method="post" action="${target}" enctype="text/plain">
          <input name='{"email":"form.victim@example.com","x":"' value='"}'>
        </form>
        <script>
          window.attempts = Promise.allSettled([
            fetch(${JSON.stringify(target)}, {
              method: 'POST', mode: 'no-cors', credentials: 'include',
              headers: { 'content-type': 'text/plain' },
              body: JSON.stringify({ email: 'nocors.victim@example.com' }),
            }),
            fetch(${JSON.stringify(target)}, {
              method: 'POST', credentials: 'include',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ email: 'json.victim@example.com' }),
            }),
          ]).then((results) => results.map((result) => result.status));
        </script>
      </body></html>`;
  const foreignPage = `http://localhost:${(foreign.address() as AddressInfo).port}/offer.html`;

  const posts: Request[] = [];
  const answers: Response[] = [];
  page.on('request', (request) => {
    if (request.url() === target && request.method() === 'POST') posts.push(request);
  });
  page.on('response', (response) => {
    if (response.url() === target) answers.push(response);
  });

  await page.goto(foreignPage);
  // The no-cors fetch is sent (its answer opaque to the page); the JSON one needs a preflight the API
  // does not grant, so it fails.
  expect(await page.evaluate(() => (window as unknown as { attempts: Promise<string[]> }).attempts)).toEqual([
    'fulfilled',
    'rejected',
  ]);
  const formAnswer = page.waitForResponse(
    (response) => response.url() === target && response.request().method() === 'POST',
  );
  await page.locator('#form').evaluate((form: HTMLFormElement) => form.submit());
  const refusal = await formAnswer;

  // The no-cors fetch and the form reached the API, as a cross-site request, and were refused; the
  // JSON request never left the browser (no answer: its preflight was not granted).
  const answered = answers.filter((response) => response.request().method() === 'POST');
  expect(answered.map((response) => [response.request().postData(), response.status()])).toEqual([
    ['{"email":"nocors.victim@example.com"}', 403],
    [expect.stringContaining('form.victim@example.com'), 403],
  ]);
  // 403, not 415: the text/plain bodies were refused as cross-site before the content type counted.
  const jsonPost = posts.find((request) => request.postData()?.includes('json.victim'));
  expect(jsonPost?.failure()).not.toBeNull();
  expect(await jsonPost?.response()).toBeNull();
  expect(await refusal.json()).toEqual({
    message: 'Die Sicherheitsprüfung ist fehlgeschlagen. Bitte laden Sie die Seite neu.',
  });
});

test("the site's own newsletter form still signs up (same-origin, no token)", async ({ page }) => {
  await page.goto('/');
  const block = page.locator('footer [data-newsletter]');
  await block.getByRole('textbox', { name: 'Ihre E-Mail-Adresse' }).fill('own.site@example.com');
  const answer = page.waitForResponse((response) => response.url().includes('/api/newsletter/subscribe/'));
  await block.getByRole('button', { name: 'Anmelden' }).click();
  const response = await answer;
  expect(response.status()).toBe(200);
  expect(await response.request().headerValue('x-csrftoken')).toBeNull();
  expect(await response.request().headerValue('sec-fetch-site')).toBe('same-origin');
});
