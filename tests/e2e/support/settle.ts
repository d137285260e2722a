import type { Page } from '@playwright/test';
import { nextFrame } from './waiting';

/**
 * Scrolls through the page so every entrance animation starts, waits until all have finished
 * (mid-fade text would be measured or photographed at partial opacity), and returns to the top.
 * Sections the browser renders only near the viewport (`content-visibility: auto`) are rendered for
 * good, so a full-page picture or a measurement sees them as a visitor scrolling by does.
 */
export async function settle(page: Page) {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('*')) {
      if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
    }
  });
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
