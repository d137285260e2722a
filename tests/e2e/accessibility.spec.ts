import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { settle } from './support/settle';
import { SITE_ROUTES, THEME_MODES } from './support/site-routes';

/**
 * Every screen of spec section 2 in both themes at phone and desktop width: 0 axe violations on
 * the whole page (header, footer and floating controls included), and nothing wider than a phone.
 */
test.describe('accessibility of every route (axe)', () => {
  // The slowest file by far, and every check stands alone: spread it over the workers.
  test.describe.configure({ mode: 'parallel' });

  for (const route of SITE_ROUTES) {
    for (const mode of THEME_MODES) {
      for (const width of [390, 1440]) {
        test(`${route.path} has no axe violations (${mode}, ${width} px)`, async ({
          page,
          allowConsoleErrors,
        }) => {
          allowConsoleErrors(route.name === 'not-found' ? /status of 404/ : /^$/);
          await page.setViewportSize({ width, height: 900 });
          await page.addInitScript((value) => {
            localStorage.setItem('theme-mode', value);
            // The consent banner has its own checks (consent.spec.ts); here it would only cover the page.
            localStorage.setItem('analytics-consent', 'denied');
          }, mode);
          await page.goto(route.path);
          await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
          await expect(page.locator('main h1')).toBeVisible();
          await expect(page.locator('[data-theme-toggle] button')).toBeVisible();
          await settle(page);
          const results = await new AxeBuilder({ page }).analyze();
          expect(
            results.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) })),
          ).toEqual([]);
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        });
      }
    }
  }

  test('no route is wider than a 390 px phone in Chinese either', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 404/);
    await page.setViewportSize({ width: 390, height: 900 });
    await page.addInitScript(() => localStorage.setItem('analytics-consent', 'denied'));
    for (const route of SITE_ROUTES) {
      await page.goto(`${route.path}?lang=zh`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
      await expect(page.locator('main h1')).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, route.path).toBeLessThanOrEqual(0);
    }
  });
});
