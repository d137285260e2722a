/**
 * Layout shifts as the browser reports them, from the first paint on (PerformanceObserver, buffered),
 * each with whether input came just before it, whether it moved something in `<main>`, and what moved.
 */
import type { Page } from '@playwright/test';

export type Shift = { value: number; hadRecentInput: boolean; inMain: boolean; sources: string[] };

/** Starts recording in every document the page loads from now on. */
export async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        const element = (node: Node | null | undefined) =>
          node instanceof Element ? node : (node?.parentElement ?? null);
        shifts.push({
          value: entry.value,
          hadRecentInput: entry.hadRecentInput,
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

/** The shifts so far, two frames after the last change (any shift it caused has been reported). */
export const shiftsSoFar = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<Shift[]>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve((window as unknown as { __shifts: Shift[] }).__shifts)),
        ),
      ),
  );
