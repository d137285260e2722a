/**
 * What one uncached render costs the server in CPU, per page (issue 26 point 3, decision 125): the
 * compiled server (NODE_ENV=production) on a PostgreSQL database of its own with
 * CONTENT_CACHE_TTL_SECONDS=0, so every request renders and reads the database. Each of bench:load's
 * pages is first rendered BENCH_WARM_UP times (JIT warm-up, not measured), then BENCH_RENDERS times
 * one after another while the server's CPU (utime + stime of its process group, /proc) is read
 * around them: CPU ms per render, and the wall time per render.
 *
 *   npm run build && npm run bench:render-cpu
 *
 * BENCH_PAGES=/,/about renders only those paths.
 * BENCH_SERVER=<other build>/apps/server/dist/main.js measures another build the same way (an A/B).
 * BENCH_CPU_PROF=<folder> starts the server with `node --cpu-prof` writing its profile there (it is
 * written when the server stops). Prints figures; sets no goal. Linux only.
 */
import { cpus } from 'node:os';
import { createPostgresDatabase } from '../../apps/api/test/helpers/test-database';
import { groupCpuSeconds } from '../support/cpu';
import { atCleanup, intFromEnv, print, runBenchmark, stop } from '../support/processes';
import {
  COMPILED_SERVER,
  firstPackagePath,
  STARTUP_TIMEOUT_MS,
  startProductServer,
} from '../support/product-server';

const WARM_UP = intFromEnv('BENCH_WARM_UP', 200, 0, 10_000);
const RENDERS = intFromEnv('BENCH_RENDERS', 100, 1, 10_000);
const APP_SECRET = 'bench-render-cpu-secret-bench-render-cpu-secret';
/** Browsers' Accept-Encoding (Chromium's), as bench:load sends it. */
const PAGE_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

function cpuMs(pid: number): number {
  const seconds = groupCpuSeconds(pid);
  if (seconds === null) throw new Error('no CPU figures here (/proc is Linux only)');
  return seconds * 1000;
}

async function render(origin: string, path: string) {
  const response = await fetch(origin + path, { headers: PAGE_HEADERS });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  if (response.headers.get('x-cache') === 'HIT') throw new Error(`${path} came from the page cache`);
}

async function main() {
  const database = await createPostgresDatabase(undefined, { durableCommits: true });
  atCleanup(database.drop);
  const profileDir = process.env.BENCH_CPU_PROF;
  const server = await startProductServer(
    {
      NODE_ENV: 'production',
      APP_SECRET,
      DATABASE_URL: database.url,
      CONTENT_CACHE_TTL_SECONDS: '0',
      LOG_LEVEL: 'error',
    },
    { nodeFlags: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [] },
  );
  const pid = server.child.pid as number;
  const paths = process.env.BENCH_PAGES
    ? process.env.BENCH_PAGES.split(',')
    : ['/', '/about', '/services', await firstPackagePath(server.origin), '/blog', '/contact'];
  for (let round = 0; round < WARM_UP; round += 1) {
    for (const path of paths) await render(server.origin, path);
  }
  print(`server:  ${COMPILED_SERVER}`);
  print(`machine: ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, shared with this script`);
  print(
    `${WARM_UP} warm-up renders of each page, then ${RENDERS} measured renders of each, one after another:`,
  );
  let total = 0;
  for (const path of paths) {
    const before = cpuMs(pid);
    const wall = performance.now();
    for (let index = 0; index < RENDERS; index += 1) await render(server.origin, path);
    const cpu = (cpuMs(pid) - before) / RENDERS;
    total += cpu;
    print(
      `  ${path.padEnd(40)} ${cpu.toFixed(2).padStart(6)} ms CPU, ${((performance.now() - wall) / RENDERS).toFixed(2).padStart(6)} ms wall per render`,
    );
  }
  print(`  ${'mean of the pages'.padEnd(40)} ${(total / paths.length).toFixed(2).padStart(6)} ms CPU`);
  await stop(server.child);
}

await runBenchmark(main, STARTUP_TIMEOUT_MS + 900_000);
