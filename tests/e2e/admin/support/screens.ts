/**
 * What every console screen must pass, light and dark (the console follows the system's scheme
 * unless a theme was chosen): 0 axe violations and nothing wider than the window — at a phone
 * (390 × 844), and for the representative screens at a desktop (1440 × 900) too
 * (support/screen-matrix.ts). The full matrix (`npm run test:screens`) checks every screen at both
 * sizes and photographs each to test-results/admin-screens/ (not committed) to be looked at.
 */
import type { Page } from '@playwright/test';
import { expect } from '../../fixtures';
import { axeViolations } from '../../support/axe';
import { FULL_MATRIX, REPRESENTATIVE_CONSOLE_SCREENS, SCHEMES, sizesFor } from '../../support/screen-matrix';
import { animationsDone } from '../../support/waiting';

export const SCREENSHOT_DIR = 'test-results/admin-screens';

/** Checks the screen as it is now, in this run's sizes and both schemes, and restores the page's size. */
export async function checkScreen(page: Page, name: string) {
  const original = page.viewportSize();
  for (const size of sizesFor(REPRESENTATIVE_CONSOLE_SCREENS, name)) {
    await page.setViewportSize(size);
    for (const scheme of SCHEMES) {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      await page.evaluate(() => document.fonts.ready);
      await animationsDone(page);
      expect(await axeViolations(page), `${name} at ${size.width} px, ${scheme}`).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${name} at ${size.width} px, ${scheme}: wider than the window`).toBeLessThanOrEqual(
        0,
      );
      if (!FULL_MATRIX) continue;
      // From the top: a full-page picture of a scrolled page repeats the sticky header mid-page.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({
        path: `${SCREENSHOT_DIR}/${name}-${size.width}-${scheme}.png`,
        fullPage: true,
        animations: 'disabled',
      });
    }
  }
  if (original) await page.setViewportSize(original);
  await page.emulateMedia({ colorScheme: 'light' });
}
