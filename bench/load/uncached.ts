/**
 * bench:load's uncached phases (issue 15 point 2; issue 26 point 3, decision 115): a server with
 * CONTENT_CACHE_TTL_SECONDS=0 renders every page and sends every query a render makes to PostgreSQL.
 * After 15 s of renders at 20 req/s that are not measured (a new process's JIT warm-up), the pages
 * at 50 req/s for BENCH_DURATION s:
 *
 * 2.  one process, the database on loopback;
 * 2b. WEB_CONCURRENCY = the number of cores (decision 075), printed, not a goal;
 * 2c. one process with the database BENCH_DB_DELAY_MS (2) away: the tests' TCP proxy
 *     (apps/api/test/helpers/tcp-proxy.ts, in this process) holds each answer of PostgreSQL back by
 *     that long, as a network hop would (what a render waits for grows with its sequential round
 *     trips).
 */
import { cpus } from 'node:os';
import { TcpProxy } from '../../apps/api/test/helpers/tcp-proxy';
import { intFromEnv, print, stop } from '../support/processes';
import type { ProductServer } from '../support/product-server';
import { fixedRate, type LoadResult } from './fixed-rate';
import { gcBetween, gcTotals } from './process-memory';

/**
 * How often the server's memory probe writes its file (memory-probe.mjs): often enough that the
 * collector's figures of a phase are those of its measured window give or take a quarter second.
 */
export const PROBE_INTERVAL_MS = 250;

/** Renders before an uncached phase is measured (JIT warm-up). */
const UNCACHED_WARM_UP = { rate: 20, seconds: 15 };
const DURATION = intFromEnv('BENCH_DURATION', 20, 1, 300);
/** How far away the database is in phase 2c: each of its answers held back this long. */
export const DB_DELAY_MS = intFromEnv('BENCH_DB_DELAY_MS', 2, 0, 100);
/** Only the uncached phases (a quick run of issue 26's figures). */
export const UNCACHED_ONLY = process.env.BENCH_UNCACHED_ONLY === '1';
/** Only phase 2b (issue 26 point 8: run it again and again to see whether a request fails). */
export const TWO_PROCESSES_ONLY = process.env.BENCH_TWO_PROCESSES_ONLY === '1';
/** Browsers' Accept-Encoding (Chromium's): the pages are answered gzipped. */
const PAGE_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

type Reported = { bad: number; p95: number };
const renderP95 = (result: Reported) => (result.bad > 0 ? Number.NaN : result.p95);
type Options = {
  databaseUrl: string;
  paths: string[];
  /** The server and the file its memory probe writes (memory-probe.mjs). */
  startServer: (env: NodeJS.ProcessEnv) => Promise<ProductServer & { pid: number; memoryFile: string }>;
  report: (name: string, target: string, result: LoadResult) => Reported;
  workersStarted: (primary: number, count: number) => Promise<void>;
  warm: (origin: string, paths: string[], expectHit: boolean) => Promise<void>;
};

async function uncachedRun(options: Options, label: string, env: NodeJS.ProcessEnv): Promise<Reported> {
  // Errors are logged (and printed below when a request failed); nothing else is.
  const server = await options.startServer({
    DATABASE_URL: options.databaseUrl,
    CONTENT_CACHE_TTL_SECONDS: '0',
    LOG_LEVEL: 'error',
    ...env,
  });
  const serverLog = () => print(`    the server's log:\n${server.log().slice(-3_000)}`);
  try {
    if (env.WEB_CONCURRENCY) await options.workersStarted(server.pid, Number(env.WEB_CONCURRENCY));
    await options.warm(server.origin, options.paths, false);
    // A new process compiles its hot code during its first few hundred renders: those are not the
    // figure (a running site's processes are past them). Not measured, but a failure is shown.
    const warmUp = await fixedRate({
      origin: server.origin,
      paths: options.paths,
      headers: PAGE_HEADERS,
      rate: UNCACHED_WARM_UP.rate,
      connections: 16,
      duration: UNCACHED_WARM_UP.seconds,
    });
    const failed = Object.entries(warmUp.errorKinds).map(([kind, n]) => `${n} × ${kind}`);
    if (warmUp.non2xx > 0) failed.push(`${warmUp.non2xx} × non-2xx`);
    print(
      `    warm-up, not measured: ${warmUp.ok} renders in ${UNCACHED_WARM_UP.seconds} s${failed.length > 0 ? `; failed: ${failed.join(', ')}` : ''}`,
    );
    const gcBefore = gcTotals(server.memoryFile);
    const result = options.report(
      label,
      '50 req/s',
      await fixedRate({
        origin: server.origin,
        paths: options.paths,
        headers: PAGE_HEADERS,
        rate: 50,
        connections: 16,
        duration: DURATION,
      }),
    );
    // One process renders: its collector's pauses stop every render in flight (a cluster's primary
    // renders nothing, so its figures would say nothing).
    if (!env.WEB_CONCURRENCY) {
      await new Promise((resolve) => setTimeout(resolve, PROBE_INTERVAL_MS + 100));
      const gcAfter = gcTotals(server.memoryFile);
      if (gcBefore && gcAfter)
        print(`    garbage collector, measured window: ${gcBetween(gcBefore, gcAfter, DURATION)}`);
    }
    if (result.bad > 0 || failed.length > 0) serverLog();
    await stop(server.child);
    return result;
  } catch (error) {
    // A server that stopped answering (a warm-up fetch failed, its workers did not start): its log.
    serverLog();
    throw error;
  }
}

/** Phase 2b: one server process per core; its p95 is printed, not a goal, but a failed request fails the run. */
export async function perCorePhase(options: Options): Promise<Reported> {
  const workers = cpus().length;
  const perCore = await uncachedRun(
    options,
    `2b. uncached SSR (CONTENT_CACHE_TTL_SECONDS=0), WEB_CONCURRENCY=${workers}: one process per core`,
    { WEB_CONCURRENCY: String(workers) },
  );
  print(`    (one process per core: p95 ${perCore.p95.toFixed(1)} ms; printed for comparison, not a goal)`);
  return perCore;
}

/**
 * The uncached phases; the p95 of one process on loopback and with the database away — NaN for a
 * phase with failed requests, whose latencies (refusals in a millisecond) are no figure of a render.
 */
export async function uncachedPhases(options: Options): Promise<{ loopback: number; away: number }> {
  const loopback = await uncachedRun(
    options,
    '2. uncached SSR (CONTENT_CACHE_TTL_SECONDS=0), one process',
    {},
  );
  if (!UNCACHED_ONLY) await perCorePhase(options);
  const proxy = await TcpProxy.start(options.databaseUrl);
  try {
    proxy.slow(DB_DELAY_MS);
    const away = await uncachedRun(
      options,
      `2c. uncached SSR (CONTENT_CACHE_TTL_SECONDS=0), one process, the database ${DB_DELAY_MS} ms away (each answer held back)`,
      { DATABASE_URL: proxy.urlFor(options.databaseUrl) },
    );
    return { loopback: renderP95(loopback), away: renderP95(away) };
  } finally {
    await proxy.close();
  }
}
