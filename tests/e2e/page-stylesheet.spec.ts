import { expect, test } from './fixtures';

/**
 * Decision 124: a page inlines only the site stylesheet's rules its server markup can match; the
 * whole stylesheet is linked after the first paint and has loaded before the app hydrates, so what
 * only the browser renders is styled the moment it appears, and a page reached in the app finds
 * every rule.
 */
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
    await expect(chevron).toHaveClass(/rotate-180/);
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
});
