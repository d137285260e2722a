/**
 * The web fonts never swap in during a view the visitor did not cause (decision 119): a first visit
 * paints in the fallback faces with no font requested before the first paint and fetches the files
 * after the load; nothing shifts meanwhile, on a phone and a desktop. The brand fonts are used
 * after an in-app navigation and from the first paint of a later load. Chinese pages keep the
 * system's CJK fonts.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { recordShifts, shiftsSoFar } from './layout-shifts';

const STORAGE_KEY = 'web-fonts';

// The practice's zone: the booking week's own change between two zones around midnight (its week
// links) is not the fonts' business (booking-layout.spec.ts covers the zones).
test.use({ timezoneId: 'Europe/Berlin' });

/** Every layout shift without recent input, from the first paint on. */
const shiftsWithoutInput = async (page: Page) =>
  (await shiftsSoFar(page)).filter((shift) => !shift.hadRecentInput);

/** Waits until the browser noted the fetched font files (after the load). */
const fontsNoted = (page: Page) =>
  expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY))
    .toMatch(/^\/assets\/\S+\.woff2( \/assets\/\S+\.woff2)*$/);

/** The font families Chromium drew an element's text with (CDP), e.g. ["Inter"]. */
async function drawnWith(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((font) => font.familyName);
}

const webFontsOn = (page: Page) =>
  page.evaluate(() => document.documentElement.hasAttribute('data-web-fonts'));

test.describe('first visit: fallback faces, nothing fetched before the first paint', () => {
  test('no font request starts before the first contentful paint; the files follow the load', async ({
    page,
  }) => {
    await page.goto('/services/packages/neustart-paket');
    await fontsNoted(page);
    const timing = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      load: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
      fonts: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.woff2'))
        .map((entry) => ({ name: entry.name, start: entry.startTime })),
    }));
    expect(timing.fonts.map((font) => new URL(font.name).pathname).sort()).toEqual([
      expect.stringMatching(/^\/assets\/fraunces-latin-wght-normal-[\w-]+\.woff2$/),
      expect.stringMatching(/^\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/),
    ]);
    for (const font of timing.fonts) {
      expect(font.start).toBeGreaterThan(timing.fcp);
      expect(font.start).toBeGreaterThanOrEqual(timing.load);
    }
    // Fetched, not applied: this view keeps its fallback faces.
    expect(await webFontsOn(page)).toBe(false);
    expect(await page.locator('body').evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(
      /^"Inter Fallback", /,
    );
    expect(await drawnWith(page, 'main h1')).not.toContain('Fraunces');
  });

  for (const viewport of [
    { width: 412, height: 823 },
    { width: 1440, height: 900 },
  ]) {
    test.describe(`at ${viewport.width} px`, () => {
      test.use({ viewport });
      for (const path of [
        '/',
        '/services/packages/neustart-paket',
        '/booking?type=1',
        '/?lang=en',
        '/?lang=zh',
      ]) {
        test(`${path}: nothing shifts from the first paint until the fonts are fetched`, async ({ page }) => {
          await recordShifts(page);
          await page.goto(path);
          await fontsNoted(page);
          const shifts = await shiftsWithoutInput(page);
          expect(shifts, JSON.stringify(shifts, null, 1)).toEqual([]);
        });
      }
    });
  }
});

test.describe('the brand fonts', () => {
  test('apply on an in-app navigation, without reloading the page', async ({ page }) => {
    await page.goto('/');
    await fontsNoted(page);
    expect(await drawnWith(page, 'main h1')).not.toContain('Fraunces');
    await page.evaluate(() => {
      (window as unknown as { __samePage: boolean }).__samePage = true;
    });
    const homeTitle = (await page.locator('main h1').textContent()) ?? '';
    await page.locator('[data-testid="hero-services"]').click();
    await expect(page).toHaveURL(/\/services$/);
    // The address changes just before the new page renders (after the islands' code, decision 120):
    // the home page's heading may still be there.
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.locator('main h1')).not.toHaveText(homeTitle);
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
    expect(await webFontsOn(page)).toBe(true);
    expect(await drawnWith(page, 'main h1')).toEqual(['Fraunces']);
    expect(await drawnWith(page, 'main p')).toEqual(['Inter']);
  });

  for (const viewport of [
    { width: 412, height: 823 },
    { width: 1440, height: 900 },
  ]) {
    test(`apply from the first paint of a later load, and nothing shifts (${viewport.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await fontsNoted(page);
      await recordShifts(page);
      for (const path of ['/services/packages/neustart-paket', '/', '/booking?type=1']) {
        await page.goto(path);
        expect(await webFontsOn(page)).toBe(true);
        await page.evaluate(() => document.fonts.ready);
        expect(await drawnWith(page, 'main h1')).toEqual(['Fraunces']);
        expect(await page.locator('body').evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(
          /^Inter, "Inter Fallback", /,
        );
        const shifts = await shiftsWithoutInput(page);
        expect(shifts, `${path}: ${JSON.stringify(shifts, null, 1)}`).toEqual([]);
      }
    });
  }

  test('a later load whose files the browser no longer notes paints in the fallback faces', async ({
    page,
  }) => {
    await page.goto('/');
    await fontsNoted(page);
    await page.evaluate((key) => localStorage.setItem(key, '/assets/gone.woff2'), STORAGE_KEY);
    await page.reload();
    expect(await webFontsOn(page)).toBe(false);
    expect(await drawnWith(page, 'main h1')).not.toContain('Fraunces');
  });
});

test.describe('Chinese pages', () => {
  test('keep the system CJK stacks, first and on a later load', async ({ page }) => {
    await page.goto('/?lang=zh');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    const stack = () => page.locator('body').evaluate((el) => getComputedStyle(el).fontFamily);
    expect(await stack()).toMatch(/^"Inter Fallback", .*"PingFang SC"/);
    await fontsNoted(page);
    await page.reload();
    expect(await webFontsOn(page)).toBe(true);
    expect(await stack()).toMatch(/^Inter, "Inter Fallback", .*"PingFang SC"/);
  });
});
