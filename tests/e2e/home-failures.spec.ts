/**
 * Home page journeys (spec section 8): failing calls leave their parts empty, stats fall back to the
 * German stats, texts show the loading line or the red error text.
 */
import { expect, test } from './fixtures';
import { ERROR_RED } from './support/failures';
import { enterHomeClientSide, heroMediaRoute } from './support/home-page';
import { gate } from './support/waiting';

test.describe('home page: failing calls', () => {
  test('failed hero media, services and testimonials calls leave their parts empty, not the page', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 500/);
    await enterHomeClientSide(page, async () => {
      for (const path of [heroMediaRoute, '**/api/services/featured/**', '**/api/testimonials/**']) {
        await page.route(path, (route) => route.fulfill({ status: 500, json: { message: 'Server error' } }));
      }
    });
    const hero = page.locator('[data-section="hero"]');
    await expect(page.locator('[data-section="packages"] article').first()).toBeVisible();
    await expect(hero.locator('img, button, iframe')).toHaveCount(0);
    await expect(page.locator('[data-section="services"] article')).toHaveCount(0);
    await expect(page.locator('[data-section="testimonials"]')).toHaveCount(0);
    await expect(page.locator('[data-section="cta"]')).toBeVisible();
  });

  test('failed stats fall back to the German stats with "Failed to load stats"', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 500/);
    await enterHomeClientSide(page, () =>
      page.route('**/api/content/multilingual/stats/**', (route) => route.fulfill({ status: 500, json: {} })),
    );
    const stats = page.getByTestId('hero-stats');
    await expect(stats).toHaveAttribute('data-error', 'Failed to load stats');
    await expect(stats.locator('dd')).toHaveText(['12+', '850+', '4.9/5', '94%']);
    await expect(stats).toContainText('Jahre Coaching-Erfahrung');
  });

  test('"Lade Inhalte..." shows while the texts load', async ({ page }) => {
    const delivery = gate();
    await enterHomeClientSide(page, () =>
      page.route('**/api/content/multilingual/static-content/by_types/**', async (route) => {
        await delivery.opened;
        await route.continue();
      }),
    );
    await expect(page.getByText('Lade Inhalte...')).toBeVisible();
    delivery.open();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Finden Sie Ihren Weg/);
    await expect(page.getByText('Lade Inhalte...')).toHaveCount(0);
  });

  for (const [body, message] of [
    [{ message: 'timeout of 30000ms exceeded' }, 'Content request timed out'],
    [{ message: 'Datenbank nicht erreichbar' }, 'Datenbank nicht erreichbar'],
    [null, 'HTTP error! status: 503'],
  ] as const) {
    test(`failed texts show the red text "${message}"`, async ({ page, allowConsoleErrors }) => {
      allowConsoleErrors(/status of 503/);
      await enterHomeClientSide(page, () =>
        page.route('**/api/content/multilingual/static-content/by_types/**', (route) =>
          route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: body ? JSON.stringify(body) : '',
          }),
        ),
      );
      const status = page.getByTestId('home-content-status');
      await expect(status).toHaveText(message);
      await expect(status).toHaveAttribute('role', 'alert');
      await expect(status).toHaveCSS('color', ERROR_RED);
    });
  }
});
