/**
 * Analytics consent journeys (ARCHITECTURE.md "Privacy and law", § 25 TDDDG): nothing stored or
 * sent before a decision, reject as easy as accept, Do Not Track / Global Privacy Control count as
 * reject, the decision can be changed later, and the banner is accessible in both themes.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations } from './support/axe';
import { scrollWindowTo } from './support/waiting';

const BANNER = '[data-testid="consent-banner"]';

/** Every request the page makes to the analytics API, and whether the tracker code was loaded. */
function watchAnalytics(page: Page) {
  const seen = { analytics: [] as string[], trackerChunk: false };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/analytics/')) seen.analytics.push(url.pathname);
    if (/\/tracker-[\w-]+\.js$/.test(url.pathname)) seen.trackerChunk = true;
  });
  return seen;
}

const storageKeys = (page: Page) =>
  page.evaluate(() => ({
    local: Object.keys(localStorage).sort(),
    session: Object.keys(sessionStorage).sort(),
  }));

const banner = (page: Page) => page.getByRole('region', { name: 'Ihre Privatsphäre' });

async function defineSignal(page: Page, signal: 'dnt' | 'gpc') {
  await page.addInitScript((kind) => {
    if (kind === 'dnt')
      Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1', configurable: true });
    else
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', {
        get: () => true,
        configurable: true,
      });
  }, signal);
}

