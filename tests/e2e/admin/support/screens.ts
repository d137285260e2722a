/**
 * What every console screen must pass, at a phone (390 × 844) and a desktop (1440 × 900), light and
 * dark (the console follows the system's scheme unless a theme was chosen): 0 axe violations and
 * nothing wider than the window. Each is photographed to test-results/admin-screens/ (not
 * committed) to be looked at.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from '../../fixtures';

export const SCREEN_SIZES = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
] as const;
export const SCHEMES = ['light', 'dark'] as const;

export const SCREENSHOT_DIR = 'test-results/admin-screens';

/** Checks the screen as it is now, in every size and scheme, and restores the page's size. */
export async function checkScreen(page: Page, name: string) {
  const original = page.viewportSize();
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize(size);
    for (const scheme of SCHEMES) {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      await page.evaluate(() => document.fonts.ready);
      // A colour transition caught half-way would be measured (and photographed) as neither scheme;
      // endless ones (a loading spinner) never finish and change no colour.
      await page.waitForFunction(() =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
          ),
      );
      const results = await new AxeBuilder({ page }).analyze();
      expect(
        results.violations.map((v) => ({
          id: v.id,
          nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
        })),
        `${name} at ${size.width} px, ${scheme}`,
      ).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${name} at ${size.width} px, ${scheme}: wider than the window`).toBeLessThanOrEqual(
        0,
      );
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
