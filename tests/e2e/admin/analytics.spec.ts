/**
 * Issue 14 point 4: a visitor who has agreed to analytics browses three pages of the public site
 * (the real tracker records them), then the owner opens the console's dashboard and finds that
 * visit and those page views for today, in the per-day table and the top pages. The dashboard is
 * checked with axe and photographed at 390 and 1440 px, light and dark (test-results/admin-screens/),
 * and on a phone every table's text shows whole (issue 24 point 9).
 *
 * Issue 24 point 9 (decision 088): a visitor clicks a page on a phone and on a computer; the owner
 * sees each device's clicks drawn over that page, framed at the device's width, and the frame
 * records no visit and shows no consent banner.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, NOT_SIGNED_IN, signIn, test } from './support/console-server';
import { cutTableText } from './support/fit';
import { checkScreen } from './support/screens';

/**
 * The site drops sessions of headless browsers as bots (decision 055), so the visitor's browser
 * introduces itself as an ordinary desktop Chrome.
 */
test.use({
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
});

const PAGES = ['/', '/services/karriere-coaching', '/services/packages/neustart-paket'];

/** Makes the page send its queue now, as it does when it becomes hidden, and waits for the answer. */
async function flush(page: Page) {
  const sent = page.waitForResponse((response) => response.url().includes('/api/analytics/track/'));
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });
  expect((await sent).status()).toBeLessThan(300);
}

test('page views recorded on the public site appear on the owner’s dashboard', async ({
  page,
  allowConsoleErrors,
}) => {
  test.setTimeout(180_000);
  allowConsoleErrors(NOT_SIGNED_IN);

  // The visitor browses in this page (a page of its own would open the suite's other server).
  const visitor = page;
  await visitor.addInitScript(() => localStorage.setItem('analytics-consent', 'granted'));
  for (const path of PAGES) {
    await visitor.goto(path);
    await expect(visitor.getByRole('button', { name: 'Datenschutz-Einstellungen' })).toBeVisible();
    await flush(visitor);
  }

  await page.goto('/admin/analytics');
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Besucher' })).toBeVisible();
  const figures = page.getByLabel('Kennzahlen');
  await expect(
    figures.getByText('Seitenaufrufe', { exact: true }).locator('xpath=following-sibling::dd'),
  ).toHaveText(String(PAGES.length));
  await expect(
    figures.getByText('Besucher', { exact: true }).locator('xpath=following-sibling::dd'),
  ).toHaveText('1');
  // Today as the practice's clock (Europe/Berlin) counts it, written as a German reader does.
  const now = new Date();
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(now);
  const shown = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeZone: 'Europe/Berlin' }).format(
    now,
  );
  await expect(
    page.getByRole('table', { name: 'Besucher und Seitenaufrufe pro Tag' }).getByRole('row', { name: shown }),
  ).toHaveText(`${shown}1${PAGES.length}`);
  const topPages = page.getByRole('table', { name: 'Meistbesuchte Seiten' });
  await expect(topPages.getByRole('row')).toHaveCount(PAGES.length + 1);
  // Typed-in addresses have no referrer: named, not a blank cell.
  await expect(
    page
      .getByRole('table', { name: 'Verweisende Websites' })
      .getByRole('cell', { name: '(direkt oder unbekannt)' }),
  ).toBeVisible();
  await expect(page.locator('canvas').first()).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Meistbesuchte Seiten als CSV herunterladen' }),
  ).toHaveAttribute(
    'href',
    new RegExp(`^/api/admin/analytics/tables/top_pages/csv/\\?from=\\d{4}-\\d\\d-\\d\\d&to=${today}$`),
  );

  // A language: the visit was on the German site, so English shows nobody; the URL keeps it.
  await page.getByLabel('Sprache der Website').selectOption('en');
  await expect(page.getByText(/In diesem Zeitraum gab es noch keine Besucher/)).toBeVisible();
  await expect(page).toHaveURL(/lang=en/);
  await checkScreen(page, 'analytics-empty');
  await page.getByLabel('Sprache der Website').selectOption('');
  await expect(figures).toBeVisible();
  await checkScreen(page, 'analytics-dashboard');

  // On a phone (issue 24 point 9) every table shows each page address, name and figure whole:
  // nothing scrolls sideways, no word is cut off.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('status').filter({ hasText: 'Wird geladen' })).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Leistungs-Trichter', exact: true })).toBeVisible();
  // The funnel by language (decision 109): the German visit's row, named in words.
  await expect(
    page
      .getByRole('table', { name: 'Leistungs-Trichter nach Sprache' })
      .getByRole('cell', { name: 'Deutsch' }),
  ).toBeVisible();
  expect(await page.locator('main table').count()).toBeGreaterThanOrEqual(8);
  expect(await cutTableText(page)).toEqual([]);
});

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** An element's box in its document's coordinates (the page, not the window). */
const pageBox = (locator: Locator) =>
  locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return { x: rect.x + window.scrollX, y: rect.y + window.scrollY, width: rect.width, height: rect.height };
  });

