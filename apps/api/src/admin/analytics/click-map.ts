/**
 * The click map of one page from the `clicks` metric's sums (decision 088): cells per device class,
 * because page coordinates of different viewport widths do not line up, each class with the mean
 * viewport width its clicks were made at, so the console can draw the page at that width beneath.
 */
import { ANALYTICS_DEVICES, type AnalyticsClickMap, type AnalyticsDevice } from '@wegweiser/contracts';
import { CLICK_CELL_PX, type Totals } from '../../repositories/analytics-dashboard-repository';

/** Cells read per page: the busiest first, across every device class. */
export const CLICK_MAP_ROWS = 5_000;

type Cell = { x: number; y: number; clicks: number };

const isDevice = (value: string): value is AnalyticsDevice =>
  (ANALYTICS_DEVICES as readonly string[]).includes(value);

/**
 * `key2` is "device|x:y"; a row rolled up before the map had devices is "x:y" and counts as
 * unknown, as does a device name this version does not know.
 */
function parseKey(key2: string): { device: AnalyticsDevice; x: number; y: number } {
  const bar = key2.indexOf('|');
  const named = bar === -1 ? 'unknown' : key2.slice(0, bar);
  const [x = '0', y = '0'] = key2.slice(bar + 1).split(':');
  return { device: isDevice(named) ? named : 'unknown', x: Number(x), y: Number(y) };
}

/** Adds a count to the cell at (x, y), keeping the cells in the order they first appear. */
function add(cells: Map<string, Cell>, x: number, y: number, clicks: number) {
  const id = `${x}:${y}`;
  const cell = cells.get(id);
  if (cell) cell.clicks += clicks;
  else cells.set(id, { x, y, clicks });
}

const byClicks = (a: Cell, b: Cell) => b.clicks - a.clicks || a.y - b.y || a.x - b.x;

export function clickMapOf(page: string, rows: Totals[]): AnalyticsClickMap {
  const all = new Map<string, Cell>();
  const devices = new Map<AnalyticsDevice, { clicks: number; widths: number; cells: Map<string, Cell> }>();
  for (const row of rows) {
    const { device, x, y } = parseKey(row.key2);
    add(all, x, y, row.count);
    let entry = devices.get(device);
    if (!entry) {
      entry = { clicks: 0, widths: 0, cells: new Map() };
      devices.set(device, entry);
    }
    entry.clicks += row.count;
    entry.widths += row.total;
    add(entry.cells, x, y, row.count);
  }
  return {
    page,
    cell_px: CLICK_CELL_PX,
    cells: [...all.values()].sort(byClicks),
    devices: [...devices]
      .map(([device, entry]) => ({
        device,
        clicks: entry.clicks,
        // Known classes sum every click's width; unknown ones (and old roll-ups) sum nothing.
        width: device === 'unknown' || entry.widths <= 0 ? null : Math.round(entry.widths / entry.clicks),
        cells: [...entry.cells.values()].sort(byClicks),
      }))
      .sort(
        (a, b) =>
          b.clicks - a.clicks || ANALYTICS_DEVICES.indexOf(a.device) - ANALYTICS_DEVICES.indexOf(b.device),
      ),
  };
}
