import { expect, test } from './fixtures';
import { axeViolations } from './support/axe';
import { FULL_MATRIX, REPRESENTATIVE_SITE_ROUTES, sizesFor } from './support/screen-matrix';
import { settle, settleStill } from './support/settle';
import { SITE_ROUTES, THEME_MODES } from './support/site-routes';
import { animationsDone } from './support/waiting';

/**
 * Every screen of spec section 2 in both themes (light as loaded, then dark by the page's own
 * switch): 0 axe violations on the whole page (header, footer and floating controls included), and
 * nothing wider than the window — at the phone width, and for the representative routes at the
 * desktop width too (support/screen-matrix.ts; the full matrix, every route at both widths with a
 * photograph each: `npm run test:screens`).
 */
test.describe('accessibility of every route (axe)', () => {
  // The slowest file by far, and every check stands alone: spread it over the workers.
  test.describe.configure({ mode: 'parallel' });
  // Still pages: every card shows as after its entrance without scrolling the page through (the
  // entrances themselves: home.spec.ts). The full matrix scrolls, for its full-page photographs.
  test.use({ reducedMotion: 'reduce' });
  const settlePage = FULL_MATRIX ? settle : settleStill;

  for (const route of SITE_ROUTES) {
    for (const { width } of sizesFor(REPRESENTATIVE_SITE_ROUTES, route.name)) {
      test(`${route.path} has no axe violations, light and dark (${width} px)`, async ({
        page,
        allowConsoleErrors,
      }) => {
        allowConsoleErrors(route.name === 'not-found' ? /status of 404/ : /^$/);
        await page.setViewportSize({ width, height: 900 });
        await page.addInitScript((first) => {
          localStorage.setItem('theme-mode', first);
          // The consent banner has its own checks (consent.spec.ts); here it would only cover the page.
          localStorage.setItem('analytics-consent', 'denied');
        }, THEME_MODES[0]);
        await page.goto(route.path);
        await expect(page.locator('main h1')).toBeVisible();
        const toggle = page.locator('[data-theme-toggle] button');
        await expect(toggle).toBeVisible();
        await settlePage(page);
        // One page, both schemes: the visitor's own switch turns the loaded page dark.
        for (const [index, mode] of THEME_MODES.entries()) {
          if (index > 0) await toggle.click();
          await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
          await animationsDone(page);
          expect(await axeViolations(page), `${route.path} in ${mode}`).toEqual([]);
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
          if (FULL_MATRIX) {
            await page.screenshot({
              path: `test-results/site-screens/${route.name}-${width}-${mode}.png`,
              fullPage: true,
              animations: 'disabled',
            });
          }
        }
      });
    }
  }

  // The booking pages (decision 105): the type choice, a type's week with the form (in a zone far
  // from the practice's, so the practice's times show too) and a confirmation, in German and Chinese,
  // at the phone width; the week, the richest layout, at the desktop width too (decision 077's
  // matrix; all of them at both widths with E2E_FULL_MATRIX=1).
  const start = new Date(Date.now() + 10 * 86_400_000);
  start.setUTCHours(8, 0, 0, 0);
  const WEEK = '/booking?type=1&tz=Asia%2FTokyo';
  const BOOKING_PAGES = [
    '/booking',
    WEEK,
    `/booking/confirmation?type=2&start=${start.toISOString()}&state=requested&tz=Asia%2FTokyo`,
  ];
  for (const path of BOOKING_PAGES) {
    for (const width of FULL_MATRIX || path === WEEK ? [390, 1440] : [390]) {
      for (const lang of ['de', 'zh']) {
        test(`${path} (${lang}) has no axe violations, light and dark (${width} px)`, async ({ page }) => {
          await page.setViewportSize({ width, height: 900 });
          await page.addInitScript((first) => {
            localStorage.setItem('theme-mode', first);
            localStorage.setItem('analytics-consent', 'denied');
          }, THEME_MODES[0]);
          await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
          await expect(page.locator('main h1')).toBeVisible();
          const toggle = page.locator('[data-theme-toggle] button');
          await settlePage(page);
          for (const [index, mode] of THEME_MODES.entries()) {
            if (index > 0) await toggle.click();
            await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
            await animationsDone(page);
            expect(await axeViolations(page), `${path} ${lang} in ${mode}`).toEqual([]);
            expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
              width,
            );
          }
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
