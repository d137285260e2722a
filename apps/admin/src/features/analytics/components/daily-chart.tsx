/**
 * Visitors and page views per day as a line chart (uPlot, decision 058). Loaded only when the
 * dashboard shows figures, so the console's first load stays small; the table beside it carries the
 * same numbers for anyone who cannot see the chart.
 */
import 'uplot/dist/uPlot.min.css';
import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';

export type DailyChartProps = {
  days: { day: string; visitors: number; page_views: number }[];
  labels: { day: string; visitors: string; pageViews: string };
  description: string;
};

const canDraw = () => {
  try {
    return document.createElement('canvas').getContext('2d') !== null;
  } catch {
    return false;
  }
};

export default function DailyChart({ days, labels, description }: DailyChartProps) {
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
        axes: [axis, { ...axis, incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000] }],
        series: [
          { label: labels.day },
          { label: labels.visitors, stroke: '#0f766e', width: 2, points: { show: days.length < 40 } },
          { label: labels.pageViews, stroke: '#7c3aed', width: 2, points: { show: days.length < 40 } },
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
  }, [days, labels, dark]);
  return (
    <div
      ref={box}
      role="img"
      aria-label={description}
      className="min-w-0 overflow-hidden text-dark-800 dark:text-dark-100"
    />
  );
}
