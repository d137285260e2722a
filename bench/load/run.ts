/**
 * The production server under load on PostgreSQL (issue 15 point 2). A script, not a test
 * (bench/README.md):
 *
 *   npm run build && npm run bench:load          (node --import tsx bench/load/run.ts)
 *
 * Needs the built site and PostgreSQL at TEST_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres):
 * creates a uniquely named database there and drops it afterwards (also on failure and Ctrl-C).
 * Starts the product server (`apps/server/src/main.ts`, NODE_ENV=production, APP_SECRET, PUBLIC_URL
 * its own origin) on it with the per-client limits of the newsletter and the analytics collector
 * raised: one loopback client stands for many visitors, and the sign-up burst measures the path, not
 * the limiter. Every phase sends requests at a constant arrival rate (evenly spaced, k6's
 * `constant-arrival-rate`; fixed-rate.ts, decision 076) for BENCH_DURATION s:
 *
 * 1. Cached pages: /, /about, /services, the first package, /blog, /contact in turn (German, browser
 *    Accept-Encoding), each warmed until it answers `x-cache: HIT`; 500 req/s, goal p99 < 50 ms.
 * 2. Uncached SSR (bench/load/uncached.ts): a second server on the same database with
 *    CONTENT_CACHE_TTL_SECONDS=0, the same pages at 50 req/s, goal p95 < 300 ms (issue 15) and
 *    ≤ 30 ms (issue 26); then with WEB_CONCURRENCY = the number of cores (decision 075), printed,
 *    not a goal; then one process with the database BENCH_DB_DELAY_MS (2) away through the tests'
 *    TCP proxy, goal p95 ≤ 40 ms (issue 26 point 3, decision 115). The page cache keys on language,
 *    origin and URL (decision 011) and lives as long as the content TTL, so TTL 0 renders every page
 *    and sends every query the render makes to PostgreSQL: what a visitor meets after a content
 *    change. BENCH_UNCACHED_ONLY=1 runs only these phases (without 2b),
 *    BENCH_TWO_PROCESSES_ONLY=1 only phase 2b.
 * 3. Analytics ingestion: sessions opened through the collector first, then batches of 10 clicks to
 *    POST /api/analytics/track/ (bench/support/analytics-events.ts, as bench:analytics) at 1,000
 *    events/s; achieved events/s and p99.
 * 4. Newsletter sign-up burst: POST /api/newsletter/subscribe/ with distinct addresses, 100/s for 10 s
 *    (BENCH_DURATION if shorter); p95, every answer 2xx.
 * 5. Idle memory: VmRSS from /proc/<pid>/status of the server's node process after start-up and the
 *    warm-up, on PostgreSQL (before phase 1) and on PGlite (a further server without DATABASE_URL);
 *    goals ≤ 200 MB and ≤ 350 MB. Measured only.
 * 6. Soak: BENCH_SOAK s (600) of cached pages at 100 req/s and 200 events/s together, printing every
 *    BENCH_SAMPLE s (30): RSS, heap used (written by bench/load/memory-probe.ts inside the server),
 *    the database's PostgreSQL connections (pg_stat_activity, the benchmark's own excluded), the
 *    server's open sockets (/proc/<pid>/fd) and the rates of the interval. Then the RSS slope in MB
 *    per 10 minutes (a least-squares line over the samples taken under load): flat when it is under
 *    10 % of the mean RSS; connections are flat when the second half's maximum is not above the first's.
 *
 * Exits 1 when a goal is missed or a phase sees non-2xx answers or errors. A latency counts from
 * the moment its request was due, so waiting for a free connection is part of it.
 */
import { cpus } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createPostgresDatabase } from '../../apps/api/test/helpers/test-database';
import {
  BATCH,
  collectorHeaders,
  sessionsFor,
  startSessions,
  trackBatches,
} from '../support/analytics-events';
import { percentile } from '../support/live-content';
import { atCleanup, intFromEnv, print, runBenchmark, sleep, stop, tempDir } from '../support/processes';
import {
  firstPackagePath,
  type ProductServer,
  STARTUP_TIMEOUT_MS,
  startProductServer,
} from '../support/product-server';
import { fixedRate, type LoadResult } from './fixed-rate';
import { childPids, heapUsed, mb, openSockets, rssBytes, slope } from './process-memory';
import {
  DB_DELAY_MS,
  PROBE_INTERVAL_MS,
  perCorePhase,
  TWO_PROCESSES_ONLY,
  UNCACHED_ONLY,
  uncachedPhases,
} from './uncached';

