/**
 * Package list and package detail (spec section 2 "Package detail", sections 3, 5, 8 and 9) against
 * the seeded content: Klarheit & Karriere (premium, 15 % discount, 7 active features, 3 services),
 * Neustart-Paket (10 %), Leadership-Intensiv (no discount).
 */
import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectItemNotFound } from './support/not-found';
import { gate, watchNetwork } from './support/waiting';

const DETAIL = '/services/packages/klarheit-karriere';
const DETAIL_API = /\/api\/services\/packages\/klarheit-karriere\/(\?|$)/;

/** Answers the package request with the real package, changed by `edit`, once `held` (if any) opens. */
async function interceptPackage(
  page: Page,
  edit: (pkg: Record<string, unknown>) => void,
  held?: Promise<void>,
) {
  await page.route(DETAIL_API, async (route: Route) => {
    const response = await route.fetch();
    const pkg = (await response.json()) as Record<string, unknown>;
    edit(pkg);
    await held;
    await route.fulfill({ response, json: pkg });
  });
}

/** Client-side navigation from the list to the detail page, so the browser fetches the package. */
async function openDetailFromList(page: Page) {
  await page.goto('/services/packages');
  await page.evaluate(() => {
    (window as unknown as { marker: boolean }).marker = true;
  });
  await page.getByRole('link', { name: 'Klarheit & Karriere' }).click();
  await expect(page).toHaveURL(DETAIL);
}

test.describe('package detail', () => {
  test('shows name, placeholder, markdown description, included services, price, discount, request link and features', async ({
    page,
  }) => {
    await page.goto(DETAIL);
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Klarheit & Karriere');
    await expect(main.getByRole('link', { name: 'Zurück zu den Angeboten' })).toHaveAttribute(
      'href',
      '/services',
    );
    await expect(page).toHaveTitle('Klarheit & Karriere | Wegweiser Coaching');

    // No image in the seed: the placeholder reads 'Service Paket'.
    await expect(main.getByTestId('package-image-placeholder')).toHaveText('Service Paket');

    // Markdown: headings nest under the h1, links are detected and open in a new tab, breaks kept.
    await expect(main.getByRole('heading', { level: 2, name: 'So läuft das Programm ab' })).toBeVisible();
    const autolink = main.locator('a[href="https://wegweiser-coaching.example/ablauf"]');
    await expect(autolink).toHaveAttribute('target', '_blank');
    await expect(autolink).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(main.locator('.prose br').first()).toBeAttached();

    // Included services: title, short description, formatted price and duration with unit label.
    await expect(main.getByRole('heading', { level: 2, name: 'Enthaltene Leistungen' })).toBeVisible();
    const services = main.getByTestId('included-services').locator('> li');
    await expect(services).toHaveCount(3);
    await expect(services.nth(0)).toContainText('Kostenloses Erstgespräch');
    await expect(services.nth(0)).toContainText(
      'Lernen Sie mich und meine Arbeitsweise unverbindlich kennen.',
    );
    await expect(services.nth(0).getByTestId('service-price')).toHaveText('0 €');
    await expect(services.nth(0).getByTestId('service-duration')).toHaveText('30 Minuten');
    await expect(services.nth(1)).toContainText('Karriere- & Neuorientierungs-Coaching');
    await expect(services.nth(1).getByTestId('service-price')).toHaveText('180 €');
    await expect(services.nth(1).getByTestId('service-duration')).toHaveText('90 Minuten');
    await expect(services.nth(2).getByTestId('service-duration')).toHaveText('60 Minuten');

    // Side card.
    await expect(main.getByTestId('package-price')).toHaveText('790 €');
    await expect(main.getByTestId('package-discount')).toHaveText('-15% Rabatt gegenüber Einzelbuchung');
    const request = main.getByRole('link', { name: 'Paket anfragen' });
    await expect(request).toBeVisible();
    const href = await request.getAttribute('href');
    expect(href).toBe('/contact?context=service_package_general&package_name=Klarheit+%26+Karriere');
    expect(new URL(href ?? '', 'http://x').searchParams.get('package_name')).toBe('Klarheit & Karriere');
    await expect(request).not.toHaveAttribute('target');

    // Active features, in order, each with a checkmark.
    const features = main.locator('[data-testid="package-request"] ~ ul > li');
    await expect(features).toHaveCount(7);
    await expect(features.first()).toHaveText('Kostenloses Erstgespräch (30 Minuten)');
    await expect(features.last()).toHaveText('E-Mail-Begleitung während des gesamten Programms');
    for (const feature of await features.all())
      await expect(feature.locator('svg[data-checkmark]')).toHaveCount(1);
    await expect(main).not.toContainText('Attraktiver Paketpreis');
  });

  test('the request button is an in-app link to the contact page', async ({ page }) => {
    await page.goto(DETAIL);
    await page.evaluate(() => {
      (window as unknown as { marker: boolean }).marker = true;
    });
    await page.getByRole('link', { name: 'Paket anfragen' }).click();
    await expect(page).toHaveURL(
      '/contact?context=service_package_general&package_name=Klarheit+%26+Karriere',
    );
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  });

  test('no discount line when the package has no discount', async ({ page }) => {
    await page.goto('/services/packages/leadership-intensiv');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leadership-Intensiv');
    await expect(page.getByTestId('package-price')).toHaveText('1.490 €');
    await expect(page.getByTestId('package-discount')).toHaveCount(0);
    // Inactive features stay hidden: 5 of 7 are active.
    await expect(page.locator('[data-testid="package-request"] ~ ul > li')).toHaveCount(5);
  });

  test('shows the loading text until the package arrives, then the fallback lines when no feature is active', async ({
    page,
  }) => {
    const delivery = gate();
    await interceptPackage(
      page,
      (pkg) => {
        pkg.features = (pkg.features as { is_active: boolean }[]).map((f) => ({ ...f, is_active: false }));
      },
      delivery.opened,
    );
    await openDetailFromList(page);
    await expect(page.getByTestId('package-loading')).toHaveText('Paket wird geladen …');
    delivery.open();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Klarheit & Karriere');
    await expect(page.getByTestId('package-loading')).toHaveCount(0);
    const lines = page.locator('[data-testid="package-request"] ~ ul > li');
    await expect(lines).toHaveText([
      'Kostenloses Kennenlerngespräch',
      'Attraktiver Paketpreis',
      'Online oder vor Ort in Berlin',
      '3 Leistungen inklusive',
    ]);
    for (const line of await lines.all()) await expect(line.locator('svg[data-checkmark]')).toHaveCount(1);
    await expect(page.locator('main')).not.toContainText('Kostenloses Erstgespräch (30 Minuten)');
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  });

  test('a malicious description does not run in the browser', async ({ page }) => {
    // The injected <img src=x> must never be requested; allow nothing but the seed's own requests.
    await interceptPackage(page, (pkg) => {
      pkg.description =
        '<script>window.__pwned=1</script>[x](javascript:alert(1))<img src=x onerror="window.__pwned=1">\n\n' +
        '[y](JaVaScRiPt:window.__pwned=1) <a href="javascript:window.__pwned=1">z</a>\n\n' +
        '<iframe src="javascript:window.__pwned=1"></iframe>\n\nSicherer Text';
    });
    let dialog = false;
    const network = watchNetwork(page);
    page.on('dialog', async (d) => {
      dialog = true;
      await d.dismiss();
    });
    await openDetailFromList(page);
    // The renderer's output, not the source the page shows as plain text while the renderer loads:
    // raw HTML lines are left out whole, the paragraph after them stays.
    const markdown = page.locator('main [data-markdown]');
    await expect(markdown).not.toContainText('<script>');
    await expect(markdown).toContainText('Sicherer Text');
    const article = page.locator('main article');
    await expect(article.locator('script, iframe, img[onerror]')).toHaveCount(0);
    await expect(page.locator('a[href^="javascript:" i]')).toHaveCount(0);
    for (const link of await article.locator('a').all()) {
      expect(await link.getAttribute('href')).not.toMatch(/^\s*(javascript|vbscript|data):/i);
    }
    // Whatever the page loads (a broken image's onerror) has loaded or failed.
    await network.quiet();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
    expect(dialog).toBe(false);
  });

  test('an unknown slug answers 404 and shows a not-found message', async ({
    page,
    request,
    allowConsoleErrors,
  }) => {
    await expectItemNotFound({ page, request, allowConsoleErrors }, '/services/packages/gibt-es-nicht');
  });

  test('the package and its texts follow the chosen language', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('selectedLanguage', 'en'));
    await page.goto(DETAIL);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Clarity & Career');
    await expect(page.getByRole('heading', { level: 2, name: 'Included services' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Request this package' })).toHaveAttribute(
      'href',
      '/contact?context=service_package_general&package_name=Clarity+%26+Career',
    );
    await expect(page.getByTestId('package-discount')).toHaveText('-15% off compared with single sessions');
    await expect(page.getByTestId('included-services')).toContainText('90 minutes');
  });
});

