/**
 * What the site's markdown costs the server per uncached render (issue 26 point 3, decision 122):
 * the compiled server on a fresh embedded database with CONTENT_CACHE_TTL_SECONDS=0 (every request
 * rendered), its CPU (utime + stime of /proc/<pid>/stat) read around
 *
 *   - the start (migrations, seed and, with decision 122, the markdown stored once),
 *   - first renders: each page with markdown in each language once, after the render path was
 *     warmed on pages without markdown — every text the first time this process shows it,
 *   - later renders: the same pages again, BENCH_ROUNDS times (texts the renderer has kept).
 *
 *   npm run build && npm run bench:markdown-pages
 *
 * BENCH_SERVER=<other build>/apps/server/dist/main.js measures another build the same way (an A/B:
 * run both, interleaved). Prints figures; sets no goal.
 */
import { cpus } from 'node:os';
import { MARKDOWN_PAGES } from '../../apps/server/src/testing/markdown-pages';
import { groupCpuSeconds } from '../support/cpu';
import { intFromEnv, print, runBenchmark, stop } from '../support/processes';
import { COMPILED_SERVER, STARTUP_TIMEOUT_MS, startProductServer } from '../support/product-server';

const ROUNDS = intFromEnv('BENCH_ROUNDS', 3, 1, 20);
const LANGUAGES = ['de', 'en', 'es', 'fr', 'zh'];
const WARM_UP = ['/', '/services', '/services/packages', '/blog', '/career', '/contact'];

/** The server's CPU so far in ms (user + system, every thread; its process group). */
function cpuMs(pid: number): number {
  const seconds = groupCpuSeconds(pid);
  if (seconds === null) throw new Error('no CPU figures here (/proc is Linux only)');
  return seconds * 1000;
}

async function renderAll(origin: string, paths: readonly string[]) {
  for (const path of paths) {
    for (const language of LANGUAGES) {
      const response = await fetch(`${origin}${path}?lang=${language}`);
      if (response.status !== 200) throw new Error(`${path} ${language}: ${response.status}`);
      if (response.headers.get('x-cache') === 'HIT') throw new Error(`${path} came from the page cache`);
      await response.arrayBuffer();
    }
  }
}

async function main() {
  const started = performance.now();
  const server = await startProductServer({ CONTENT_CACHE_TTL_SECONDS: '0', LOG_LEVEL: 'error' });
  const pid = server.child.pid as number;
  const startMs = performance.now() - started;
  const atStart = cpuMs(pid);
  for (let round = 0; round < 3; round += 1) await renderAll(server.origin, WARM_UP);
  const renders = MARKDOWN_PAGES.length * LANGUAGES.length;
  const measure = async () => {
    const before = cpuMs(pid);
    const wall = performance.now();
    await renderAll(server.origin, MARKDOWN_PAGES);
    return { cpu: (cpuMs(pid) - before) / renders, wall: (performance.now() - wall) / renders };
  };
  const first = await measure();
  const later: { cpu: number; wall: number }[] = [];
  for (let round = 0; round < ROUNDS; round += 1) later.push(await measure());
  await stop(server.child);
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  print(`server:  ${COMPILED_SERVER}`);
  print(`machine: ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, shared with this script`);
  print(`start:   ${atStart.toFixed(0)} ms CPU, ${startMs.toFixed(0)} ms until the health check answered`);
  print(`${renders} renders (${MARKDOWN_PAGES.length} pages with markdown × ${LANGUAGES.length} languages):`);
  print(`  first renders:  ${first.cpu.toFixed(2)} ms CPU, ${first.wall.toFixed(2)} ms wall per render`);
  print(
    `  later renders:  ${mean(later.map((run) => run.cpu)).toFixed(2)} ms CPU, ${mean(later.map((run) => run.wall)).toFixed(2)} ms wall per render (mean of ${ROUNDS} rounds: ${later.map((run) => run.cpu.toFixed(2)).join(', ')})`,
  );
}

await runBenchmark(main, STARTUP_TIMEOUT_MS + 300_000);
