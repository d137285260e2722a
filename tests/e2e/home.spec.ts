/**
 * Home page journeys (spec sections 2, 4, 7, 8): section order, card and contact links, the
 * package grid rule and hidden section, the testimonial carousel, the privacy-friendly video,
 * fallbacks when calls fail, the meta_title override, and accessibility in both themes.
 *
 * The first render is server-side, so API interceptions only reach the browser when the home page
 * is entered by client-side navigation (from /services via the header's brand link).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';

const VIDEO_ID = 'dQw4w9WgXcQ';

/** Loads /services, lets `setup` intercept requests, then navigates to / inside the app. */
async function enterHomeClientSide(page: Page, setup: () => Promise<void>) {
  await page.goto('/services');
  await setup();
  // The brand link: visible at every width (the nav may sit in a menu on small screens).
  await page.locator('header a[href="/"]').first().click();
  await expect(page).toHaveURL('/');
  await expect(page.locator('[data-section="hero"]')).toBeVisible();
}

const heroMediaRoute = '**/api/content/multilingual-hero-media/active/**';

function fulfillHeroMedia(page: Page, media: Record<string, unknown>) {
  return page.route(heroMediaRoute, (route) =>
    route.fulfill({
      json: {
        id: 99,
        media_type: 'video',
        embed_url: null,
        video_url: null,
        image_url: null,
        image_alt: 'Kurzes Vorstellungsvideo',
        desktop_mobile_layout: 'media_right',
        language: 'de',
        ...media,
      },
    }),
  );
}

