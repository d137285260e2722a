/**
 * Cached pages in the browser (issue 4 point 4, decision 011): the HTML comes compressed with a
 * validator; a reload revalidates it, the server answers 304, and the page the browser kept — with
 * the nonce and policy it was stored with — still hydrates without a policy violation (the fixture
 * fails the journey on any). On a server of its own: journeys running beside it on the shared
 * server must not push /about out of the page cache between the visit and the reload.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/own-server';

const documentNonce = (page: Page) =>
  page.locator('meta[property="csp-nonce"]').evaluate((meta) => (meta as HTMLMetaElement).nonce);
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
    expect(headers['cache-control']).toContain('private');
    await expect(themeToggle(page)).toBeVisible();
    const nonce = await documentNonce(page);
    expect(headers['content-security-policy']).toContain(`'nonce-${nonce}'`);

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

    // The browser shows its stored page: same nonce, and the policy it keeps still names it.
    expect(await documentNonce(page)).toBe(nonce);
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
});

const lowerCaseKeys = (headers: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), String(value)]));
