import { expect, test } from './fixtures';

test.describe('routes, redirects and gates (spec section 2)', () => {
  for (const [path, status] of [
    ['/', 200],
    ['/about', 200],
    ['/services', 200],
    ['/services/packages', 200],
    ['/services/karriere-coaching', 200],
    ['/services/packages/neustart-paket', 200],
    ['/blog', 200],
    ['/career', 200],
    ['/contact', 200],
    ['/legal/privacy', 200],
    ['/legal/imprint', 200],
    ['/legal/terms', 200],
    ['/no/such/page', 404],
    ['/services/no-such-service', 404],
  ] as const) {
    test(`${path} answers ${status} with a server-rendered page`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(status);
      const html = await response.text();
      expect(html).toContain('<html lang="de">');
      expect(html).toMatch(/<title>[^<]+\| Wegweiser Coaching<\/title>|<title>Wegweiser Coaching<\/title>/);
    });
  }

  for (const [from, to] of [
    ['/datenschutz', '/legal/privacy'],
    ['/impressum', '/legal/imprint'],
    ['/agb', '/legal/terms'],
  ] as const) {
    test(`${from} redirects permanently to ${to}`, async ({ request, page }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(to);
      await page.goto(from);
      await expect(page).toHaveURL(to);
    });
  }

  test('client-side navigation keeps the app and updates the title', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      (window as unknown as { marker: boolean }).marker = true;
    });
    await page.locator('header a[href="/about"]').first().click();
    await expect(page).toHaveURL('/about');
    await expect(page).toHaveTitle(/\| Wegweiser Coaching$/);
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  });
});
