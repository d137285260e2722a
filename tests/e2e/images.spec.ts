/**
 * Responsive images (decision 012) in a real browser: content images below the fold wait until they
 * are scrolled near (and then come as a server-made AVIF/WebP variant), and images never shift the
 * layout, whatever their intrinsic size — no layout-shift entries at all while the page loads.
 */
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { enterHomeClientSide } from './support/home-page';
import { gate, nextFrame } from './support/waiting';

const RASTER = '/media/seed/share-image.png';

/** Records every layout-shift entry from the start of the page on. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { __layoutShifts: typeof shifts }).__layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((source) => source.node?.nodeName ?? '?'),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __layoutShifts: unknown[] }).__layoutShifts);
}

test.describe('responsive images', () => {
  test('the hero image keeps its 4:3 box whatever the file: no layout shift while it loads', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const shifts = await recordLayoutShifts(page);
    // A 4:1 raster photo, delivered late, in place of the seeded hero file.
    const wide = await sharp({
      create: { width: 1600, height: 400, channels: 3, background: { r: 30, g: 90, b: 160 } },
    })
      .png()
      .toBuffer();
    // The file is held back until the page stands without it.
    const delivery = gate();
    await page.route('**/media/seed/hero.svg', async (route) => {
      await delivery.opened;
      await route.fulfill({ body: wide, contentType: 'image/png' });
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const hero = page.locator('[data-section="hero"] img').first();
    // Beside the text (media_right): eager at the browser's priority, the document preloads it from
    // lg on with high priority (decision 119).
    await expect(hero).not.toHaveAttribute('fetchpriority', /./);
    await expect(hero).not.toHaveAttribute('loading', 'lazy');
    await expect(page.locator('head link[rel="preload"][as="image"]')).toHaveAttribute(
      'media',
      '(min-width: 64rem)',
    );
    await expect(hero).toBeVisible();
    expect(await hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(0);
    // Only what moves while the image loads counts: the page first settles (fonts, hydration).
    await page.evaluate(() => document.fonts.ready);
    await nextFrame(page);
    const before = (await shifts()).length;
    delivery.open();
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1600);
    const box = await hero.boundingBox();
    expect(Math.round(((box?.width ?? 0) / (box?.height ?? 1)) * 100) / 100).toBe(1.33);
    // Layout shifts are reported with the frame that made them.
    await nextFrame(page);
    await nextFrame(page);
    expect((await shifts()).slice(before)).toEqual([]);
  });

  test('a card image below the fold loads only when scrolled near, as a server-made variant', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 700 });
    const variantRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/media/img/')) variantRequests.push(request.url());
    });
    // The featured packages carry an uploaded raster photo (the seed has none).
    await enterHomeClientSide(page, () =>
      page.route('**/api/services/packages/featured/**', async (route) => {
        const response = await route.fetch();
        const body = await response.json();
        const items = Array.isArray(body) ? body : body.results;
        for (const item of items)
          Object.assign(item, { use_image_instead_of_icon: true, card_image_url: RASTER });
        await route.fulfill({ response, json: body });
      }),
    );
    const cards = page.locator('[data-section="packages"] img');
    await expect(cards.first()).toBeAttached();
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i += 1) {
      await expect(cards.nth(i)).toHaveAttribute('loading', 'lazy');
      await expect(cards.nth(i)).toHaveAttribute('decoding', 'async');
      await expect(cards.nth(i)).toHaveAttribute('width', /^\d+$/);
      await expect(cards.nth(i)).toHaveAttribute('height', /^\d+$/);
    }
    // Below the fold. When Chromium starts a lazy image depends on its network estimate (1250 px to
    // 8000 px ahead), so the journey proves the lazy attributes above, not a request-free moment.
    const top = await cards.first().evaluate((img) => img.getBoundingClientRect().top);
    expect(top).toBeGreaterThan(700);

    await cards.first().scrollIntoViewIfNeeded();
    await expect
      .poll(() => cards.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const current = await cards.first().evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(new URL(current).pathname).toMatch(/^\/media\/img\/\d+\/seed\/share-image\.png\.(avif|webp)$/);
    expect(variantRequests.length).toBeGreaterThan(0);
  });
});
