import { builtClass } from './built-classes';
import { expect, test } from './fixtures';

/**
 * Decision 124: a page inlines only the site stylesheet's rules its server markup can match; the
 * whole stylesheet is linked after the first paint and has loaded before the app hydrates, so what
 * only the browser renders is styled the moment it appears, and a page reached in the app finds
 * every rule.
 */
/** The hold on the waiting blocks, as the page's own rules have it at the first paint. */
const HELD = '[data-waits]{content-visibility:hidden!important}';

test.describe("a page's own stylesheet and the whole one after it", () => {
  test('a class only the browser sets (the language list open) is styled on first appearance', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    // The server's markup never has the open chevron's class, so the page's own rules lack it …
    const served = await (await page.request.get('/')).text();
    const inline = served.match(/<style id="page-stylesheet">([\s\S]*?)<\/style>/)?.[1] ?? '';
    expect(inline).toContain('@layer');
    expect(inline).not.toContain('.rotate-180{');
    // … the whole stylesheet, linked by the boot script, had loaded when the app hydrated, and
    // the page's own <style> is gone (the whole sheet repeats its rules).
    await expect(page.locator('#page-stylesheet')).toHaveCount(0);
    const whole = await page.evaluate(() => {
      const link = document.querySelector<HTMLLinkElement>('head link[rel="stylesheet"]');
      // Rules at any depth (inside @layer, @media, @supports); a style rule's own list is empty.
      const count = (rules: CSSRuleList): number =>
        [...rules].reduce((sum, rule) => {
          const inner = (rule as CSSGroupingRule).cssRules;
          return sum + (inner?.length ? count(inner) : 1);
        }, 0);
      return { href: link?.getAttribute('href') ?? '', rules: link?.sheet ? count(link.sheet.cssRules) : 0 };
    });
    expect(whole.href).toMatch(/^\/assets\/.+\.css$/);
    expect(whole.rules).toBeGreaterThan(500);

    const button = page.getByRole('button', { name: 'Sprache: Deutsch' });
    const chevron = button.locator('svg').last();
    await expect(chevron).toHaveCSS('rotate', 'none');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(chevron).toHaveClass(new RegExp(`(^|\\s)${builtClass('rotate-180')}(\\s|$)`));
    // Read at once, the rotation's transition skipped: no later stylesheet is awaited.
    expect(
      await chevron.evaluate((element) => {
        (element as SVGElement).style.transition = 'none';
        return getComputedStyle(element).rotate;
      }),
    ).toBe('180deg');
  });

  test("the whole stylesheet takes over from the page's own in one task: one style recalculation", async ({
    page,
  }) => {
    // Each batch of DOM changes a task made (a MutationObserver reports once per task).
    await page.addInitScript(() => {
      const batches: string[][] = [];
      (window as unknown as { batches: string[][] }).batches = batches;
      new MutationObserver((records) => {
        batches.push(
          records.flatMap((record) => {
            const target = record.target as Element;
            if (record.type === 'attributes' && target.localName === 'link')
              return [`media=${target.getAttribute('media')}`];
            const added = [...record.addedNodes].filter(
              (node) =>
                (node as Element).localName === 'link' && (node as HTMLLinkElement).rel === 'stylesheet',
            );
            const removed = [...record.removedNodes].filter(
              (node) => (node as Element).id === 'page-stylesheet',
            );
            return [
              ...added.map((node) => `linked media=${(node as Element).getAttribute('media')}`),
              ...removed.map(() => 'removed page stylesheet'),
            ];
          }),
        );
      }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['media'] });
    });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const batches = await page.evaluate(() =>
      (window as unknown as { batches: string[][] }).batches.filter((batch) => batch.length > 0),
    );
    // Linked for print (no screen matches it, nothing to recalculate), then switched to all media
    // in the same task that removes the page's own rules.
    expect(batches).toEqual([['linked media=print'], ['media=all', 'removed page stylesheet']]);
    await expect(page.locator('head link[rel="stylesheet"]')).toHaveAttribute('media', 'all');
  });

  test('without scripts the page links the whole stylesheet itself', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    const linked = await page.evaluate(
      () => [...document.styleSheets].filter((sheet) => sheet.href?.includes('/assets/')).length,
    );
    expect(linked).toBe(1);
    await context.close();
  });

  test("the page's own rules give every element of the served markup the style the whole sheet gives it", async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    // Without scripts, so the markup stays as served. Once with the whole stylesheet held back
    // (the page's own rules alone, as at the first paint) and once with it, light and dark (the
    // class the head script would set), on a phone: every computed property of every element
    // except custom properties, which the page's own rules carry only where some rule names them
    // (decision 132).
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
      // The hold added to the whole sheet's run is an inline <style> the page's policy never named.
      bypassCSP: true,
    });
    const computed = async (path: string, dark: boolean, wholeSheet: boolean) => {
      const page = await context.newPage();
      await page.route(/\/assets\/.+\.css$/, (route) => (wholeSheet ? route.continue() : route.abort()));
      await page.route(path, async (route) => {
        const served = await route.fetch();
        const body = await served.text();
        const themed = dark ? body.replace('<html ', '<html class="dark" ') : body;
        // With the whole sheet the waiting blocks are held as well, as at the first paint: the
        // elements around them are then laid out alike (decision 141).
        await route.fulfill({
          response: served,
          body: wholeSheet ? themed.replace('</head>', `<style>${HELD}</style></head>`) : themed,
        });
      });
      await page.goto(path);
      // Not the inside of a waiting block, whose rules come with the whole sheet (decision 141).
      const styles = await page.evaluate(() =>
        [...document.querySelectorAll('body *')]
          .filter((element) => !element.parentElement?.closest('[data-waits]'))
          .map((element) => {
            const style = getComputedStyle(element);
            const values = [...style].filter((name) => !name.startsWith('--'));
            return `${element.tagName} ${values.map((name) => `${name}:${style.getPropertyValue(name)}`).join(';')}`;
          }),
      );
      // Rules of the whole stylesheet the page has (none when it was held back).
      const wholeRules = await page.evaluate(() =>
        [...document.styleSheets]
          .filter((sheet) => sheet.href?.includes('/assets/'))
          .reduce((sum, sheet) => {
            try {
              return sum + sheet.cssRules.length;
            } catch {
              return sum; // a sheet whose load failed has no rules to read
            }
          }, 0),
      );
      await page.close();
      return { styles, wholeRules };
    };
    const cases = [
      { path: '/', dark: false },
      { path: '/', dark: true },
      { path: '/services/packages/neustart-paket', dark: false },
    ];
    for (const { path, dark } of cases) {
      const own = await computed(path, dark, false);
      const whole = await computed(path, dark, true);
      expect(own.wholeRules, path).toBe(0);
      expect(whole.wholeRules, path).toBeGreaterThan(0);
      expect(own.styles.length, path).toBeGreaterThan(100);
      const differing = own.styles.findIndex((style, index) => style !== whole.styles[index]);
      expect(differing, `${path}${dark ? ' (dark)' : ''}: the first element styled differently`).toBe(-1);
      expect(own.styles.length).toBe(whole.styles.length);
    }
    await context.close();
  });

  test.describe('a waiting block holds still until the whole stylesheet has loaded (decision 141)', () => {
    // A tall screen: the first row of the services' cards is in the first view (decision 135).
    test.use({ viewport: { width: 1024, height: 1366 } });
    const services = (page: import('@playwright/test').Page) => page.locator('[data-section="services"]');
    const firstCard = (page: import('@playwright/test').Page) =>
      services(page).locator('li[data-entrance-delay]').first();
    const contentVisibility = (locator: import('@playwright/test').Locator) =>
      locator.evaluate((element) => getComputedStyle(element).contentVisibility);

    test('held while the whole stylesheet is on its way, then rendered with every rule', async ({ page }) => {
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      let requested: () => void = () => undefined;
      const onItsWay = new Promise<void>((resolve) => {
        requested = resolve;
      });
      await page.route(/\/assets\/.+\.css$/, async (route) => {
        requested();
        await released;
        await route.continue();
      });
      // Not awaited yet: on a busy machine the boot script links the sheet before the load event,
      // which then waits for it (and the app hydrates only after it) — the navigation ends once
      // the sheet is released.
      const loaded = page.goto('/');
      await onItsWay;
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Its inside has none of its rules yet: it is not drawn at all, not drawn unstyled.
      expect(await contentVisibility(services(page))).toBe('hidden');
      expect(await firstCard(page).evaluate((card) => card.checkVisibility())).toBe(false);
      release();
      await loaded;
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await expect(page.locator('#page-hold')).toHaveCount(0);
      expect(await contentVisibility(services(page))).toBe('auto');
      await expect(firstCard(page).getByRole('heading', { level: 3 })).toBeVisible();
      // Styled: the card's rounded border comes from a rule that was never inline.
      await expect(firstCard(page).locator('article')).not.toHaveCSS('border-top-left-radius', '0px');
    });

    test('a whole stylesheet that fails to load ends the hold as well', async ({
      page,
      allowConsoleErrors,
    }) => {
      allowConsoleErrors(/Failed to load resource: net::ERR_FAILED/);
      await page.route(/\/assets\/.+\.css$/, (route) => route.abort());
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await expect(page.locator('#page-hold')).toHaveCount(0);
      expect(await contentVisibility(services(page))).toBe('auto');
      await expect(firstCard(page).getByRole('heading', { level: 3 })).toBeVisible();
    });

    test('without scripts the linked whole stylesheet ends it', async ({ browser }) => {
      const context = await browser.newContext({
        javaScriptEnabled: false,
        viewport: { width: 1024, height: 1366 },
      });
      const page = await context.newPage();
      await page.goto('/');
      await expect(page.locator('#page-hold')).toHaveCount(1);
      expect(await contentVisibility(services(page))).toBe('auto');
      await expect(firstCard(page).getByRole('heading', { level: 3 })).toBeVisible();
      await expect(firstCard(page).locator('article')).not.toHaveCSS('border-top-left-radius', '0px');
      await context.close();
    });
  });
});
