/**
 * Spec section 8 for calls the browser makes on the visitor's behalf — newsletter sign-up and
 * analytics — and for failures in the browser itself: theme start-up without storage, a flag
 * image that does not load. Companion of error-catalogue.spec.ts.
 */
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { FAILED_REQUEST, navigateInApp } from './support/failures';

const newsletter = (page: Page) => page.locator('footer [data-newsletter]');

async function subscribe(page: Page, email: string) {
  await newsletter(page).getByRole('textbox', { name: 'Ihre E-Mail-Adresse' }).fill(email);
  await newsletter(page).getByRole('button', { name: 'Anmelden' }).click();
}

test.describe('error catalogue: newsletter', () => {
  test("a failing server shows the server's message", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(FAILED_REQUEST);
    await page.goto('/');
    await navigateInApp(page, '/about');
    await page.route('**/api/newsletter/subscribe/**', (route) =>
      route.fulfill({ status: 503, json: { message: 'Der Newsletter ist gerade nicht erreichbar.' } }),
    );
    await subscribe(page, 'dora.e2e@example.com');
    await expect(newsletter(page).getByRole('alert')).toHaveText(
      'Der Newsletter ist gerade nicht erreichbar.',
    );
    await expect(newsletter(page).getByRole('textbox')).toHaveValue('dora.e2e@example.com');
  });

  test('without an answer from the server the fallback sentence shows, not the transport error', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(FAILED_REQUEST);
    await page.goto('/about');
    await page.route('**/api/newsletter/subscribe/**', (route) => route.abort('connectionaborted'));
    await subscribe(page, 'emil.e2e@example.com');
    await expect(newsletter(page).getByRole('alert')).toHaveText(
      'Die Anmeldung ist fehlgeschlagen. Bitte versuchen Sie es später erneut.',
    );
  });
});

test.describe('error catalogue: analytics calls', () => {
  test('failing session start, tracking and session end are silently ignored', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(FAILED_REQUEST);
    await page.addInitScript(() => localStorage.setItem('analytics-consent', 'granted'));
    const failed: Request[] = [];
    page.on('requestfailed', (request) => failed.push(request));
    const answered: string[] = [];
    // Every second analytics call answers 500, the others are cut off.
    await page.route('**/api/analytics/**', (route) => {
      answered.push(new URL(route.request().url()).pathname);
      return answered.length % 2 === 1
        ? route.fulfill({ status: 500, json: { message: 'boom' } })
        : route.abort('connectionaborted');
    });
    await page.goto('/');
    await expect.poll(() => answered.length).toBeGreaterThan(0);
    for (const path of ['/services', '/about', '/']) await navigateInApp(page, path);
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    });
    await expect.poll(() => answered.length).toBeGreaterThan(1);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.locator('[data-section="hero"]')).toBeVisible();
    expect(failed.every((request) => new URL(request.url()).pathname.startsWith('/api/analytics/'))).toBe(
      true,
    );
  });
});

test.describe('error catalogue: theme start-up and flags', () => {
  test('theme init fails (storage blocked): the system preference, the toggle still switches', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('button', { name: 'Aktueller Modus: Dunkel. Klicken zum Wechseln.' }).click();
    await expect(html).toHaveAttribute('data-theme', 'light');
    await expect(page.getByText('Failed to load theme')).toHaveCount(0);
    await navigateInApp(page, '/services');
    await expect(
      page.getByRole('button', { name: 'Aktueller Modus: Hell. Klicken zum Wechseln.' }),
    ).toBeVisible();
  });

  test('a flag answered with 404 shows the country code as text', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(FAILED_REQUEST);
    await page.route(/\/assets\/gb-[\w-]+\.svg$/, (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('/');
    await page.getByRole('button', { name: 'Sprache: Deutsch' }).click();
    const english = page.getByRole('button', { name: 'English' });
    await expect(english.locator('[data-flag-fallback="gb"]')).toHaveText('GB');
    await expect(english.locator('img')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Español' }).locator('img')).toBeVisible();
  });
});