test.describe('home page', () => {
  test('shows hero, featured services, packages, testimonials and call-to-action in this order', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/^$/);
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
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/^$/);
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
    await expect(hero.getByTestId('hero-contact')).toHaveAttribute('href', '/contact?context=hero_cta');
    await expect(hero.getByTestId('hero-contact')).not.toHaveAttribute('target');
    await expect(hero.getByTestId('hero-services')).toHaveAttribute('href', '/services');
  });

  test('featured service cards: links, premium badge, price rules, show-all link', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/^$/);
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

  test('package cards: links, most-popular and save badges, show-all link', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/^$/);
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

  test('call-to-action goes to the contact page with general_cta', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/^$/);
    await page.goto('/');
    const cta = page.locator('[data-section="cta"]');
    await expect(cta.getByRole('heading', { level: 2 })).toHaveText('Bereit für Ihren nächsten Schritt?');
    await expect(cta).toContainText('Der erste Schritt: ein kostenloses Kennenlerngespräch von 20 Minuten.');
    await expect(cta.getByRole('link', { name: 'Kennenlerngespräch vereinbaren' })).toHaveAttribute(
      'href',
      '/contact?context=general_cta',
    );
  });

  test('the packages section is hidden when there are no featured packages', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/^$/);
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
    test(`${count} package(s) → ${columns} column(s), max width ${maxWidth}`, async ({
      page,
      allowConsoleErrors,
    }) => {
      allowConsoleErrors(/^$/);
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

  test('cards enter one after another: 0.1 s per service and testimonial, 0.2 s per package', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/^$/);
    await page.goto('/');
    const delays = (section: string) =>
      page
        .locator(`[data-section="${section}"] li[data-entrance-delay]`)
        .evaluateAll((items) => items.map((item) => getComputedStyle(item).transitionDelay));
    expect(await delays('services')).toEqual(['0s', '0.1s', '0.2s', '0.3s', '0.4s', '0.5s']);
    expect(await delays('packages')).toEqual(['0s', '0.2s', '0.4s']);
    expect((await delays('testimonials')).slice(0, 3)).toEqual(['0s', '0.1s', '0.2s']);
  });

  test('testimonials auto-scroll after about 1 s and stop at the first click', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/^$/);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    const carousel = page.locator('[data-section="testimonials"] ul');
    const scrollLeft = () => carousel.evaluate((element) => Math.round(element.scrollLeft));
    expect(await scrollLeft()).toBe(0);
    await expect(carousel).toHaveAttribute('data-autoscroll', 'on');
    // First step 1 s after load; the next one would only come 3 s later.
    await expect.poll(scrollLeft, { timeout: 2_500, intervals: [100] }).toBeGreaterThan(0);
    await expect.poll(scrollLeft, { timeout: 2_000, intervals: [100] }).toBe(416);

    await carousel.getByRole('button').nth(1).click();
    await expect(carousel).toHaveAttribute('data-autoscroll', 'off');
    await page.waitForTimeout(600);
    const afterClick = await scrollLeft();
    await page.waitForTimeout(3_600);
    expect(await scrollLeft()).toBe(afterClick);
  });

  test('a testimonial expands on click (full text, highlighted) and collapses on the next', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/^$/);
    await page.goto('/');
    const card = page.locator('[data-section="testimonials"] figure').first();
    const toggle = card.getByRole('button', { name: 'Julia M.' });
    const text = card.locator('blockquote p');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(text).toHaveCSS('-webkit-line-clamp', '4');
    const clampedHeight = await text.evaluate((element) => element.getBoundingClientRect().height);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(card).toHaveAttribute('data-expanded', 'true');
    await expect(text).toHaveCSS('-webkit-line-clamp', 'none');
    await expect(card).toHaveCSS('border-top-color', 'rgb(59, 106, 93)'); // primary-600 of the seeded theme
    expect(await text.evaluate((element) => element.getBoundingClientRect().height)).toBeGreaterThan(
      clampedHeight,
    );

    // Clicking anywhere on the card toggles it (here: on the quote text).
    const box = await text.boundingBox();
    const cardBox = await card.boundingBox();
    if (!box || !cardBox) throw new Error('testimonial not laid out');
    await card.click({ position: { x: box.x - cardBox.x + 20, y: box.y - cardBox.y + 10 } });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(text).toHaveCSS('-webkit-line-clamp', '4');
  });

  test('the video placeholder contacts no video host before play, then loads youtube-nocookie', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/^$/);
    const videoHostRequests: string[] = [];
    page.on('request', (request) => {
      if (/youtube|ytimg|googlevideo|ggpht/.test(new URL(request.url()).hostname))
        videoHostRequests.push(request.url());
    });
    await page.route(/youtube-nocookie\.com/, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
    );
    await enterHomeClientSide(page, () =>
      fulfillHeroMedia(page, {
        video_url: `https://www.youtube.com/watch?v=${VIDEO_ID}`,
        desktop_mobile_layout: 'media_left',
      }),
    );
    const hero = page.locator('[data-section="hero"]');
    await expect(hero).toHaveAttribute('data-layout', 'media_left');
    const play = hero.getByRole('button', { name: /Video abspielen/ });
    await expect(play).toBeVisible();
    await expect(hero.locator('iframe')).toHaveCount(0);
    await page.waitForTimeout(500);
    expect(videoHostRequests).toEqual([]);

    await play.click();
    const frame = hero.locator('iframe');
    await expect(frame).toHaveAttribute(
      'src',
      `https://www.youtube-nocookie.com/embed/${VIDEO_ID}?autoplay=1&rel=0`,
    );
    await expect(frame).toHaveAttribute('title', 'Kurzes Vorstellungsvideo');
    await expect.poll(() => videoHostRequests.length).toBeGreaterThan(0);
    expect(videoHostRequests.every((url) => url.startsWith('https://www.youtube-nocookie.com/'))).toBe(true);
  });

  test('a video without a usable URL reads "Video nicht verfügbar"', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/^$/);
    await enterHomeClientSide(page, () =>
      fulfillHeroMedia(page, {
        video_url: 'https://www.youtube.com/watch?v=too-short',
        embed_url: 'https://example.com/not-a-video',
        desktop_mobile_layout: 'media_top',
      }),
    );
    const hero = page.locator('[data-section="hero"]');
    await expect(hero).toHaveAttribute('data-layout', 'media_top');
    await expect(hero.getByText('Video nicht verfügbar')).toBeVisible();
    await expect(hero.getByRole('button', { name: /Video abspielen/ })).toHaveCount(0);
  });

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

  test('"Lade Inhalte..." shows while the texts load', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/^$/);
    await enterHomeClientSide(page, () =>
      page.route('**/api/content/multilingual/static-content/by_types/**', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        await route.continue();
      }),
    );
    await expect(page.getByText('Lade Inhalte...')).toBeVisible();
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
      await expect(status).toHaveClass(/text-red-700/);
    });
  }

  test('meta_title and meta_description override the page title and description', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/^$/);
    const title = 'Life-Coaching & Karriere-Coaching in Berlin und online | Wegweiser Coaching';
    await page.goto('/');
    await expect(page).toHaveTitle(title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /^Life-Coaching, Karriere-Coaching und Stressbewältigung mit Anna Weber – in Berlin und online\./,
    );
    // Also after a client navigation, when the page's SEO settings arrive later.
    await page.locator('header nav a[href="/about"]').first().click();
    await expect(page).toHaveURL('/about');
    await page.locator('header a[href="/"]').first().click();
    await expect(page).toHaveURL('/');
    await page.waitForTimeout(500);
    await expect(page).toHaveTitle(title);
  });

  for (const width of [390, 1440]) {
    for (const mode of ['light', 'dark'] as const) {
      test(`has no axe violations at ${width} px in ${mode} mode`, async ({ page, allowConsoleErrors }) => {
        allowConsoleErrors(/^$/);
        await page.setViewportSize({ width, height: 900 });
        // Colour checks need the cards' final opacity, not a frame of their entrance.
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.addInitScript((value) => window.localStorage.setItem('theme-mode', value), mode);
        await page.goto('/');
        await expect(page.locator('html')).toHaveClass(mode === 'dark' ? /dark/ : /^(?!.*dark).*$/);
        await expect(page.locator('[data-section="testimonials"] figure').first()).toBeVisible();
        const results = await new AxeBuilder({ page }).include('main').analyze();
        expect(
          results.violations.map(
            (violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(', ')}`,
          ),
        ).toEqual([]);
      });
    }
  }
});
