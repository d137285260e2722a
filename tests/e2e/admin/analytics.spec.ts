/**
 * Issue 14 point 4: a visitor who has agreed to analytics browses three pages of the public site
 * (the real tracker records them), then the owner opens the console's dashboard and finds that
 * visit and those page views for today, in the per-day table and the top pages. The dashboard is
 * checked with axe and photographed at 390 and 1440 px, light and dark (test-results/admin-screens/).
 */
import type { Page } from '@playwright/test';
import { expect, NOT_SIGNED_IN, signIn, test } from './support/console-server';
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
  const today = new Date().toISOString().slice(0, 10);
  await expect(
    page.getByRole('table', { name: 'Besucher und Seitenaufrufe pro Tag' }).getByRole('row', { name: today }),
  ).toHaveText(`${today}1${PAGES.length}`);
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
});
