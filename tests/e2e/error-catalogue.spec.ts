/**
 * Spec section 8 where the browser makes the call itself: after a client-side navigation (or on a
 * visitor's action) the request fails — an error status, a cut connection, or no answer within the
 * spec's timeout (section 7: 30 s, 10 s for SEO), which the page clock runs down in an instant.
 * Home rows already covered by home-failures.spec.ts are not repeated; the layout's calls, made by
 * the server render, are in error-catalogue-server-render.spec.ts.
 */
import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { ERROR_RED, FAILED_REQUEST, navigateInApp } from './support/failures';
import { enterHomeClientSide } from './support/home-page';
import { watchNetwork } from './support/waiting';

const TEXTS_API = '**/api/content/multilingual/static-content/by_types/**';
const SEO_API = '**/api/content/multilingual/seo-settings/**';

/** Leaves the request unanswered, as a server that never replies. */
const hang = (page: Page, url: string | RegExp) => page.route(url, () => {});
const serverError = (status: number, body: unknown) => (route: Route) =>
  route.fulfill({ status, contentType: 'application/json', body: body === null ? '' : JSON.stringify(body) });

test.describe('error catalogue: site settings check for blog and career', () => {
  for (const [path, failure] of [
    ['/blog', 'status'],
    ['/career', 'connection'],
  ] as const) {
    test(`fails (${failure}) on the way to ${path}: the visitor lands on /`, async ({
      page,
      allowConsoleErrors,
    }) => {
      allowConsoleErrors(FAILED_REQUEST);
      await page.goto('/about');
      await page.route('**/api/content/site-settings/current/**', (route) =>
        failure === 'status'
          ? serverError(500, { message: 'boom' })(route)
          : route.abort('connectionaborted'),
      );
      await page.locator(`header a[href="${path}"]`).first().click();
      await expect(page).toHaveURL('/');
      await expect(page.locator('[data-section="hero"]')).toBeVisible();
    });
  }

  test('fails on the way from the blog list to a post: the visitor lands on /', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(FAILED_REQUEST);
    // The browser checks the gate again once the page is live; that check passes.
    const checked = page.waitForResponse('**/api/content/site-settings/current/**');
    await page.goto('/blog');
    await checked;
    await page.route('**/api/content/site-settings/current/**', serverError(503, null));
    await page.locator('main a[href^="/blog/"]').first().click();
    await expect(page).toHaveURL('/');
  });
});

test.describe('error catalogue: home texts (static content)', () => {
  test('no answer within 30 s: red "Content request timed out"', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(FAILED_REQUEST);
    await page.clock.install();
    await enterHomeClientSide(page, async () => {
      await hang(page, TEXTS_API);
      // Time stands still from here: the request starts at a known instant.
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
    });
    const status = page.getByTestId('home-content-status');
    await expect(status).toHaveText('Lade Inhalte...');
    await page.clock.fastForward(29_900);
    await expect(status).toHaveText('Lade Inhalte...');
    await page.clock.fastForward(200);
    await expect(status).toHaveText('Content request timed out');
    await expect(status).toHaveAttribute('role', 'alert');
    await expect(status).toHaveCSS('color', ERROR_RED);
  });

  test("a cut connection shows the error's own message in red", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(FAILED_REQUEST);
    await enterHomeClientSide(page, () => page.route(TEXTS_API, (route) => route.abort('connectionaborted')));
    const status = page.getByTestId('home-content-status');
    // Chromium's message for a fetch without an answer.
    await expect(status).toHaveText('Failed to fetch');
    await expect(status).toHaveCSS('color', ERROR_RED);
  });

  test('a failure without a message reads "Error loading multilingual content"', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(FAILED_REQUEST);
    await enterHomeClientSide(page, () => page.route(TEXTS_API, serverError(500, { message: '' })));
    const status = page.getByTestId('home-content-status');
    await expect(status).toHaveText('Error loading multilingual content');
    await expect(status).toHaveCSS('color', ERROR_RED);
  });
});

