/**
 * The click map of one page (decision 088): the clicks of one kind of device drawn over the page
 * itself — the public page in a frame at the width those visitors had, scaled down to the panel —
 * with a legend of the colours, and the same cells as a table beside it for screen readers.
 *
 * The frame is the site's own page (same origin), asked for with `?click-map-frame`: the site then
 * shows no consent banner and records no visit. It is inert (no pointer, no keyboard focus, hidden
 * from assistive technology; the table says what it shows) and as tall as the framed document.
 */
import type { AnalyticsClickMap, AnalyticsDevice } from '@wegweiser/contracts';
import { ANALYTICS, CLICK_MAP_FRAME_PARAMETER } from '@wegweiser/contracts/constants';
import { useEffect, useId, useRef, useState } from 'react';
import { toApiProblem } from '../../../shared/api/api-problem';
import { useT } from '../../../shared/i18n/console-words';
import { SelectField } from '../../../shared/ui/field';
import { EmptyState, ErrorState, LoadingState, Panel } from '../../../shared/ui/states';
import { useAnalyticsTable, useClickMap } from '../api';
import type { ResolvedRange } from '../range';
import { useAnalyticsWords } from '../words';
import { NumbersTable } from './numbers-table';

type Cell = { x: number; y: number; clicks: number };
type DeviceClicks = AnalyticsClickMap['devices'][number];

/**
 * The width a class is drawn at when its visitors' mean width is unknown (clicks rolled up before
 * decision 088): a common screen of the class.
 */
const FALLBACK_WIDTH: Record<AnalyticsDevice, number> = {
  small: 390,
  medium: 820,
  large: 1280,
  xlarge: 1440,
  unknown: 1440,
};
/** The frame's height until the framed page says how tall it is. */
const FIRST_HEIGHT = 900;

/** Four colours from few to most clicks: see-through, with an edge that shows on light and dark pages. */
const LEVELS = [
  { backgroundColor: 'rgba(250, 204, 21, 0.45)', borderColor: 'rgb(161, 98, 7)' },
  { backgroundColor: 'rgba(249, 115, 22, 0.5)', borderColor: 'rgb(154, 52, 18)' },
  { backgroundColor: 'rgba(220, 38, 38, 0.55)', borderColor: 'rgb(127, 29, 29)' },
  { backgroundColor: 'rgba(88, 28, 135, 0.65)', borderColor: 'rgb(59, 7, 100)' },
] as const;

/** A cell's colour: 1 for the fewest clicks … 4 for the most, in equal steps of the busiest cell. */
export const levelOf = (clicks: number, most: number) =>
  Math.min(LEVELS.length, Math.max(1, Math.ceil((LEVELS.length * clicks) / Math.max(1, most))));

/** The click counts each colour stands for (levelOf's steps), leaving out colours no count can get. */
export function legendBands(most: number): { level: number; from: number; to: number }[] {
  return LEVELS.map((_, index) => ({
    level: index + 1,
    from: Math.floor((most * index) / LEVELS.length) + 1,
    to: Math.floor((most * (index + 1)) / LEVELS.length),
  })).filter((band) => band.from <= band.to);
}

/**
 * The address of the framed page: the recorded path on this origin, never anything else (a path is
 * what a visitor's browser sent), and never the console or the API.
 */
export function framedPageUrl(page: string, siteLanguage: string | null, origin: string): string | null {
  if (!page.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(page, origin);
  } catch {
    return null;
  }
  const path = url.pathname;
  if (
    url.origin !== origin ||
    path === '/admin' ||
    ANALYTICS.excludedPathPrefixes.some((p) => path.startsWith(p))
  )
    return null;
  const query = new URLSearchParams({ [CLICK_MAP_FRAME_PARAMETER]: '1' });
  // The site's language parameter: the page as the visitors of the chosen language saw it.
  if (siteLanguage) query.set('lang', siteLanguage);
  return `${path}?${query}`;
}

