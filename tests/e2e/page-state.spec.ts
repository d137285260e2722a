import { expect, test } from './fixtures';

/**
 * Decision 131: a kept page carries no state; the boot script fetches its state file after the
 * first paint and the app hydrates from it. When the file cannot be had (asked twice), the server's
 * page stays as it is: readable, its links plain links.
 */
test.describe('the page state as a file of its own', () => {
  test('the document names it, the app fetches it once and hydrates from it', async ({ page }) => {
    const stateRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/page-state.json') stateRequests.push(request.url());
    });
    await page.goto('/services');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const element = page.locator('#__wegweiser_state');
    await expect(element).toHaveAttribute('data-src', /^\/page-state\.json\?page=%2Fservices&lang=de&v=/);
    expect(await element.evaluate((node) => node.textContent)).toBe('');
    expect(stateRequests).toHaveLength(1);
    // The app runs on it: a click navigates in the app, with no new document.
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await page.locator('header nav a[href="/about"]').first().click();
    await expect(page).toHaveURL('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(documents).toEqual([]);
  });

  test('without its state the server page stays as it is, and its links still lead on', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/Failed to load resource: the server responded with a status of 503/);
    let refused = 0;
    await page.route('**/page-state.json?**', (route) => {
      refused += 1;
      return route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"unavailable"}' });
    });
    // It never hydrates: waiting for that would only spend the fixture's patience.
    await page.goto('/services', { waitUntil: 'commit' });
    await expect.poll(() => refused).toBe(2);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
    await page.unroute('**/page-state.json?**');
    await page.locator('header nav a[href="/about"]').first().click();
    await expect(page).toHaveURL('/about');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  });
});