const DURATION = intFromEnv('BENCH_DURATION', 20, 1, 300);
const SOAK = intFromEnv('BENCH_SOAK', 600, 10, 3_600);
const SAMPLE = intFromEnv('BENCH_SAMPLE', 30, 1, 300);
const BURST = Math.min(10, DURATION);
const APP_SECRET = 'bench-load-secret-bench-load-secret-bench';
const MB = 1024 * 1024;
const PROBE = join(import.meta.dirname, 'memory-probe.mjs');
/** Browsers' Accept-Encoding (Chromium's): the pages are answered gzipped from the cache. */
const PAGE_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };
/** One loopback client stands for many visitors; the sign-up burst measures the path, not the limiter. */
const RAISED_LIMITS = {
  RATE_LIMIT_NEWSLETTER_PER_MINUTE: '1000000',
  RATE_LIMIT_ANALYTICS_PER_MINUTE: '1000000',
  RATE_LIMIT_ANALYTICS_SESSIONS_PER_HOUR: '1000000',
};

type Goal = { what: string; goal: string; figure: string; met: boolean };
const goals: Goal[] = [];
const goal = (what: string, target: string, figure: string, met: boolean) => {
  goals.push({ what, goal: target, figure, met });
  print(`${met ? 'goal met' : 'GOAL MISSED'}: ${what}: ${figure} (goal ${target})`);
};

let failures = 0;

function report(name: string, target: string, result: LoadResult, perRequest = 1) {
  const ms = (p: number) => percentile(result.latencies, p).toFixed(1);
  const achieved = (result.ok * perRequest) / result.duration;
  print(
    `${name}: target ${target}; achieved ${achieved.toFixed(0)}${perRequest > 1 ? ' events/s' : ' req/s'} (2xx) over ${result.duration.toFixed(1)} s; ` +
      `p50 ${ms(50)} ms, p95 ${ms(95)} ms, p99 ${ms(99)} ms, max ${ms(100)} ms; ${result.ok} × 2xx, ${result.non2xx} non-2xx, ${result.errors} errors`,
  );
  const kinds = Object.entries(result.errorKinds).sort(([, a], [, b]) => b - a);
  if (kinds.length > 0) print(`    errors by kind: ${kinds.map(([kind, n]) => `${n} × ${kind}`).join(', ')}`);
  if (result.errorSamples.length > 0) print(`    first errors: ${result.errorSamples.join('; ')}`);
  if (result.non2xx > 0 || result.errors > 0 || result.ok === 0) failures += 1;
  return {
    ok: result.ok,
    bad: result.non2xx + result.errors,
    achieved,
    p95: percentile(result.latencies, 95),
    p99: percentile(result.latencies, 99),
  };
}

/** Requests each page until it comes from the page cache (or, `expectHit` false, checks it never does). */
async function warm(origin: string, paths: string[], expectHit = true) {
  for (const path of paths) {
    let cache: string | null = null;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await fetch(origin + path, { headers: PAGE_HEADERS });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      cache = response.headers.get('x-cache');
      if (expectHit && cache === 'HIT') break;
    }
    if (expectHit !== (cache === 'HIT')) throw new Error(`${path}: x-cache ${cache} after three requests`);
  }
}

type Running = ProductServer & { pid: number; memoryFile: string };

async function startServer(env: NodeJS.ProcessEnv): Promise<Running> {
  const memoryFile = join(tempDir('wegweiser-bench-memory-'), 'memory.json');
  const server = await startProductServer(
    {
      NODE_ENV: 'production',
      APP_SECRET,
      ...RAISED_LIMITS,
      BENCH_MEMORY_FILE: memoryFile,
      BENCH_MEMORY_INTERVAL_MS: String(PROBE_INTERVAL_MS),
      ...env,
    },
    { preload: [PROBE] },
  );
  if (server.child.pid === undefined) throw new Error('the server has no pid');
  return { ...server, pid: server.child.pid, memoryFile };
}

