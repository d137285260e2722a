/**
 * The booking week holds still (issue 25 point 10, decision 112): the server renders the times in
 * the practice's zone (Europe/Berlin), and hydration learns the browser's and shows them there.
 * Only words change inside boxes of one size, so nothing in the page's content moves: no layout
 * shift there, on a phone and a desktop, in each language, whether or not the browser's clock is the
 * practice's.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

type Shift = { value: number; sources: string[]; inMain: boolean };

/** Records every layout shift from the first paint on, input or not, with what moved. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[]; inMain: boolean }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        const element = (node: Node | null | undefined) =>
          node instanceof Element ? node : (node?.parentElement ?? null);
        shifts.push({
          value: entry.value,
          inMain: entry.sources.some((source) => element(source.node)?.closest('main') != null),
          sources: entry.sources.map(
            (source) =>
              `${source.node?.nodeName ?? '?'} "${(source.node?.textContent ?? '').slice(0, 40)}" ` +
              `${source.previousRect.y}→${source.currentRect.y} h ${source.previousRect.height}→${source.currentRect.height}`,
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const shiftsSoFar = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<Shift[]>((resolve) =>
        // Two frames after the last change: any shift it caused has been reported.
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve((window as unknown as { __shifts: Shift[] }).__shifts)),
        ),
      ),
  );

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
