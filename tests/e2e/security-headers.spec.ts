/**
 * Content-Security-Policy in the browser (issue 4 point 6, decision 007). Every journey already fails
 * on any violation (fixtures.ts); these prove that the detector sees one, that the policy blocks what
 * it must, and that what the site needs beyond the other journeys (markdown images) passes. A page of
 * the site may be framed by the site itself only (the console's click map, decision 088; the console
 * frames it in admin/analytics.spec.ts): a page elsewhere gets nothing.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const POST = '/blog/die-kunst-nein-zu-sagen';
/** A 1×1 PNG, as editors may embed it in markdown (spec: image data URLs are allowed). */
const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

const injected = (page: Page) => page.evaluate(() => (window as unknown as { injected?: boolean }).injected);

test.describe('content security policy', () => {
  test('the page runs its hashed scripts: theme boot before paint, state, hydration', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    const response = await page.goto('/');
    const policy = response?.headers()['content-security-policy'] ?? '';
    // The same bytes for every visitor (decision 114): the inline scripts by hash, no nonce.
    expect(policy).toMatch(/script-src 'sha256-[A-Za-z0-9+/]{43}=' 'sha256-[A-Za-z0-9+/]{43}=' 'self';/);
    expect(policy).not.toMatch(
      /'nonce-|'unsafe-inline'[^;]*;[^;]*style-src-attr|script-src[^;]*'unsafe-inline'/,
    );
    // The boot script followed the system preference before the app loaded.
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    // Hydrated: the theme toggle shows the mode (its server-rendered state is only a loading indicator).
    await expect(page.getByRole('button', { name: /Aktueller Modus: Dunkel/ })).toBeVisible();
  });

  test('an inline script whose hash the policy does not name is blocked and reported', async ({
    page,
    cspViolations,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/Content Security Policy/);
    await page.route('**/about', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        '</body>',
        '<script>window.injected = true</script></body>',
      );
      await route.fulfill({ response, body });
    });
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Über mich');
    await expect.poll(() => cspViolations.length).toBe(1);
    expect(cspViolations[0]).toMatchObject({ directive: 'script-src-elem', blocked: 'inline' });
    expect(await injected(page)).toBeUndefined();
    cspViolations.splice(0); // expected: the fixture would fail the journey otherwise
  });

  test('inline event handlers and style elements added at run time are blocked', async ({
    page,
    cspViolations,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/Content Security Policy/);
    await page.goto('/about');
    await expect(page.getByRole('button', { name: /Aktueller Modus/ })).toBeVisible();
    const color = await page.evaluate(() => {
      // An image that fails to decode: its error handler is compiled (and checked) when the event fires.
      document.body.insertAdjacentHTML(
        'beforeend',
        '<img alt="" src="data:," onerror="window.injected = true">',
      );
      const style = document.createElement('style');
      style.textContent = 'body { color: rgb(1, 2, 3) !important }';
      document.head.append(style);
      return getComputedStyle(document.body).color;
    });
    expect(color).not.toBe('rgb(1, 2, 3)');
    await expect
      .poll(() => cspViolations.map((violation) => violation.directive).sort())
      .toEqual(['script-src-attr', 'style-src-elem']);
    expect(await injected(page)).toBeUndefined();
    cspViolations.splice(0);
  });

  test('markdown images from data URLs and from our own server load', async ({ page }) => {
    await page.goto('/blog');
    await page.route('**/api/blog/die-kunst-nein-zu-sagen/**', async (route) => {
      const response = await route.fetch();
      const post = await response.json();
      post.content = `Bilder im Text:\n\n![Punkt](${PIXEL})\n\n![Logo](/media/seed/favicon.svg)`;
      await route.fulfill({ response, json: post });
    });
    await page
      .locator('main article')
      .first()
      .getByRole('link', { name: 'Die Kunst, Nein zu sagen' })
      .click();
    await expect(page).toHaveURL(POST);
    const images = page.locator('main .prose img');
    await expect(images).toHaveCount(2);
    for (const image of await images.all()) {
      await expect
        .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
        .toBeGreaterThan(0);
    }
  });

  test('a page elsewhere cannot frame the site, even with the click map’s parameter', async ({
    page,
    baseURL,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/frame-ancestors|Refused to display/);
    const address = new URL('/about?click-map-frame=1', baseURL).href;
    const answered = page.waitForResponse(address);
    // A document of no origin of ours (about:blank's content) asks for the page in a frame.
    await page.setContent(`<iframe title="Elsewhere" src="${address}"></iframe>`);
    const answer = await answered;
    expect(answer.headers()['x-frame-options']).toBe('SAMEORIGIN');
    expect(answer.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
    // The browser refused to show it: the frame holds its own error page, not the site's app.
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
    await expect.poll(() => frame?.url()).toMatch(/^chrome-error:/);
    await expect(page.frameLocator('iframe').locator('#root')).toHaveCount(0);
  });
});
