/**
 * The app starts after the first paint (decision 013): the document, its inline CSS, the fonts and
 * the LCP image have the connection to themselves; the modules follow at once, all in parallel.
 */
import { expect, test } from './fixtures';
import { entryFile, entryStaticImports } from './support/build-manifest';
import { FAILED_REQUEST } from './support/failures';

/** `/` in a window of `width` × 844 px, consent already answered, once the app runs. */
async function openHome(page: import('@playwright/test').Page, width = 390) {
  await page.setViewportSize({ width, height: 844 });
  await page.addInitScript(() => localStorage.setItem('analytics-consent', 'denied'));
  await page.goto('/');
  // Checks run on the running app, as a visitor who waits for the page would.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/** Whether the browser skips drawing the element now (inside a block that waits to come near). */
const skippedNow = (locator: import('@playwright/test').Locator) => () =>
  locator.evaluate((element) => !element.checkVisibility({ contentVisibilityAuto: true }));

/**
 * Presses End until the window shows the page's end: sections laid out at their estimated size grow
 * or shrink as they render, so the page may change under a press (a visitor presses End again).
 */
async function pressEndUntilTheBottom(page: import('@playwright/test').Page) {
  await expect
    .poll(async () => {
      await page.keyboard.press('End');
      return page.evaluate(
        () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
      );
    })
    .toBe(true);
}

type Timings = { fcp: number | null; modules: { name: string; startTime: number }[] };

const timings = (page: import('@playwright/test').Page) =>
  page.evaluate((): Timings => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
    const modules = performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => ({ name: new URL(entry.name).pathname, startTime: entry.startTime }));
    return { fcp, modules };
  });

