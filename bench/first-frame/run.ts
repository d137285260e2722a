/**
 * What the browser styles and lays out before each key page's first paint on a phone (issue 26
 * point 4, decisions 133 and 134): Debian's Chromium, headless, at Lighthouse's mobile viewport
 * (412 × 823, device scale 1.75, touch, English), a fresh context per load, traced; the counts come
 * from first-frame.ts. Lighthouse's simulation puts the first frame's main-thread work on the path
 * of LCP four times over, and on this machine the same work takes 1–3 × as long from one run to
 * the next — the counts do not move, so they show what a change takes off.
 *
 *   npm run build && npm run bench:first-frame
 *
 * BENCH_PAGES=/,/about measures only those paths; BENCH_RUNS (2) loads per page (totals as a range
 * when runs differ — a pass of a dozen objects may come before or after the paint; passes of the first run); BENCH_SERVER=<other build>/apps/server/dist/main.js
 * measures another build (an A/B). Prints figures; sets no goal.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tooling/chromium';
import { intFromEnv, print, runBenchmark, stop } from '../support/processes';
import {
  COMPILED_SERVER,
  firstPackagePath,
  STARTUP_TIMEOUT_MS,
  startProductServer,
} from '../support/product-server';
import { describePasses, type FirstFrame, summarizeFirstFrame, type TraceEvent } from './first-frame';

const RUNS = intFromEnv('BENCH_RUNS', 2, 1, 9);

async function main() {
  const server = await startProductServer({ NODE_ENV: 'production', APP_SECRET: 'f'.repeat(48) });
  const paths = process.env.BENCH_PAGES
    ? process.env.BENCH_PAGES.split(',').map((path) => path.trim())
    : [
        '/',
        '/about',
        '/services',
        await firstPackagePath(server.origin),
        '/blog',
        '/contact',
        '/legal/privacy',
      ];
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  print(`server:  ${COMPILED_SERVER}`);
  print(
    `browser: ${CHROMIUM_PATH} ${browser.version()}, 412 × 823 at 1.75, touch, en-US; ${RUNS} loads per page`,
  );
  print('S n: a style recalculation of n elements; L n/m: a layout of n objects of the m in the tree');
  print();
  print('| page | elements styled | objects laid out | passes before the first paint |');
  print('|------|----------------:|-----------------:|-------------------------------|');
  for (const path of paths) {
    const frames: FirstFrame[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
        locale: 'en-US',
      });
      const page = await context.newPage();
      await browser.startTracing(page, {
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
      });
      const url = server.origin + path;
      await page.goto(url, { waitUntil: 'load' });
      // The paint event is written with the frame after the paint; one more frame brings it.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
      );
      const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
      await context.close();
      const frame = summarizeFirstFrame(trace.traceEvents, url);
      if (!frame)
        throw new Error(`${path}: no first contentful paint or no parse of the document in the trace`);
      frames.push(frame);
    }
    const [first] = frames as [FirstFrame];
    const range = (values: number[]) =>
      Math.min(...values) === Math.max(...values)
        ? String(values[0])
        : `${Math.min(...values)}–${Math.max(...values)}`;
    print(
      `| ${path} | ${range(frames.map((frame) => frame.styledElements))} | ${range(frames.map((frame) => frame.laidOutObjects))} | ${describePasses(first.passes)} |`,
    );
  }
  await browser.close();
  await stop(server.child);
}

await runBenchmark(main, STARTUP_TIMEOUT_MS + 300_000);