/** The class shown first: the one with most clicks, a known one before clicks of unknown devices. */
const firstDevice = (devices: DeviceClicks[]) =>
  devices.find((entry) => entry.device !== 'unknown') ?? devices[0] ?? null;

function Legend({ most }: { most: number }) {
  const { w } = useAnalyticsWords();
  const id = useId();
  return (
    <div>
      <p id={id} className="mb-1 text-sm font-medium text-dark-800 dark:text-dark-100">
        {w.clickMap.legend}
      </p>
      <ul
        aria-labelledby={id}
        className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-dark-700 dark:text-dark-200"
      >
        {legendBands(most).map((band) => (
          <li key={band.level} className="flex items-center gap-2">
            {/* On white, as over a page: the colour looks as it does on the map in either theme. */}
            <span aria-hidden="true" className="inline-flex rounded bg-white p-0.5 ring-1 ring-dark-300">
              <span className="inline-block size-4 rounded-sm border-2" style={LEVELS[band.level - 1]} />
            </span>
            {w.clickMap.band(band.from, band.to)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The page in an inert frame at `width` CSS px, scaled to the panel, with the cells on top. */
function PageWithClicks({
  src,
  width,
  cells,
  cellPx,
  label,
  title,
}: {
  src: string;
  width: number;
  cells: Cell[];
  cellPx: number;
  label: string;
  title: string;
}) {
  const { w } = useAnalyticsWords();
  const box = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const watcher = useRef<ResizeObserver | null>(null);
  const [available, setAvailable] = useState(0);
  const [height, setHeight] = useState(FIRST_HEIGHT);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setAvailable(element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  useEffect(() => () => watcher.current?.disconnect(), []);

  // Same origin: the framed document's height is readable, when it has loaded and whenever it grows
  // (the app starting, images arriving).
  const onLoad = () => {
    const framed = frame.current?.contentDocument;
    const view = frame.current?.contentWindow as (Window & typeof globalThis) | null | undefined;
    if (!framed?.body) return;
    const measure = () => setHeight(Math.max(FIRST_HEIGHT, framed.documentElement.scrollHeight));
    measure();
    watcher.current?.disconnect();
    // The framed window's own observer: it sees its document's layout.
    if (typeof view?.ResizeObserver !== 'function') return;
    watcher.current = new view.ResizeObserver(measure);
    watcher.current.observe(framed.body);
  };

  // Before the panel is measured (and where nothing is laid out) the page is drawn unscaled.
  const scale = available > 0 ? Math.min(1, available / width) : 1;
  const most = Math.max(...cells.map((cell) => cell.clicks));
  return (
    <div ref={box} className="w-full">
      <div
        role="img"
        aria-label={label}
        className="relative overflow-hidden rounded-lg bg-white ring-1 ring-dark-300 dark:ring-dark-600"
        style={{ width: width * scale, height: height * scale }}
      >
        <div
          className="absolute top-0 left-0 origin-top-left"
          style={{ width, height, transform: `scale(${scale})` }}
        >
          <iframe
            ref={frame}
            src={src}
            title={title}
            width={width}
            height={height}
            loading="lazy"
            // Inert: no focus, no pointer, hidden from assistive technology (the table says it all).
            // No tabindex="-1": inert already keeps the keyboard out, and axe rightly flags a
            // frame whose focusable content a tabindex would hide.
            inert
            onLoad={onLoad}
            className="pointer-events-none block border-0"
            style={{ width, height }}
          />
          <div className="pointer-events-none absolute inset-0">
            {cells.map((cell) => (
              <div
                key={`${cell.x}:${cell.y}`}
                data-clicks={cell.clicks}
                title={w.clickMap.cell(cell.x, cell.y, cell.clicks)}
                className="pointer-events-auto absolute border-2"
                style={{
                  left: cell.x,
                  top: cell.y,
                  width: cellPx,
                  height: cellPx,
                  ...LEVELS[levelOf(cell.clicks, most) - 1],
                }}
              />
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}

export function ClickMap({ range }: { range: ResolvedRange }) {
  const { w, language } = useAnalyticsWords();
  const t = useT();
  const pages = useAnalyticsTable('top_pages', range);
  const [chosen, setChosen] = useState<string | null>(null);
  const [chosenDevice, setChosenDevice] = useState<AnalyticsDevice | null>(null);
  const options = pages.data?.rows.map((row) => String(row[0])) ?? [];
  const page = chosen !== null && options.includes(chosen) ? chosen : (options[0] ?? null);
  const map = useClickMap(page, range);
  const devices = map.data?.devices ?? [];
  const shown = devices.find((entry) => entry.device === chosenDevice) ?? firstDevice(devices);
  const format = new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-GB');

  let figure: React.ReactNode = null;
  if (map.data && shown) {
    const width = shown.width ?? FALLBACK_WIDTH[shown.device];
    const src = framedPageUrl(map.data.page, range.siteLanguage, window.location.origin);
    figure = (
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0 space-y-3">
          <Legend most={Math.max(...shown.cells.map((cell) => cell.clicks))} />
          <p className="text-sm text-dark-700 dark:text-dark-200">
            {shown.width === null ? w.clickMap.unknownNote : w.clickMap.shownAt(format.format(width))}
          </p>
          {src === null ? (
            <EmptyState>{w.clickMap.notShown}</EmptyState>
          ) : (
            <PageWithClicks
              // A new page or width starts a new frame, measured afresh.
              key={`${src}@${width}`}
              src={src}
              width={width}
              cells={shown.cells}
              cellPx={map.data.cell_px}
              label={w.clickMap.grid(map.data.page)}
              title={w.clickMap.frameTitle(map.data.page)}
            />
          )}
        </div>
        <NumbersTable
          caption={`${w.clickMap.table(map.data.page)} (${w.clickMap.devices[shown.device]})`}
          columns={[w.clickMap.x, w.clickMap.y, w.clickMap.clicks]}
          rows={shown.cells.map((cell) => [cell.x, cell.y, cell.clicks])}
        />
      </div>
    );
  }

  let body: React.ReactNode;
  if (pages.isPending) body = <LoadingState />;
  else if (pages.isError)
    body = <ErrorState message={toApiProblem(pages.error, t).message} onRetry={() => void pages.refetch()} />;
  else if (options.length === 0) body = <EmptyState>{w.clickMap.noPages}</EmptyState>;
  else
    body = (
      <div className="space-y-4">
        <div className="flex flex-wrap gap-4">
          <div className="w-full sm:w-72">
            <SelectField
              label={w.clickMap.page}
              value={page ?? ''}
              onChange={(event) => setChosen(event.target.value)}
            >
              {options.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </SelectField>
          </div>
          {shown ? (
            <div className="w-full sm:w-72">
              <SelectField
                label={w.clickMap.device}
                value={shown.device}
                onChange={(event) => setChosenDevice(event.target.value as AnalyticsDevice)}
              >
                {devices.map((entry) => (
                  <option key={entry.device} value={entry.device}>
                    {w.clickMap.deviceOption(w.clickMap.devices[entry.device], entry.clicks)}
                  </option>
                ))}
              </SelectField>
            </div>
          ) : null}
        </div>
        {map.isPending ? (
          <LoadingState />
        ) : map.isError ? (
          <ErrorState message={w.clickMap.loadError} onRetry={() => void map.refetch()} />
        ) : shown === null ? (
          <EmptyState>{w.clickMap.empty}</EmptyState>
        ) : (
          figure
        )}
      </div>
    );
  return (
    <Panel title={w.clickMap.title} id="analytics-click-map">
      <p className="mb-4 text-sm text-dark-700 dark:text-dark-200">{w.clickMap.intro}</p>
      {body}
    </Panel>
  );
}
