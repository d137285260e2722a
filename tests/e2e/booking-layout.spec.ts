/**
 * The booking week holds still (issue 25 point 10, decision 112): the server renders the times in
 * the practice's zone (Europe/Berlin), and hydration learns the browser's and shows them there.
 * Only words change inside boxes of one size, so nothing in the page's content moves: no layout
 * shift there, on a phone and a desktop, in each language, whether or not the browser's clock is the
 * practice's.
 */
import { expect, test } from './fixtures';
import { recordShifts, shiftsSoFar } from './layout-shifts';

const PAGES = [
  { path: '/booking?type=1&lang=de', practiceLine: 'Darunter jeweils die Ortszeit der Praxis (Berlin).' },
  { path: '/booking?type=2&lang=zh', practiceLine: '每个时段下方为工作室当地时间（Berlin）。' },
  { path: '/booking?type=1&lang=en', practiceLine: "Below each, the practice's local time (Berlin)." },
];

for (const timezoneId of ['UTC', 'America/New_York', 'Europe/Berlin']) {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    test.describe(`booking week in ${timezoneId} at ${viewport.width} px`, () => {
      test.use({ timezoneId, viewport });
      for (const { path, practiceLine } of PAGES) {
        test(`${path}: the times show in the browser's zone and nothing moves`, async ({ page }) => {
          await recordShifts(page);
          await page.goto(path);
          const main = page.locator('main');
          // Hydration has detected the zone: the chooser names it, the note says where the practice is.
          await expect(main.locator('#booking-zone')).toHaveValue(timezoneId);
          await expect(main.locator('input[name="time_zone"]')).toHaveValue(timezoneId);
          if (timezoneId === 'Europe/Berlin') await expect(main).not.toContainText(practiceLine);
          else await expect(main).toContainText(practiceLine);
          await expect(main.locator('input[name="start"]').first()).toBeAttached();
          const shifts = await shiftsSoFar(page);
          // Nothing of the page's own content moves. (The header's cluster can move a little when its
          // web font arrives after the first paint on a loaded machine — 0.002 in ci14: the site's
          // header, not the booking week.)
          const inMain = shifts.filter((shift) => shift.inMain);
          expect(inMain, JSON.stringify(shifts, null, 1)).toEqual([]);
        });
      }
    });
  }
}

/**
 * 01:00 UTC on the Monday that starts the practice's (Berlin's) current week: 02:00 or 03:00 in
 * Berlin — the same week the server counts — and 20:00 or 21:00 on the Sunday before in New York.
 */
function practiceMondayNight(now: number): Date {
  const berlin = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', dateStyle: 'short' }).format(
    now,
  );
  const day = Date.parse(`${berlin}T00:00:00Z`);
  const sinceMonday = (new Date(day).getUTCDay() + 6) % 7;
  return new Date(day - sinceMonday * 86_400_000 + 3_600_000);
}

// On a Sunday evening in America the practice's Monday has begun: the server (the practice's week)
// offers no way back; once hydration has learnt her zone, the browser (her week, one earlier) does.
// The browser's clock set to such a moment of the server's week makes it happen at any hour; the way
// back must change its state, not the page's layout.
test.describe('booking week on a Sunday evening in America', () => {
  test.use({ timezoneId: 'America/New_York', viewport: { width: 390, height: 844 } });
  test('the way back appears without moving anything', async ({ page }) => {
    await page.clock.setFixedTime(practiceMondayNight(Date.now()));
    await recordShifts(page);
    await page.goto('/booking?type=1&lang=en');
    const main = page.locator('main');
    await expect(main.locator('#booking-zone')).toHaveValue('America/New_York');
    await expect(main.getByTestId('booking-previous-week')).toBeVisible();
    const inMain = (await shiftsSoFar(page)).filter((shift) => shift.inMain);
    expect(inMain, JSON.stringify(inMain, null, 1)).toEqual([]);
  });
});