test.describe('package list', () => {
  test('lists every package with badges, price, feature preview and a link to its page', async ({ page }) => {
    await page.goto('/services/packages');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coaching-Pakete');
    const cards = page.getByTestId('package-card');
    await expect(cards).toHaveCount(3);
    const [neustart, klarheit, leadership] = [cards.nth(0), cards.nth(1), cards.nth(2)];

    await expect(klarheit.getByTestId('package-most-popular')).toHaveText('Am beliebtesten');
    await expect(neustart.getByTestId('package-most-popular')).toHaveCount(0);
    await expect(leadership.getByTestId('package-most-popular')).toHaveCount(0);

    await expect(neustart.getByTestId('package-save')).toHaveText('10% sparen');
    await expect(klarheit.getByTestId('package-save')).toHaveText('15% sparen');
    await expect(leadership.getByTestId('package-save')).toHaveCount(0);

    await expect(klarheit).toContainText('790 €');
    await expect(klarheit.locator('li')).toHaveCount(4);
    await expect(klarheit.locator('li svg[data-checkmark]')).toHaveCount(4);
    await expect(klarheit.getByRole('link')).toHaveAttribute('href', DETAIL);

    await page.evaluate(() => {
      (window as unknown as { marker: boolean }).marker = true;
    });
    await neustart.getByRole('link').click();
    await expect(page).toHaveURL('/services/packages/neustart-paket');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Neustart-Paket');
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  });
});
