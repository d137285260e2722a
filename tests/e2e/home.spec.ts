/**
 * Home page journeys (spec sections 2, 7): section order, hero, card and contact links, the hidden
 * packages section, the meta_title override, and accessibility in both themes.
 * Carousel and video: home-media.spec.ts; failing calls: home-failures.spec.ts.
 */

import type { Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { enterHomeClientSide } from './support/home-page';
import { watchNetwork } from './support/waiting';

test.describe('home page', () => {
  test('shows hero, featured services, packages, testimonials and call-to-action in this order', async ({
    page,
  }) => {
    await page.goto('/');
    const order = await page
      .locator('main [data-section]')
      .evaluateAll((sections) => sections.map((section) => section.getAttribute('data-section')));
    expect(order).toEqual(['hero', 'services', 'packages', 'testimonials', 'cta']);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Finden Sie Ihren Weg – mit Klarheit und Zuversicht',
    );
    await expect(page.getByRole('heading', { level: 2, name: 'Ausgewählte Angebote' })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Begleitung, die zu Ihnen passt' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Erfahrungen aus dem Coaching' })).toBeVisible();
    await expect(page.getByText('Lade Inhalte...')).toHaveCount(0);
  });

  test('hero: texts, seeded image with size and alt, stats, contact link with hero_cta, services button', async ({
    page,
  }) => {
    await page.goto('/');
    const hero = page.locator('[data-section="hero"]');
    await expect(hero).toHaveAttribute('data-layout', 'media_right');
    await expect(hero).toContainText(
      'Life-Coaching, Karriere-Coaching und Resilienztraining in Berlin und online',
    );
    const image = hero.locator('img');
    await expect(image).toHaveAttribute('src', '/media/seed/hero.svg');
    await expect(image).toHaveAttribute('width', '960');
    await expect(image).toHaveAttribute('height', '720');
    await expect(image).toHaveAttribute('alt', /Wegweiser/);
    const stats = hero.getByTestId('hero-stats');
    await expect(stats.locator('dd')).toHaveText(['12+', '850+', '4.9/5', '94%']);
    await expect(stats).not.toHaveAttribute('data-error');
    const contact = hero.getByRole('link', { name: 'Kontakt aufnehmen' });
    await expect(contact).toHaveAttribute('href', '/contact?context=hero_cta');
    await expect(contact).not.toHaveAttribute('target');
    await expect(hero.getByRole('link', { name: 'Coaching-Angebote' })).toHaveAttribute('href', '/services');
  });

  test('featured service cards: links, premium badge, price rules, show-all link', async ({ page }) => {
    await page.goto('/');
    const section = page.locator('[data-section="services"]');
    const links = section.locator('article h3 a');
    await expect(links).toHaveCount(6);
    for (const href of await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(/^\/services\/[a-z0-9-]+$/);
    }
    await expect(section.locator('ul[data-columns]')).toHaveAttribute('data-columns', '3');

    const premium = section.locator('article', {
      has: page.locator('a[href="/services/karriere-coaching"]'),
    });
    await expect(premium).toHaveAttribute('data-premium', 'true');
    await expect(premium).toContainText('Premium');
    await expect(premium).toContainText('180 €');
    await expect(premium).toContainText('90 Minuten');
    await expect(premium).toContainText('Mehr erfahren');

    // Not premium-styled: no badge even though it has a badge text ("Beliebt").
    const plain = section.locator('article', {
      has: page.locator('a[href="/services/life-coaching-einzelsitzung"]'),
    });
    await expect(plain).not.toContainText('Beliebt');
    await expect(plain).toContainText('60 Minuten');
    // show_price_on_home is false: neither price nor duration.
    const hidden = section.locator('article', { has: page.locator('a[href="/services/stress-resilienz"]') });
    await expect(hidden).not.toContainText('€');
    await expect(hidden).not.toContainText('Minuten');
    // Duration in hours uses the unit label.
    const leadership = section.locator('article', {
      has: page.locator('a[href="/services/fuehrungskraefte-coaching"]'),
    });
    await expect(leadership).toContainText('2 Stunden');

    const showAll = section.getByRole('link', { name: 'Alle Angebote ansehen' });
    await expect(showAll).toHaveAttribute('href', '/services');

    await links.first().click();
    await expect(page).toHaveURL(/\/services\/kostenloses-erstgespraech$/);
  });

  test('package cards: links, most-popular and save badges, show-all link', async ({ page }) => {
    await page.goto('/');
    const section = page.locator('[data-section="packages"]');
    await expect(section.locator('article h3 a')).toHaveCount(3);
    const card = (slug: string) =>
      section.locator('article', { has: page.locator(`a[href="/services/packages/${slug}"]`) });
    await expect(card('klarheit-karriere')).toContainText('Am beliebtesten');
    await expect(card('klarheit-karriere')).toContainText('15% sparen');
    await expect(card('klarheit-karriere')).toContainText('790 €');
    await expect(card('neustart-paket')).toContainText('10% sparen');
    await expect(card('neustart-paket')).not.toContainText('Am beliebtesten');
    // Discount 0 → no save badge; show_price_on_home false → no price.
    await expect(card('leadership-intensiv')).not.toContainText('sparen');
    await expect(card('leadership-intensiv')).not.toContainText('€');
    await expect(section.getByText('Coaching-Pakete', { exact: true })).toBeVisible();
    await expect(section.getByRole('link', { name: 'Alle Pakete ansehen' })).toHaveAttribute(
      'href',
      '/services/packages',
    );
    await card('neustart-paket').locator('h3 a').click();
    await expect(page).toHaveURL('/services/packages/neustart-paket');
  });

  test('call-to-action goes to the contact page with general_cta', async ({ page }) => {
    await page.goto('/');
    const cta = page.locator('[data-section="cta"]');
    await expect(cta.getByRole('heading', { level: 2 })).toHaveText('Bereit für Ihren nächsten Schritt?');
    await expect(cta).toContainText('Der erste Schritt: ein kostenloses Kennenlerngespräch von 20 Minuten.');
    await expect(cta.getByRole('link', { name: 'Kennenlerngespräch vereinbaren' })).toHaveAttribute(
      'href',
      '/contact?context=general_cta',
    );
  });

  test('the packages section is hidden when there are no featured packages', async ({ page }) => {
    await enterHomeClientSide(page, async () => {
      await page.route('**/api/services/packages/featured/**', (route) => route.fulfill({ json: [] }));
    });
    await expect(page.locator('[data-section="services"] article').first()).toBeVisible();
    await expect(page.locator('[data-section="testimonials"]')).toBeVisible();
    await expect(page.locator('[data-section="packages"]')).toHaveCount(0);
  });

  for (const [count, columns, maxWidth] of [
    [1, '1', '400px'],
    [2, '2', '850px'],
  ] as const) {
    test(`${count} package(s) → ${columns} column(s), max width ${maxWidth}`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await enterHomeClientSide(page, async () => {
        await page.route('**/api/services/packages/featured/**', async (route: Route) => {
          const response = await route.fetch();
          const packages = (await response.json()) as unknown[];
          await route.fulfill({ response, json: packages.slice(0, count) });
        });
      });
      const grid = page.locator('[data-section="packages"] ul[data-columns]');
      await expect(grid).toHaveAttribute('data-columns', columns);
      await expect(grid).toHaveCSS('max-width', maxWidth);
      const entrance = await grid
        .locator(':scope > li')
        .evaluateAll((items) => items.map((item) => item.getAttribute('data-entrance-delay')));
      expect(entrance).toEqual(['0.0', '0.2'].slice(0, count));
    });
  }

  test('meta_title and meta_description override the page title and description', async ({ page }) => {
    const title = 'Life-Coaching & Karriere-Coaching in Berlin und online | Wegweiser Coaching';
    const seoRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/seo-settings/')) seoRequests.push(request.url());
    });
    const network = watchNetwork(page);
    await page.goto('/');
    await expect(page).toHaveTitle(title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /^Life-Coaching, Karriere-Coaching und Stressbewältigung mit Anna Weber – in Berlin und online\./,
    );
    // The server wrote the first page's head: the app fetches no SEO settings for it.
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await network.quiet();
    expect(seoRequests).toEqual([]);
    await expect(page).toHaveTitle(title);
    // Also after a client navigation, when the page's SEO settings arrive later.
    await page.locator('header nav a[href="/about"]').first().click();
    await expect(page).toHaveURL('/about');
    await page.locator('header a[href="/"]').first().click();
    await expect(page).toHaveURL('/');
    await network.quiet();
    await expect(page).toHaveTitle(title);
    // And back through the history to the first page, which the app now fetches like any other.
    await page.locator('header nav a[href="/about"]').first().click();
    await expect(page).toHaveURL('/about');
    await network.quiet();
    for (const url of ['/', '/about', '/']) {
      await page.goBack();
      await expect(page).toHaveURL(url);
    }
    await network.quiet();
    await expect(page).toHaveTitle(title);
  });
});
