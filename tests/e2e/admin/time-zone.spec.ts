/**
 * Issue 24 point 9 (decision 086): the dashboard counts the practice's days — Europe/Berlin until the
 * owner chooses — says so, writes the chart's days in her locale with a legend naming each line, and
 * the owner changes the zone under Settings → Zeitzone. The zone chosen here (Vienna) has Berlin's
 * clock, so the journeys beside this one count the same days; the journey puts Berlin back.
 */
import type { Page } from '@playwright/test';
import { expect, NOT_SIGNED_IN, signIn, test } from './support/console-server';
import { checkScreen } from './support/screens';

test.use({
  // The site drops headless browsers' sessions as bots (decision 055).
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
});

/** Everything uPlot writes on its canvas (axis labels), collected from the page's start. */
async function recordCanvasText(page: Page) {
  await page.addInitScript(() => {
    const written: string[] = [];
    Object.assign(window, { canvasText: written });
    const fillText = CanvasRenderingContext2D.prototype.fillText;
    CanvasRenderingContext2D.prototype.fillText = function (
      text: string,
      x: number,
      y: number,
      max?: number,
    ) {
      written.push(String(text));
      return max === undefined ? fillText.call(this, text, x, y) : fillText.call(this, text, x, y, max);
    };
  });
  return () => page.evaluate(() => (window as unknown as { canvasText: string[] }).canvasText);
}

const berlinToday = () =>
  new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeZone: 'Europe/Berlin' }).format(new Date());

test("the dashboard counts the practice's days, in her words, and the owner chooses the zone", async ({
  page,
  allowConsoleErrors,
}) => {
  test.setTimeout(180_000);
  allowConsoleErrors(NOT_SIGNED_IN);

  // One visit on the public site, so the dashboard has a day to draw.
  await page.addInitScript(() => localStorage.setItem('analytics-consent', 'granted'));
  const started = page.waitForResponse((response) =>
    response.url().includes('/api/analytics/session/start/'),
  );
  await page.goto('/');
  expect((await started).status()).toBeLessThan(300);

  const canvasText = await recordCanvasText(page);
  await page.goto('/admin/analytics?range=30d');
  await signIn(page);
  await expect(page.getByText(/wie die Uhr Ihrer Praxis sie zählt \(Europe\/Berlin\)/)).toBeVisible();
  const perDay = page.getByRole('table', { name: 'Besucher und Seitenaufrufe pro Tag' });
  await expect(
    perDay.getByRole('row', { name: new RegExp(`^${berlinToday().replaceAll('.', '\\.')}`) }),
  ).toBeVisible();
  await expect(page.getByText('Besucher: Besuche, die an dem Tag begannen')).toBeVisible();
  await expect(page.getByText('Seitenaufrufe: an dem Tag geöffnete Seiten')).toBeVisible();
  // The time axis writes days as a German reader does ("29. Nov."), never hours or ISO dates.
  await expect.poll(async () => (await canvasText()).some((text) => /^\d{1,2}\. \S+$/.test(text))).toBe(true);
  const written = await canvasText();
  expect(written.filter((text) => /\d{1,2}:\d{2}|\d{4}-\d{2}/.test(text))).toEqual([]);
  await checkScreen(page, 'analytics-per-day');

  await page.goto('/admin/settings/time-zone');
  const zone = page.getByRole('combobox', { name: 'Zeitzone' });
  await expect(zone).toHaveValue('Europe/Berlin');
  await expect(page.getByText(/^Dort ist es jetzt \d{2}:\d{2} Uhr \(Europe\/Berlin\)\.$/)).toBeVisible();
  await checkScreen(page, 'time-zone');
  await zone.selectOption('Europe/Vienna');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(
    page.getByText('Gespeichert. Die Tage werden jetzt nach der Uhr von Europe/Vienna gezählt.'),
  ).toBeVisible();
  await page.reload();
  await expect(zone).toHaveValue('Europe/Vienna');

  await page.getByRole('link', { name: 'Besucher' }).first().click();
  await expect(page.getByText(/wie die Uhr Ihrer Praxis sie zählt \(Europe\/Vienna\)/)).toBeVisible();

  // Berlin again, as the other journeys expect it.
  await page.goto('/admin/settings/time-zone');
  await zone.selectOption('Europe/Berlin');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(
    page.getByText('Gespeichert. Die Tage werden jetzt nach der Uhr von Europe/Berlin gezählt.'),
  ).toBeVisible();
});