test.describe('hydration after the first paint', () => {
  for (const path of ['/', '/services/packages/neustart-paket', '/legal/privacy']) {
    test(`${path}: no module is requested before the first contentful paint`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      const { fcp, modules } = await timings(page);
      expect(fcp).not.toBeNull();
      expect(modules.some((module) => module.name.includes('/entry-client-'))).toBe(true);
      for (const module of modules) expect(module.startTime, module.name).toBeGreaterThanOrEqual(fcp ?? 0);
    });
  }

  test('the entry and its static imports are requested together, each once', async ({ page }) => {
    await page.goto('/about');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const { modules } = await timings(page);
    const names = modules.map((module) => module.name);
    expect(new Set(names).size).toBe(names.length);
    // Every static import of the entry (from the build's manifest) starts no later than the entry:
    // the boot script preloads them, so no import waits for the entry to be parsed first.
    const staticImports = entryStaticImports();
    expect(staticImports.length).toBeGreaterThan(0);
    const entry = modules.find((module) => module.name === entryFile());
    expect(entry).toBeDefined();
    for (const file of staticImports) {
      const module = modules.find((candidate) => candidate.name === file);
      expect(module, file).toBeDefined();
      expect(module?.startTime ?? Number.POSITIVE_INFINITY, file).toBeLessThanOrEqual(
        (entry?.startTime ?? 0) + 5,
      );
    }
  });

  test('when no paint is ever reported (a background tab), the fallback timer starts the app', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      // Paint timing that never reports: the boot script must not wait for a paint that never comes.
      const Original = PerformanceObserver;
      window.PerformanceObserver = class extends Original {
        override observe() {}
      } as typeof PerformanceObserver;
    });
    const started = Date.now();
    await page.goto('/contact');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 6_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_500);
  });

  for (const width of [390, 800, 1440]) {
    test(`the long home sections render only near the viewport, and the End key still reaches the footer (${width} px)`, async ({
      page,
    }) => {
      await openHome(page, width);
      const skipped = await page
        .locator('[data-section]')
        .evaluateAll((elements) =>
          elements
            .filter((element) => getComputedStyle(element).contentVisibility === 'auto')
            .map((element) => (element as HTMLElement).dataset.section),
        );
      expect(skipped).toEqual(['services', 'packages', 'testimonials', 'cta']);
      // The skipped sections are laid out at their estimated size until they are rendered, so the
      // page may grow under the first press (as it may for a visitor, who presses End again).
      await pressEndUntilTheBottom(page);
      await expect(page.getByRole('contentinfo')).toBeInViewport();
      // Scrolling back up renders the skipped sections where the visitor reads them.
      await page
        .getByRole('heading', { name: /Angebote/ })
        .first()
        .scrollIntoViewIfNeeded();
      await expect(page.locator('[data-section="services"] a[href^="/services/"]').first()).toBeVisible();
    });
  }

  test('a card of the services or packages renders only near the viewport, inside a section that already rendered (decision 135)', async ({
    page,
  }) => {
    await openHome(page);
    const cards = page.locator('[data-section="services"] li[data-entrance-delay]');
    expect(await cards.count()).toBeGreaterThan(2);
    const card = (item: import('@playwright/test').Locator) => skippedNow(item.locator('article'));
    await page
      .getByRole('heading', { name: /Angebote/ })
      .first()
      .scrollIntoViewIfNeeded();
    await expect.poll(card(cards.first())).toBe(false);
    expect(await card(cards.last())()).toBe(true);
    await cards.last().scrollIntoViewIfNeeded();
    await expect.poll(card(cards.last())).toBe(false);
    await expect(cards.last().getByRole('link').first()).toBeInViewport();
    // The packages' cards wait the same way (the seed's three are all near once the list is).
    const packageCards = page.locator('[data-section="packages"] li[data-entrance-delay]');
    expect(
      await packageCards.evaluateAll((items) =>
        items.map((item) => getComputedStyle(item).contentVisibility),
      ),
    ).toEqual(['auto', 'auto', 'auto']);
  });

  test('the footer columns render only near the viewport; the newsletter field is never inside a skipped block (decision 134)', async ({
    page,
  }) => {
    await openHome(page);
    const navigation = page.locator('footer [data-footer-section="navigation"]');
    const skipped = skippedNow(navigation);
    expect(await skipped()).toBe(true);
    // The browser checks an email field once the document is parsed: inside a skipped block it
    // would style and lay out that whole block in the first frame.
    const field = page.locator('footer input[type="email"]');
    await expect(field).toHaveCount(1);
    const blocksAround = await field.evaluate((element) => {
      const waiting: string[] = [];
      for (let node = element.parentElement; node; node = node.parentElement) {
        if (getComputedStyle(node).contentVisibility !== 'visible') waiting.push(node.tagName);
      }
      return waiting;
    });
    expect(blocksAround).toEqual([]);
    // Near the viewport the columns render, and the End key still ends at the legal links.
    await pressEndUntilTheBottom(page);
    await expect.poll(skipped).toBe(false);
    await expect(page.locator('footer').getByRole('link', { name: 'Impressum' })).toBeInViewport();
    await expect(navigation.getByRole('link', { name: 'Blog' })).toBeVisible();
  });

  // An endless animation (a pulsing placeholder, say) makes the browser produce a frame 60 times a
  // second while the page loads: work that competes with the page's own on a phone (decision 016).
  const endless = (page: import('@playwright/test').Page) =>
    page.evaluate(() =>
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY)
        .map((animation) => (animation.effect as KeyframeEffect | null)?.target?.outerHTML.slice(0, 120)),
    );

  for (const path of ['/', '/about', '/services', '/blog', '/contact', '/legal/privacy']) {
    test(`${path}: nothing animates endlessly, before the app starts or after`, async ({
      page,
      allowConsoleErrors,
    }) => {
      // The app's modules are cut off on purpose for the first visit.
      allowConsoleErrors(FAILED_REQUEST);
      await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
      await page.goto(path);
      expect(await endless(page)).toEqual([]);
      await page.unroute(/\/assets\/.+\.js$/);
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      expect(await endless(page)).toEqual([]);
    });
  }
});

test.describe('content icons (decision 140)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  const sprites = (page: import('@playwright/test').Page) =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => /^\/assets\/icon-sprite-[^/]+\.svg$/.test(path)),
    );
  /** Icons that draw nothing yet: their symbol is not (yet) there. */
  const blankIcons = (page: import('@playwright/test').Page) =>
    page
      .locator('svg[data-icon] use')
      .evaluateAll((uses) => uses.filter((use) => (use as SVGUseElement).getBBox().width === 0).length);

  test('every icon draws its symbol from the one sprite, on the first page and after a client-side navigation', async ({
    page,
  }) => {
    const iconCode: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/[A-Za-z]+Icon-[^/]+\.js$/.test(new URL(request.url()).pathname))
        iconCode.push(request.url());
    });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    expect(await page.locator('main svg[data-icon]').count()).toBeGreaterThan(3);
    await expect.poll(() => blankIcons(page)).toBe(0);
    expect(await sprites(page)).toHaveLength(1);
    // The home page's icons are all content icons: no icon code at all.
    expect(iconCode).toEqual([]);

    await page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('link', { name: 'Angebote' })
      .click();
    await expect(page).toHaveURL('/services');
    await expect(page.locator('main svg[data-icon]').first()).toBeAttached();
    await expect.poll(() => blankIcons(page)).toBe(0);
    // The sprite once for the whole visit.
    expect(await sprites(page)).toHaveLength(1);
  });
});
