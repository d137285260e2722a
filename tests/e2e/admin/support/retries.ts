/**
 * The console tries a failed read twice more (1 s, then 2 s later: shared/api/query-client.ts)
 * before it shows the error. A journey about the error state passes that waiting on Playwright's
 * clock instead of the wall's: after `page.clock.install()` (before the page loads), each round
 * moves the page's time on by a second until the error shows, so each retry is made at once.
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from '../../fixtures';

export async function shownAfterRetries(page: Page, error: Locator) {
  await expect(async () => {
    await page.clock.fastForward(1_000);
    await expect(error).toBeVisible({ timeout: 250 });
  }).toPass({ timeout: 10_000 });
}