test.describe('error catalogue: content load failure (generic)', () => {
  test("a failed list shows the API's message", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(FAILED_REQUEST);
    await page.goto('/');
    const message = 'Ein interner Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.';
    await page.route(/\/api\/services\/\?/, serverError(500, { message }));
    await navigateInApp(page, '/services');
    await expect(page.locator('main').getByRole('alert')).toHaveText(`${message}Erneut versuchen`);
  });

  for (const [from, path, api] of [
    ['/', '/blog', /\/api\/blog\/\?/],
    ['/services', '/services/packages', /\/api\/services\/packages\/\?/],
  ] as const) {
    test(`${path} without an answer reads "Fehler beim Laden der Inhalte"`, async ({
      page,
      allowConsoleErrors,
    }) => {
      allowConsoleErrors(FAILED_REQUEST);
      await page.goto(from);
      await page.route(api, (route) => route.abort('connectionaborted'));
      await navigateInApp(page, path);
      const alert = page.locator('main').getByRole('alert');
      await expect(alert.locator('p')).toHaveText('Fehler beim Laden der Inhalte');
      await expect(alert.locator('p')).toHaveAttribute('lang', 'de');
    });
  }

  test('an item without a message reads "Fehler beim Laden des Inhalts" until a retry succeeds', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(FAILED_REQUEST);
    const api = /\/api\/services\/karriere-coaching\/\?/;
    await page.goto('/services');
    await page.route(api, serverError(502, null));
    await page.locator('main a[href="/services/karriere-coaching"]').first().click();
    const alert = page.locator('main').getByRole('alert');
    await expect(alert.locator('p')).toHaveText('Fehler beim Laden des Inhalts');
    await page.unroute(api);
    await alert.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(page.locator('main h1')).toHaveText('Karriere- & Neuorientierungs-Coaching');
    await expect(alert).toHaveCount(0);
  });

  test('a legal page without an answer reads "Fehler beim Laden des Inhalts"', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(FAILED_REQUEST);
    await page.goto('/');
    await page.route('**/api/content/legal-pages/terms/**', (route) => route.abort('failed'));
    await navigateInApp(page, '/legal/terms');
    await expect(page.locator('main').getByRole('alert').locator('p')).toHaveText(
      'Fehler beim Laden des Inhalts',
    );
  });

  test('a failed package load is silent: the loading text stays, no error', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(FAILED_REQUEST);
    await page.goto('/services/packages');
    const failed = page.waitForResponse(/\/api\/services\/packages\/klarheit-karriere\//);
    await page.route(/\/api\/services\/packages\/klarheit-karriere\//, serverError(500, { message: 'boom' }));
    await page.getByRole('link', { name: 'Klarheit & Karriere' }).first().click();
    await failed;
    await expect(page.getByTestId('package-loading')).toHaveText('Paket wird geladen …');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByText('boom')).toHaveCount(0);
  });
});

test.describe('error catalogue: SEO settings and stats', () => {
  test('failed SEO settings are ignored: the head stays, the page works', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(FAILED_REQUEST);
    await page.goto('/');
    const title = await page.title();
    const description = page.locator('meta[name="description"]');
    const before = await description.getAttribute('content');
    await page.route(SEO_API, serverError(500, { message: 'Failed to load SEO settings' }));
    const network = watchNetwork(page);
    await navigateInApp(page, '/about');
    await expect(page.locator('main h1')).toBeVisible();
    // The failed answer has arrived and been handled.
    await network.quiet();
    expect(await page.title()).toBe(title);
    await expect(description).toHaveAttribute('content', before ?? '');
    await expect(page.getByText('Failed to load SEO settings')).toHaveCount(0);

    // Once the call answers again, the next navigation applies the page's settings.
    await page.unroute(SEO_API);
    await navigateInApp(page, '/services');
    await expect(page).not.toHaveTitle(title);
  });

  test('the SEO call gives up after 10 s, silently', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(FAILED_REQUEST);
    await page.clock.install();
    await page.goto('/');
    await hang(page, SEO_API);
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
    let failed = false;
    page.on('requestfailed', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/seo-settings/') && url.searchParams.get('page_identifier') === 'about')
        failed = true;
    });
    await navigateInApp(page, '/about');
    await page.clock.fastForward(9_900);
    // A request given up inside fastForward would be reported before the next round trip ends.
    await page.evaluate(() => undefined);
    expect(failed).toBe(false);
    await page.clock.fastForward(200);
    await expect.poll(() => failed).toBe(true);
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('failed stats fall back to the German stats on an English page', async ({
    page,
    context,
    baseURL,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(FAILED_REQUEST);
    await context.addCookies([{ name: 'selectedLanguage', value: 'en', url: baseURL ?? '' }]);
    await page.addInitScript(() => localStorage.setItem('selectedLanguage', 'en'));
    await enterHomeClientSide(page, () =>
      page.route('**/api/content/multilingual/stats/**', (route) => route.abort('connectionaborted')),
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const stats = page.getByTestId('hero-stats');
    await expect(stats).toHaveAttribute('data-error', 'Failed to load stats');
    await expect(stats.locator('dd')).toHaveText(['12+', '850+', '4.9/5', '94%']);
    await expect(stats).toContainText('Jahre Coaching-Erfahrung');
  });
});
