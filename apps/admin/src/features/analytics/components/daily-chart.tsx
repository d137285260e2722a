/**
 * Visitors and page views per day as a line chart (uPlot, decision 058). Loaded only when the
 * dashboard shows figures, so the console's first load stays small; the table beside it carries the
 * same numbers for anyone who cannot see the chart. The time axis counts whole days, written in the
 * person's locale ("3. Nov." / "3 Nov"); a legend below names what each line shows.
 */
import 'uplot/dist/uPlot.min.css';
import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';

export type DailyChartProps = {
  days: { day: string; visitors: number; page_views: number }[];
  labels: {
    day: string;
    visitors: string;
    pageViews: string;
    legend: string;
    legendVisitors: string;
    legendPageViews: string;
  };
  description: string;
  /** The person's locale, e.g. de-DE: the axis writes the days its way. */
  locale: string;
};

const DAY_S = 86_400;
/** Tick steps in whole days: a day, two, a week, two weeks, four weeks. */
const DAY_STEPS = [1, 2, 7, 14, 28].map((days) => days * DAY_S);
const COLOURS = { visitors: '#0f766e', pageViews: '#7c3aed' };

const canDraw = () => {
  try {
    return document.createElement('canvas').getContext('2d') !== null;
  } catch {
    return false;
  }
};

export default function DailyChart({ days, labels, description, locale }: DailyChartProps) {
  const box = useRef<HTMLDivElement>(null);
  // The chart's colours follow the console's theme: redrawn when it switches.
  const [dark, setDark] = useState(() => document.documentElement.classList.contains('dark'));
  useEffect(() => {
    const root = document.documentElement;
    const watch = new MutationObserver(() => setDark(root.classList.contains('dark')));
    watch.observe(root, { attributes: true, attributeFilter: ['class'] });
    return () => watch.disconnect();
  }, []);
  useEffect(() => {
    const element = box.current;
    if (!element || !canDraw()) return;
    const axis = { stroke: dark ? '#d4d4d8' : '#3f3f46', grid: { stroke: dark ? '#3f3f46' : '#e4e4e7' } };
    // The days are calendar days (the practice's): drawn at UTC midnight and written as such.
    const dayFormat = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    const data: uPlot.AlignedData = [
      days.map((entry) => Date.parse(`${entry.day}T00:00:00Z`) / 1000),
      days.map((entry) => entry.visitors),
      days.map((entry) => entry.page_views),
    ];
    const first = data[0][0] ?? 0;
    const last = data[0][data[0].length - 1] ?? first;
    const chart = new uPlot(
      {
        width: Math.max(element.clientWidth, 240),
        height: 240,
        tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
        // One day would stretch the time axis over years; counts are whole numbers from 0.
        scales: {
          x: { time: true, auto: false, min: first - 43_200, max: last + 43_200 },
          y: { range: (_u, _min, max) => [0, Math.max(1, max)] },
        },
        legend: { show: false },
        axes: [
          {
            ...axis,
            space: 56,
            incrs: DAY_STEPS,
            values: (_u, splits) => splits.map((seconds) => dayFormat.format(new Date(seconds * 1000))),
          },
          { ...axis, incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000] },
        ],
        series: [
          { label: labels.day },
          { label: labels.visitors, stroke: COLOURS.visitors, width: 2, points: { show: days.length < 40 } },
          {
            label: labels.pageViews,
            stroke: COLOURS.pageViews,
            width: 2,
            points: { show: days.length < 40 },
          },
        ],
      },
      data,
      element,
    );
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: Math.max(element.clientWidth, 240), height: 240 }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [days, labels, dark, locale]);
  return (
    <figure className="min-w-0">
      <div
        ref={box}
        role="img"
        aria-label={description}
        className="min-w-0 overflow-hidden text-dark-800 dark:text-dark-100"
      />
      <figcaption className="mt-2">
        <span className="sr-only">{labels.legend}</span>
        <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-dark-800 dark:text-dark-100">
          {[
            { text: labels.legendVisitors, colour: COLOURS.visitors },
            { text: labels.legendPageViews, colour: COLOURS.pageViews },
          ].map((entry) => (
            <li key={entry.text} className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className="inline-block h-1 w-6 rounded-full"
                style={{ backgroundColor: entry.colour }}
              />
              {entry.text}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
