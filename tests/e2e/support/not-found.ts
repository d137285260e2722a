/** The not-found answer of a detail page (services and packages) for an unknown slug. */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../fixtures';

type Journey = { page: Page; request: APIRequestContext; allowConsoleErrors: (pattern: RegExp) => void };

/**
 * `path` answers 404 to a plain request, and the page shows the managed not-found title and the way
 * back to the services.
 */
export async function expectItemNotFound({ page, request, allowConsoleErrors }: Journey, path: string) {
  // The browser logs the document's 404 status.
  allowConsoleErrors(/status of 404/);
  const response = await request.get(path);
  expect(response.status()).toBe(404);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
  await expect(page.locator('main').getByRole('link', { name: 'Zurück zu den Angeboten' })).toHaveAttribute(
    'href',
    '/services',
  );
}