const CLICKED_PAGE = '/about';
const DEVICES = [
  { size: { width: 390, height: 844 }, device: 'small', name: 'Handy' },
  { size: { width: 1440, height: 900 }, device: 'xlarge', name: 'Großer Bildschirm' },
] as const;

test('the click map draws a phone’s and a computer’s clicks over the page they were made on', async ({
  page,
  allowConsoleErrors,
}) => {
  test.setTimeout(180_000);
  allowConsoleErrors(NOT_SIGNED_IN);

  // The visitor agreed on the site's own pages; the console's frame finds that agreement stored too.
  const visitor = page;
  await visitor.addInitScript(() => {
    if (window.top === window && !window.location.pathname.startsWith('/admin'))
      localStorage.setItem('analytics-consent', 'granted');
  });
  const clicked = new Map<string, Box>();
  for (const { size, device } of DEVICES) {
    await visitor.setViewportSize(size);
    await visitor.goto(CLICKED_PAGE);
    await expect(visitor.getByRole('button', { name: 'Datenschutz-Einstellungen' })).toBeVisible();
    // The tracker's code loads after consent: it listens for clicks before it stores its session
    // (on a loaded machine a click right after the button showed came before it and was never seen).
    await expect
      .poll(() => visitor.evaluate(() => sessionStorage.getItem('analytics-session')))
      .not.toBeNull();
    const heading = visitor.getByRole('heading', { level: 1 });
    await heading.click();
    clicked.set(device, await pageBox(heading));
    await flush(visitor);
    // The next device is a visit of its own: the session lives in the tab's sessionStorage, which
    // the page writes once more as it goes, so it is cleared on a page without the tracker.
    await visitor.goto('/api/health/');
    await visitor.evaluate(() => sessionStorage.clear());
  }

  // Every analytics request of a frame (the framed page is never a visit).
  const fromFrames: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/analytics/') && request.frame() !== page.mainFrame())
      fromFrames.push(request.url());
  });

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/admin/analytics');
  await signIn(page);
  const visitors = page
    .getByLabel('Kennzahlen')
    .getByText('Besucher', { exact: true })
    .locator('xpath=following-sibling::dd');
  await expect(visitors).toHaveText(/^\d+$/);
  const visitorsBefore = await visitors.textContent();

  const panel = page.getByRole('region', { name: 'Klickkarte' });
  await panel.getByLabel('Seite', { exact: true }).selectOption(CLICKED_PAGE);
  const deviceSelect = panel.getByLabel('Gerät', { exact: true });
  // Named in words, never codes; the class with most clicks first (a tie: the smaller screen).
  await expect(deviceSelect.locator('option')).toHaveText(['Handy – 1 Klick', 'Großer Bildschirm – 1 Klick']);
  await expect(deviceSelect).toHaveValue('small');
  await expect(panel.getByRole('list', { name: 'Was die Farben bedeuten' })).toContainText('1 Klick');

  const frameElement = panel.locator('iframe');
  const framed = panel.frameLocator('iframe');
  for (const { size, device, name } of DEVICES) {
    await deviceSelect.selectOption({ label: `${name} – 1 Klick` });
    await expect(frameElement).toHaveAttribute('src', `${CLICKED_PAGE}?click-map-frame=1`);
    await expect(frameElement).toHaveAttribute('width', String(size.width));
    await expect(frameElement).toHaveAttribute('inert', '');
    await expect(frameElement).toHaveCSS('pointer-events', 'none');
    await frameElement.scrollIntoViewIfNeeded();
    const heading = framed.locator('h1');
    await expect(heading).toBeVisible();
    // The site knew it was framed for the map.
    await expect(framed.locator('html')).toHaveAttribute('data-click-map-frame', '');
    // The frame is as tall as the page it shows.
    await expect
      .poll(() =>
        frameElement.evaluate(
          (element: HTMLIFrameElement) =>
            Number(element.height) === element.contentDocument?.documentElement.scrollHeight,
        ),
      )
      .toBe(true);
    // The page lies in the frame where the visitor saw it …
    const inFrame = await pageBox(heading);
    const seen = clicked.get(device) as Box;
    expect(Math.abs(inFrame.x - seen.x), `${name}: x`).toBeLessThanOrEqual(2);
    expect(Math.abs(inFrame.y - seen.y), `${name}: y`).toBeLessThanOrEqual(2);
    // … scaled down to the panel …
    const frameBox = (await frameElement.boundingBox()) as Box;
    const panelBox = (await panel.boundingBox()) as Box;
    expect(frameBox.width).toBeLessThanOrEqual(panelBox.width);
    const scale = frameBox.width / size.width;
    const scaled = {
      x: frameBox.x + inFrame.x * scale,
      y: frameBox.y + inFrame.y * scale,
      width: inFrame.width * scale,
      height: inFrame.height * scale,
    };
    // … and this device's one cell lies over the heading that was clicked.
    const cell = panel.locator('[data-clicks]');
    await expect(cell).toHaveCount(1);
    const cellBox = (await cell.boundingBox()) as Box;
    expect(cellBox.width).toBeCloseTo(50 * scale, 0);
    expect(overlaps(cellBox, scaled), `${name}: the cell lies over the clicked heading`).toBe(true);
    await expect(
      panel.getByRole('table', { name: `Klicks auf ${CLICKED_PAGE} (${name})` }).getByRole('row'),
    ).toHaveCount(2);
  }

  // The keyboard passes the frame by.
  await deviceSelect.focus();
  for (let step = 0; step < 3; step += 1) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('IFRAME');
    await expect(framed.locator(':focus')).toHaveCount(0);
  }

  // The framed pages recorded nothing: no request, no new visitor.
  expect(fromFrames).toEqual([]);
  await page.reload();
  await expect(visitors).toHaveText(visitorsBefore ?? '');

  // Without a stored decision the framed page still asks nothing: no banner over the map.
  await page.evaluate(() => localStorage.removeItem('analytics-consent'));
  await page.reload();
  await panel.getByLabel('Seite', { exact: true }).selectOption(CLICKED_PAGE);
  await frameElement.scrollIntoViewIfNeeded();
  await expect(framed.locator('h1')).toBeVisible();
  await expect(framed.locator('html')).not.toHaveAttribute('data-consent', 'ask');
  await expect(framed.locator('[data-consent-banner]')).toBeHidden();
  expect(fromFrames).toEqual([]);

  await checkScreen(page, 'analytics-click-map');
  await deviceSelect.selectOption('xlarge');
  await frameElement.scrollIntoViewIfNeeded();
  await expect(framed.locator('h1')).toBeVisible();
  await checkScreen(page, 'analytics-click-map-computer');
});