test.describe('analytics consent', () => {
  test('before a decision: banner shown, nothing stored, nothing sent, tracker not loaded', async ({
    page,
    context,
  }) => {
    // Timers run on Playwright's clock: time flows, and runFor jumps over the flush interval.
    await page.clock.install();
    const seen = watchAnalytics(page);
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('button', { name: 'Zustimmen' })).toBeVisible();
    await expect(banner(page).getByRole('button', { name: 'Ablehnen' })).toBeVisible();

    // Use the site a little: navigate in the app, scroll, wait past the 5 s flush interval.
    await page.locator('header a[href="/about"]').first().click();
    await expect(page).toHaveURL('/about');
    await page.mouse.wheel(0, 600);
    await page.clock.runFor(5_500);
    await expect(banner(page)).toBeVisible();

    expect(seen.analytics).toEqual([]);
    expect(seen.trackerChunk).toBe(false);
    // selectedLanguage (storage and cookie) is written only on a language choice, theme-mode only on a toggle.
    expect(await storageKeys(page)).toEqual({ local: [], session: [] });
    const cookies = (await context.cookies()).map((cookie) => cookie.name);
    for (const name of cookies) expect(['csrftoken']).toContain(name);
  });

  test("reject stores 'denied', closes the banner and sends nothing, also after a reload", async ({
    page,
  }) => {
    // Timers run on Playwright's clock: time flows, and runFor jumps over the flush interval.
    await page.clock.install();
    const seen = watchAnalytics(page);
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Ablehnen' }).click();
    await expect(page.locator(BANNER)).toHaveCount(0);
    expect(await storageKeys(page)).toEqual({ local: ['analytics-consent'], session: [] });
    expect(await page.evaluate(() => localStorage.getItem('analytics-consent'))).toBe('denied');

    await page.locator('header a[href="/about"]').first().click();
    await expect(page).toHaveURL('/about');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Datenschutz-Einstellungen' })).toBeVisible();
    await expect(page.locator(BANNER)).toHaveCount(0);
    // Once decided, the small settings button is the page's last stop, after the footer.
    await expect(page.locator('body > aside:last-child button')).toHaveAccessibleName(
      'Datenschutz-Einstellungen',
    );
    await page.clock.runFor(5_500);
    expect(seen.analytics).toEqual([]);
    expect(seen.trackerChunk).toBe(false);
  });

  test("accept stores 'granted', closes the banner and is remembered after a reload", async ({ page }) => {
    const seen = watchAnalytics(page);
    await page.goto('/');
    const started = page.waitForResponse((response) =>
      response.url().includes('/api/analytics/session/start/'),
    );
    await banner(page).getByRole('button', { name: 'Zustimmen' }).click();
    await expect(page.locator(BANNER)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('analytics-consent'))).toBe('granted');
    expect((await started).status()).toBe(201);
    expect(seen.trackerChunk).toBe(true);
    // The session id is stored only now, after consent (once the session start's answer is read).
    await expect.poll(async () => (await storageKeys(page)).session).toEqual(['analytics-session']);

    await page.reload();
    await expect(page.getByRole('button', { name: 'Datenschutz-Einstellungen' })).toBeVisible();
    await expect(page.locator(BANNER)).toHaveCount(0);
  });

  test('accept and reject are equally easy: same size and style, both reachable by keyboard', async ({
    page,
  }) => {
    await page.goto('/');
    const reject = banner(page).getByRole('button', { name: 'Ablehnen' });
    const accept = banner(page).getByRole('button', { name: 'Zustimmen' });
    await expect(accept).toBeVisible();
    const [rejectBox, acceptBox] = [await reject.boundingBox(), await accept.boundingBox()];
    expect(rejectBox?.width).toBe(acceptBox?.width);
    expect(rejectBox?.height).toBe(acceptBox?.height);
    const style = (element: HTMLElement | SVGElement) => {
      const computed = getComputedStyle(element);
      return [
        computed.backgroundColor,
        computed.color,
        computed.fontSize,
        computed.fontWeight,
        computed.borderRadius,
      ];
    };
    expect(await reject.evaluate(style)).toEqual(await accept.evaluate(style));

    // The keyboard meets the banner first: skip link, then the banner's privacy link, its details
    // (decision 030), reject, accept — before the header's links.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Zum Inhalt springen' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(banner(page).getByRole('link', { name: 'Datenschutzerklärung' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(banner(page).getByText('Details', { exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(reject).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(accept).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator(BANNER)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('analytics-consent'))).toBe('granted');
  });

  test('the banner links to the privacy policy and stays until a decision', async ({ page }) => {
    await page.goto('/');
    await banner(page).getByRole('link', { name: 'Datenschutzerklärung' }).click();
    await expect(page).toHaveURL('/legal/privacy');
    await expect(banner(page)).toBeVisible();
  });

  test('the banner does not block reading: the page scrolls fully above it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const region = page.locator(BANNER);
    await expect(region).toBeVisible();
    // Not modal: no dialog role, no focus taken on the first visit.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await region.evaluate((element) => element.contains(document.activeElement))).toBe(false);
    const height = await region.evaluate((element) => element.getBoundingClientRect().height);
    // The banner's parent (the layout's root) reserves its height at the bottom.
    const padding = await region.evaluate((element) =>
      Number.parseFloat(getComputedStyle(element.parentElement ?? document.body).paddingBottom),
    );
    expect(padding).toBeCloseTo(height, 0);
    await scrollWindowTo(page, 'bottom');
    const footerBottom = await page
      .locator('footer')
      .evaluate((element) => element.getBoundingClientRect().bottom);
    const bannerTop = await region.evaluate((element) => element.getBoundingClientRect().top);
    expect(footerBottom).toBeLessThanOrEqual(bannerTop + 1);
  });

  test('the decision can be changed later in the privacy settings', async ({ page }) => {
    // Timers run on Playwright's clock: time flows, and runFor jumps over the flush interval.
    await page.clock.install();
    const seen = watchAnalytics(page);
    await page.goto('/');
    const started = page.waitForResponse((response) =>
      response.url().includes('/api/analytics/session/start/'),
    );
    await banner(page).getByRole('button', { name: 'Zustimmen' }).click();
    await started;

    const settings = page.getByRole('button', { name: 'Datenschutz-Einstellungen' });
    await settings.click();
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toContainText('Aktuell: Webanalyse erlaubt.');
    await expect(banner(page).getByText('Ihre Privatsphäre', { exact: true })).toBeFocused();
    // Escape closes the reopened banner without changing anything; focus returns.
    await page.keyboard.press('Escape');
    await expect(page.locator(BANNER)).toHaveCount(0);
    await expect(settings).toBeFocused();

    await settings.click();
    await banner(page).getByRole('button', { name: 'Ablehnen' }).click();
    await expect(page.locator(BANNER)).toHaveCount(0);
    expect(await storageKeys(page)).toEqual({ local: ['analytics-consent'], session: [] });
    expect(await page.evaluate(() => localStorage.getItem('analytics-consent'))).toBe('denied');

    // From the withdrawal on, nothing more is sent.
    const sentBefore = seen.analytics.length;
    await page.locator('header a[href="/about"]').first().click();
    await expect(page).toHaveURL('/about');
    await page.clock.runFor(5_500);
    expect(seen.analytics.slice(sentBefore)).toEqual([]);

    await settings.click();
    await expect(banner(page)).toContainText('Aktuell: Webanalyse abgelehnt.');
    await banner(page).getByRole('button', { name: 'Schließen' }).click();
    await expect(page.locator(BANNER)).toHaveCount(0);

    // Any element marked data-consent-settings (e.g. a footer button) opens the settings as well.
    await page.evaluate(() => {
      const button = document.createElement('button');
      button.type = 'button';
      button.id = 'footer-privacy-settings';
      button.dataset.consentSettings = '';
      button.textContent = 'Cookie-Einstellungen';
      document.querySelector('footer')?.append(button);
    });
    await page.locator('#footer-privacy-settings').click();
    await expect(banner(page)).toContainText('Aktuell: Webanalyse abgelehnt.');
    await page.keyboard.press('Escape');
    await expect(page.locator('#footer-privacy-settings')).toBeFocused();
  });

  for (const signal of ['dnt', 'gpc'] as const) {
    const name = signal === 'dnt' ? 'Do Not Track' : 'Global Privacy Control';
    test(`${name}: no banner, nothing stored, nothing sent`, async ({ page }) => {
      // Timers run on Playwright's clock: time flows, and runFor jumps over the flush interval.
      await page.clock.install();
      await defineSignal(page, signal);
      const seen = watchAnalytics(page);
      await page.goto('/');
      // The settings button proves the app is running; the banner never appears.
      const settings = page.getByRole('button', { name: 'Datenschutz-Einstellungen' });
      await expect(settings).toBeVisible();
      await expect(page.locator(BANNER)).toHaveCount(0);
      await page.locator('header a[href="/about"]').first().click();
      await page.clock.runFor(5_500);
      expect(seen.analytics).toEqual([]);
      expect(seen.trackerChunk).toBe(false);
      expect(await storageKeys(page)).toEqual({ local: [], session: [] });

      // The settings explain why instead of offering a choice.
      await settings.click();
      await expect(banner(page)).toContainText('Do Not Track');
      await expect(banner(page).getByRole('button', { name: 'Zustimmen' })).toHaveCount(0);
    });
  }

  test('a privacy signal overrides an earlier acceptance', async ({ page }) => {
    // Timers run on Playwright's clock: time flows, and runFor jumps over the flush interval.
    await page.clock.install();
    await page.addInitScript(() => localStorage.setItem('analytics-consent', 'granted'));
    await defineSignal(page, 'gpc');
    const seen = watchAnalytics(page);
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Datenschutz-Einstellungen' })).toBeVisible();
    await page.clock.runFor(5_500);
    expect(seen.analytics).toEqual([]);
    expect(seen.trackerChunk).toBe(false);
    expect((await storageKeys(page)).session).toEqual([]);
  });

  test('the banner speaks the page language', async ({ page }) => {
    await page.goto('/?lang=en');
    const region = page.getByRole('region', { name: 'Your privacy' });
    await expect(region).toBeVisible();
    await expect(region.getByRole('button', { name: 'Decline' })).toBeVisible();
    await expect(region.getByRole('button', { name: 'Accept' })).toBeVisible();
    await expect(region.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/legal/privacy',
    );
  });

  test.describe('before the app runs (decision 014: the banner is in the server HTML)', () => {
    /** The app's modules never arrive: what shows is the server HTML and the head script's work. */
    const withoutApp = async (page: Page) => {
      await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
    };

    test('a first visitor sees the banner with the first paint, in the page language', async ({
      page,
      allowConsoleErrors,
    }) => {
      allowConsoleErrors(/net::ERR_FAILED|Failed to load/);
      await withoutApp(page);
      await page.goto('/?lang=fr');
      await expect(page.locator('html')).toHaveAttribute('data-consent', 'ask');
      await expect(page.locator(BANNER)).toBeVisible();
      await expect(page.locator(BANNER)).toHaveAttribute('data-consent-banner', 'pending');
      await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
    });

    for (const [name, prepare] of [
      [
        'a visitor who rejected',
        (page: Page) => page.addInitScript(() => localStorage.setItem('analytics-consent', 'denied')),
      ],
      [
        'a visitor who accepted',
        (page: Page) => page.addInitScript(() => localStorage.setItem('analytics-consent', 'granted')),
      ],
      ['Do Not Track', (page: Page) => defineSignal(page, 'dnt')],
      ['Global Privacy Control', (page: Page) => defineSignal(page, 'gpc')],
    ] as const) {
      test(`${name}: the server's banner never shows`, async ({ page, allowConsoleErrors }) => {
        allowConsoleErrors(/net::ERR_FAILED|Failed to load/);
        await prepare(page);
        await withoutApp(page);
        await page.goto('/');
        await expect(page.locator('html')).not.toHaveAttribute('data-consent', 'ask');
        await expect(page.locator(BANNER)).toHaveCount(1);
        await expect(page.locator(BANNER)).toBeHidden();
      });
    }

    test('without scripts the banner does not show (nothing could be decided or tracked)', async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto('/');
      await expect(page.locator(BANNER)).toBeHidden();
      await context.close();
    });

    test('once the app runs, an undecided visitor keeps the same banner, now working', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator(BANNER)).toHaveCount(1);
      await expect(page.locator(BANNER)).toHaveAttribute('data-consent-banner', 'open');
      await banner(page).getByRole('button', { name: 'Zustimmen' }).click();
      await expect(page.locator(BANNER)).toHaveCount(0);
    });
  });

  for (const theme of ['light', 'dark'] as const) {
    for (const width of [390, 1440]) {
      test(`banner and settings button have no axe violations (${theme}, ${width} px)`, async ({ page }) => {
        if (theme === 'dark') await page.addInitScript(() => localStorage.setItem('theme-mode', 'dark'));
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/');
        await expect(banner(page)).toBeVisible();
        if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/);
        const bannerViolations = await axeViolations(page, BANNER);
        expect(bannerViolations).toEqual([]);

        await banner(page).getByRole('button', { name: 'Ablehnen' }).click();
        const settings = page.getByRole('complementary', { name: 'Datenschutz-Einstellungen' });
        await expect(settings).toBeVisible();
        expect(await axeViolations(page, 'aside[aria-label="Datenschutz-Einstellungen"]')).toEqual([]);
      });
    }
  }
});