/**
 * A cluster's primary has its workers once it has that many child processes; a worker listens a few
 * seconds after it starts (the first one, which migrated, already answered /api/health/).
 */
async function workersStarted(primary: number, count: number) {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (childPids(primary).length < count) {
    if (Date.now() > deadline) throw new Error(`the primary ${primary} did not start ${count} workers`);
    await sleep(200);
  }
  await sleep(10_000);
}

/** RSS of an idle server, a few seconds after its warm-up. */
async function idleMemory(server: Running, label: string, limitMb: number) {
  await sleep(5_000);
  const rss = rssBytes(server.pid);
  print(
    `idle ${label}: RSS ${mb(rss)} MB, heap used ${mb(heapUsed(server.memoryFile))} MB (node process ${server.pid})`,
  );
  goal(`idle RSS on ${label}`, `≤ ${limitMb} MB`, `${mb(rss)} MB`, rss <= limitMb * MB);
}

async function soak(server: Running, connections: () => Promise<number>) {
  print();
  print(
    `### Soak: ${SOAK} s of cached pages at 100 req/s and analytics at 200 events/s, a sample every ${SAMPLE} s`,
  );
  const sessions = await startSessions(server.origin, sessionsFor(200 * SOAK));
  let pages = 0;
  let events = 0;
  const pageLoad = fixedRate({
    origin: server.origin,
    paths: PATHS,
    headers: PAGE_HEADERS,
    rate: 100,
    connections: 10,
    duration: SOAK,
    onResponse: (status) => {
      if (status < 300) pages += 1;
    },
  });
  const trackLoad = fixedRate({
    origin: server.origin,
    path: '/api/analytics/track/',
    method: 'POST',
    headers: collectorHeaders(server.origin),
    body: trackBatches(sessions),
    rate: 200 / BATCH,
    connections: 5,
    duration: SOAK,
    onResponse: (status) => {
      if (status < 300) events += BATCH;
    },
  });
  let done = false;
  const both = Promise.all([pageLoad, trackLoad]).finally(() => {
    done = true;
  });
  print();
  print('| time | RSS MB | heap used MB | PostgreSQL connections | open sockets | pages/s | events/s |');
  print('| ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  const begun = performance.now();
  const samples: { at: number; rss: number; heap: number; db: number }[] = [];
  let last = { at: 0, pages: 0, events: 0 };
  for (let at = 0; ; at += SAMPLE) {
    const wait = begun + at * 1000 - performance.now();
    if (wait > 0) await Promise.race([sleep(wait), both]);
    if (done) break;
    const now = (performance.now() - begun) / 1000;
    const sample = {
      at: now,
      rss: rssBytes(server.pid),
      heap: heapUsed(server.memoryFile),
      db: await connections(),
    };
    // Rates are over the span since the previous sample; the first sample has none before it.
    const span = now - last.at;
    const rate = (count: number) => (samples.length === 0 ? '–' : (count / span).toFixed(0));
    print(
      `| ${now.toFixed(0)} s | ${mb(sample.rss)} | ${mb(sample.heap)} | ${sample.db} | ${openSockets(server.pid)} | ${rate(pages - last.pages)} | ${rate(events - last.events)} |`,
    );
    last = { at: now, pages, events };
    samples.push(sample);
  }
  const [pageResult, trackResult] = await both;
  print();
  report('soak pages', '100 req/s', pageResult);
  report('soak analytics', '200 events/s', trackResult, BATCH);
  const underLoad = samples.filter((sample) => sample.at >= SAMPLE / 2);
  if (underLoad.length < 2) {
    print(
      `soak too short for a slope (${underLoad.length} sample under load): BENCH_SOAK ≥ 2 × BENCH_SAMPLE`,
    );
    failures += 1;
    return;
  }
  const seconds = underLoad.map((sample) => sample.at);
  const rssPer10 = slope(
    seconds,
    underLoad.map((sample) => sample.rss),
  );
  const heapPer10 = slope(
    seconds,
    underLoad.map((sample) => sample.heap),
  );
  const meanRss = underLoad.reduce((sum, sample) => sum + sample.rss, 0) / underLoad.length;
  const growth = (rssPer10 * 600) / meanRss;
  print(
    `RSS slope ${mb(rssPer10 * 600)} MB per 10 min (${(growth * 100).toFixed(1)} % of the mean ${mb(meanRss)} MB); heap slope ${mb(heapPer10 * 600)} MB per 10 min; RSS ${mb(underLoad[0]?.rss ?? 0)} → ${mb(underLoad[underLoad.length - 1]?.rss ?? 0)} MB`,
  );
  goal('soak RSS flat', 'growth < 10 % per 10 min', `${(growth * 100).toFixed(1)} %`, growth < 0.1);
  // A pool opens a connection when a burst needs one and closes it when idle, so one sample above
  // the rest is the pool working, not a leak. A leak grows and stays: the soak's last quarter ends
  // above its first half, or the count reaches past the pool's size.
  const half = Math.floor(underLoad.length / 2);
  const lastQuarter = Math.max(half, underLoad.length - Math.ceil(underLoad.length / 4));
  const counts = underLoad.map((sample) => sample.db);
  const firstMax = Math.max(...counts.slice(0, half));
  const lastMax = Math.max(...counts.slice(lastQuarter));
  const highest = Math.max(...counts);
  goal(
    'soak PostgreSQL connections flat',
    `last quarter's maximum ≤ first half's, never over the pool's ${POOL_MAX} + 1 listener`,
    `${firstMax} in the first half, ${lastMax} in the last quarter, ${highest} at most`,
    lastMax <= firstMax && highest <= POOL_MAX + 1,
  );
}

/** The server's pool size (apps/api/src/db/client.ts); its content-change listener holds one more. */
const POOL_MAX = 10;

let PATHS: string[] = [];

/** Idle memory on PostgreSQL, then phase 1: cached pages at 500 req/s. */
async function cachedPhase(server: Running) {
  print();
  print('### Idle memory');
  await idleMemory(server, 'PostgreSQL', 200);

  print();
  print('### Load phases');
  const cached = report(
    '1. cached pages',
    '500 req/s',
    await fixedRate({
      origin: server.origin,
      paths: PATHS,
      headers: PAGE_HEADERS,
      rate: 500,
      connections: 32,
      duration: DURATION,
    }),
  );
  goal('cached pages p99', '< 50 ms', `${cached.p99.toFixed(1)} ms`, cached.p99 < 50);
}

async function main() {
  const database = await createPostgresDatabase(undefined, { durableCommits: true });
  atCleanup(() => database.drop());
  const counter = new pg.Client({ connectionString: database.url });
  // The drop at the end ends this connection from the server's side.
  counter.on('error', () => {});
  await counter.connect();
  atCleanup(() => counter.end());
  const connections = async () =>
    (
      await counter.query(
        'select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      )
    ).rows[0].n as number;

  print(
    `${new Date().toISOString()}; Node ${process.version}; constant arrival rate (bench/load/fixed-rate.ts); ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}; ` +
      `PostgreSQL ${(await counter.query('show server_version')).rows[0].server_version}`,
  );
  print(
    `BENCH_DURATION ${DURATION} s, BENCH_SOAK ${SOAK} s, BENCH_SAMPLE ${SAMPLE} s; raised limits: ${Object.entries(
      RAISED_LIMITS,
    )
      .map(([key, value]) => `${key}=${value}`)
      .join(', ')}`,
  );

  const server = await startServer({ DATABASE_URL: database.url });
  PATHS = ['/', '/about', '/services', await firstPackagePath(server.origin), '/blog', '/contact'];
  print(`server ${server.origin} (node process ${server.pid}); pages ${PATHS.join(', ')}`);
  await warm(server.origin, PATHS);

  const phaseOptions = { databaseUrl: database.url, paths: PATHS, startServer, report, workersStarted, warm };
  if (TWO_PROCESSES_ONLY) {
    print('BENCH_TWO_PROCESSES_ONLY=1: only phase 2b');
    await stop(server.child);
    await perCorePhase(phaseOptions);
    return summary();
  }
  if (!UNCACHED_ONLY) await cachedPhase(server);
  else print('BENCH_UNCACHED_ONLY=1: only the uncached phases');

  // Uncached renders, first by one process (the figure per process), then as production runs on
  // this machine: one server process per core (WEB_CONCURRENCY, decision 075); then one process
  // with the database a network hop away (issue 26 point 3, decision 115).
  const uncached = await uncachedPhases(phaseOptions);
  // NaN (a phase with failed requests) meets no goal.
  const ms = (value: number) => (Number.isNaN(value) ? 'none: requests failed' : `${value.toFixed(1)} ms`);
  goal('uncached SSR p95', '< 300 ms', ms(uncached.loopback), uncached.loopback < 300);
  goal('uncached SSR p95 on loopback (issue 26)', '≤ 30 ms', ms(uncached.loopback), uncached.loopback <= 30);
  goal(
    `uncached SSR p95, database ${DB_DELAY_MS} ms away (issue 26)`,
    '≤ 40 ms',
    ms(uncached.away),
    uncached.away <= 40,
  );
  if (UNCACHED_ONLY) return summary();

  const sessions = await startSessions(server.origin, sessionsFor(1_000 * DURATION));
  const ingestion = report(
    `3. analytics ingestion (batches of ${BATCH}, ${sessions.length} sessions)`,
    '1,000 events/s',
    await fixedRate({
      origin: server.origin,
      path: '/api/analytics/track/',
      method: 'POST',
      headers: collectorHeaders(server.origin),
      body: trackBatches(sessions),
      rate: 1_000 / BATCH,
      connections: 20,
      duration: DURATION,
    }),
    BATCH,
  );
  goal(
    'analytics ingestion',
    '≥ 950 events/s, all 2xx',
    `${ingestion.achieved.toFixed(0)} events/s`,
    ingestion.achieved >= 950,
  );

  const run = Date.now().toString(36);
  let signUps = 0;
  const burst = fixedRate({
    origin: server.origin,
    path: '/api/newsletter/subscribe/',
    method: 'POST',
    headers: collectorHeaders(server.origin),
    body: () => {
      signUps += 1;
      return JSON.stringify({ email: `load-${run}-${signUps}@example.com` });
    },
    rate: 100,
    connections: 10,
    duration: BURST,
  });
  const signUp = report(`4. newsletter sign-up burst (distinct addresses, ${BURST} s)`, '100/s', await burst);
  const subscribers = (await counter.query('select count(*)::int as n from newsletter_subscriptions')).rows[0]
    .n as number;
  print(`   ${subscribers} subscriptions stored for ${signUp.ok} × 2xx`);
  goal(
    'sign-up burst',
    '100/s, every answer 2xx',
    `${signUp.achieved.toFixed(0)}/s, p95 ${signUp.p95.toFixed(1)} ms, ${signUp.ok} × 2xx, ${signUp.bad} other`,
    signUp.bad === 0 && signUp.achieved >= 95,
  );

  print();
  print('### Idle memory on PGlite');
  const pglite = await startServer({});
  await warm(pglite.origin, PATHS);
  await idleMemory(pglite, 'PGlite', 350);
  await stop(pglite.child);

  await soak(server, connections);
  summary();
}

function summary() {
  print();
  print('### Goals');
  print();
  print('| What | Goal | Figure | Met |');
  print('| --- | --- | --- | --- |');
  for (const row of goals) print(`| ${row.what} | ${row.goal} | ${row.figure} | ${row.met ? 'yes' : 'NO'} |`);
  if (failures > 0)
    print(`${failures} phase(s) failed: non-2xx answers, errors, or a soak too short to judge`);
  if (failures > 0 || goals.some((row) => !row.met)) process.exitCode = 1;
}

await runBenchmark(main, 5 * STARTUP_TIMEOUT_MS + (5 * DURATION + SOAK) * 1_500 + 150_000);
