/**
 * Shared steps of the error-catalogue journeys: client-side navigation that proves the page was
 * not reloaded, and the console lines a failed request leaves behind.
 */
import type { Page } from '@playwright/test';
import { expect } from '../fixtures';

/** What Chromium logs for a request answered with an error status or cut off (not an app error). */
export const FAILED_REQUEST =
  /^Failed to load resource: (the server responded with a status of \d+|net::ERR_)/;

/**
 * Follows the first link to `path` (header, page or footer) inside the app and checks that the
 * document stayed the same (so whatever was fetched, the browser fetched it itself).
 */
export async function navigateInApp(page: Page, path: string) {
  // Until the app has started (after the first paint, decision 013) links are plain page loads.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  await page
    .locator(`header a[href="${path}"], main a[href="${path}"], footer a[href="${path}"]`)
    .first()
    .click();
  await expect(page).toHaveURL((url) => url.pathname === path);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
}

/** The layout's root element, which carries the diagnostics of failed layout calls. */
export const layoutRoot = (page: Page) => page.locator('#root > div').first();

/** The red of the error text on the light theme (Tailwind's red-700), as Chromium computes it. */
export const ERROR_RED = 'oklch(0.505 0.213 27.518)';
