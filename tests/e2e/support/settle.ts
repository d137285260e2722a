import type { Page } from '@playwright/test';
import { nextFrame } from './waiting';

/**
 * Scrolls through the page so every entrance animation starts, waits until all have finished
 * (mid-fade text would be measured or photographed at partial opacity), and returns to the top.
 * Sections the browser renders only near the viewport (`content-visibility: auto`) are rendered for
 * good, so a full-page picture or a measurement sees them as a visitor scrolling by does.
 */
export async function settle(page: Page) {
  await renderEverySection(page);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 400) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    // Intersection observers report with the next rendering step.
    await nextFrame(page);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

/**
 * The still page a check needs, without scrolling through it: for a page opened with reduced motion
 * (`test.use({ reducedMotion: 'reduce' })`) no card waits for an entrance, so every element already
 * shows as it ends up after one; the sections rendered only near the viewport are rendered for good.
 * Scrolling a tall page frame by frame costs the browser more than the checks that follow.
 */
export async function settleStill(page: Page) {
  if (!(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches))) {
    throw new Error('settleStill needs a page opened with reduced motion; use settle()');
  }
  await renderEverySection(page);
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

/** Renders for good the sections the browser renders only near the viewport (`content-visibility: auto`). */
export async function renderEverySection(page: Page) {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('*')) {
      if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
    }
  });
}
