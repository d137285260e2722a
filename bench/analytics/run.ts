/**
 * The analytics dashboard and collector under load (issue 14 point 4, decision 055):
 *
 *   npm run bench:analytics          (node --import tsx bench/analytics/run.ts)
 *
 * Needs PostgreSQL at TEST_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres); creates a
 * uniquely named database there and drops it afterwards.
 *
 * 1. Migrates it and generates BENCH_EVENTS (1,000,000) events server-side in one INSERT … SELECT over
 *    generate_series: sessions of 10 events each (3 page views, 3 exits, 2 flows, a click and a service
 *    interaction) spread over the last 30 days, five site languages.
 * 2. Runs every dashboard query (summary, the ten tables, a click map) over the 30 days, BENCH_ROUNDS
 *    (5) times each, first from the raw events alone, then after rolling up the ended days as the
 *    hourly job does (today stays raw), and prints p50/p95 per query in ms against the 500 ms goal.
 * 3. Starts the API as its own process on that database and posts events through the real collector
 *    (POST /api/analytics/track/, batches of 10 as the tracker sends them) at BENCH_RATE (1,000) events/s
 *    for BENCH_DURATION (20) s with autocannon, printing the rate achieved and the latency; meanwhile
 *    a public content endpoint is requested every 100 ms, and its latency is compared with an idle run.
 */
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { createAnalyticsReport, type ReportRange } from '../../apps/api/src/admin/analytics/analytics-report';
import * as schema from '../../apps/api/src/db/schema';
import { rollUp } from '../../apps/api/src/plugins/retention';
import type { Repositories } from '../../apps/api/src/repositories';
import { createAnalyticsDashboardRepository } from '../../apps/api/src/repositories/analytics-dashboard-repository';
import { createPostgresDatabase } from '../../apps/api/test/helpers/test-database';
import { ANALYTICS_TABLES } from '../../packages/contracts/src/schemas/admin-analytics';
import {
  BATCH,
  collectorHeaders,
  PAGES,
  sessionsFor,
  startSessions,
  trackBatches,
} from '../support/analytics-events';
import { autocannonVersion } from '../support/autocannon';
import {
  cleanup,
  freePort,
  HOST,
  intFromEnv,
  print,
  ROOT,
  runBenchmark,
  sleep,
  start,
  waitFor,
} from '../support/processes';

const EVENTS = intFromEnv('BENCH_EVENTS', 1_000_000, 1_000, 50_000_000);
const ROUNDS = intFromEnv('BENCH_ROUNDS', 5, 1, 100);
const RATE = intFromEnv('BENCH_RATE', 1_000, 10, 100_000);
const DURATION = intFromEnv('BENCH_DURATION', 20, 1, 600);
const GOAL_MS = 500;
const DAY_MS = 86_400_000;

/** Sessions and their events, generated inside PostgreSQL (one statement each). */
async function generate(pool: pg.Pool) {
  const sessions = Math.ceil(EVENTS / 10);
  const pages = `array[${PAGES.map((page) => `'${page}'`).join(',')}]`;
  const page = (salt: string) => `(${pages})[1 + (abs(hashtext(s.id::text || '${salt}')) % ${PAGES.length})]`;
  const started = performance.now();
  await pool.query(
    `insert into analytics_sessions (started_at, last_activity_at, user_agent, screen_resolution,
       viewport_size, language, site_language, timezone, referrer, landing_page)
     select t, t + interval '10 minutes', 'Mozilla/5.0 (bench)', '1920x1080',
       (array['390x844','412x915','768x1024','1280x720','1440x900','1920x1080'])[1 + i % 6],
       'de-DE', (array['de','en','es','fr','zh'])[1 + i % 5], 'Europe/Berlin',
       (array[null, 'https://www.google.com/search', 'https://duckduckgo.com/', 'https://www.linkedin.com/feed'])[1 + i % 4],
       (${pages})[1 + i % ${PAGES.length}]
     from (select i, now() - (random() * interval '30 days') as t from generate_series(1, $1::int) i) g`,
    [sessions],
  );
  await pool.query(
    `insert into analytics_events (session_id, type, data, occurred_at)
     select s.id,
       (array['page_view','page_exit','navigation_flow','page_view','page_exit','navigation_flow',
              'page_view','page_exit','click','service_interaction'])[k],
       case
         when k in (1, 4, 7) then jsonb_build_object('session_id', s.id, 'page_path', ${page("'||k||'")},
           'page_title', 'Bench', 'referrer', null, 'viewport_width', 1280, 'viewport_height', 720)
         when k in (2, 5, 8) then jsonb_build_object('session_id', s.id, 'page_path', ${page("'||k-1||'")},
           'time_on_page_seconds', abs(hashtext(s.id::text || k)) % 300,
           'scroll_depth_percent', abs(hashtext(s.id::text || k || 's')) % 101)
         when k in (3, 6) then jsonb_build_object('session_id', s.id, 'from_page', ${page("'||k-2||'")},
           'to_page', ${page("'||k+1||'")}, 'time_spent_seconds', 30)
         when k = 9 then jsonb_build_object('session_id', s.id, 'page_path', ${page('1')},
           'element_tag', 'a', 'x_coordinate', abs(hashtext(s.id::text || 'x')) % 1400,
           'y_coordinate', abs(hashtext(s.id::text || 'y')) % 3000)
         else jsonb_build_object('session_id', s.id,
           'service_slug', 'service-' || (1 + abs(hashtext(s.id::text || 'v')) % 12),
           'service_title', 'Service ' || (1 + abs(hashtext(s.id::text || 'v')) % 12),
           'interaction_type', (array['view','view','detail_view','book_click','package_view','click'])[1 + abs(hashtext(s.id::text || 'i')) % 6],
           'page_context', '/services')
       end,
       s.started_at + k * interval '30 seconds'
     from analytics_sessions s cross join generate_series(1, 10) k
     limit $1`,
    [EVENTS],
  );
  await pool.query(
    `insert into contact_messages (name, email, message, context, service_name, language_code, created_at)
     select 'Bench', 'bench@example.com', 'Hallo', (array['service_detail','general_cta','hero_cta'])[1 + i % 3],
       case when i % 3 = 0 then 'Service ' || (1 + i % 12) end,
       (array['de','en','es','fr','zh'])[1 + i % 5], now() - (random() * interval '30 days')
     from generate_series(1, 2000) i`,
  );
  await pool.query('analyze');
  const [row] = (await pool.query('select count(*)::int as n from analytics_events')).rows;
  print(
    `generated ${row.n.toLocaleString('en')} events in ${sessions.toLocaleString('en')} sessions, 2,000 contact messages: ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

async function timeQueries(
  report: ReturnType<typeof createAnalyticsReport>,
  range: ReportRange,
  label: string,
) {
  const queries: [string, () => Promise<unknown>][] = [
    ['summary', () => report.summary(range)],
    ...ANALYTICS_TABLES.map((table): [string, () => Promise<unknown>] => [
      `table ${table}`,
      () => report.table(table, range, 100, 'de'),
    ]),
    ['click map /', () => report.clickMap(range, '/')],
    ['summary, one language', () => report.summary({ ...range, siteLanguage: 'fr' })],
  ];
  print();
  print(`### ${label} (${ROUNDS} rounds, ms)`);
  print();
  print('| Query | p50 | p95 | within 500 ms |');
  print('| --- | ---: | ---: | --- |');
  let worst = 0;
  for (const [name, run] of queries) {
    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const begun = performance.now();
      await run();
      times.push(performance.now() - begun);
    }
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    worst = Math.max(worst, p95);
    print(
      `| ${name} | ${percentile(times, 50).toFixed(0)} | ${p95.toFixed(0)} | ${p95 <= GOAL_MS ? 'yes' : 'NO'} |`,
    );
  }
  return worst;
}

/** Latencies of a public content endpoint, requested every 100 ms until `until` resolves. */
async function probe(url: string, until: Promise<unknown>) {
  const times: number[] = [];
  let done = false;
  void Promise.resolve(until).finally(() => {
    done = true;
  });
  while (!done) {
    const begun = performance.now();
    const answer = await fetch(url);
    await answer.arrayBuffer();
    if (answer.ok) times.push(performance.now() - begun);
    await sleep(100);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), count: times.length };
}

async function ingestion(databaseUrl: string) {
  const port = await freePort();
  const origin = `http://${HOST}:${port}`;
  const server = start(process.execPath, ['--import', 'tsx', 'bench/analytics/api-server.ts'], {
    ...process.env,
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    // One loopback client stands for many visitors: the per-client limits would refuse it.
    RATE_LIMIT_ANALYTICS_PER_MINUTE: '1000000',
    RATE_LIMIT_ANALYTICS_SESSIONS_PER_HOUR: '1000000',
  });
  await waitFor(`${origin}/api/health/`, server, 'API server', 120_000);
  const headers = collectorHeaders(origin);
  const sessions = await startSessions(origin, sessionsFor(RATE * DURATION));
  const batch = trackBatches(sessions);
  const publicUrl = `${origin}/api/services/?language=de`;
  const idle = await probe(publicUrl, sleep(5_000));
  const load = autocannon({
    url: `${origin}/api/analytics/track/`,
    method: 'POST',
    headers,
    connections: 20,
    overallRate: RATE / BATCH,
    duration: DURATION,
    requests: [{ method: 'POST', setupRequest: (request) => ({ ...request, body: batch() }) }],
  });
  const finished = Promise.resolve(load);
  const [result, busy] = await Promise.all([finished, probe(publicUrl, finished)]);
  const events = result['2xx'] * BATCH;
  print();
  print(`### Ingestion through POST /api/analytics/track/ (${autocannonVersion()})`);
  print();
  print(
    `target ${RATE} events/s (${RATE / BATCH} requests/s of ${BATCH} events, 20 connections) for ${DURATION} s over ${sessions.length} sessions`,
  );
  print(
    `achieved ${(events / DURATION).toFixed(0)} events/s (${result['2xx']} × 2xx, ${result.non2xx} non-2xx, ${result.errors + result.timeouts} errors)`,
  );
  print(
    `track latency: p50 ${result.latency.p50} ms, p97.5 ${result.latency.p97_5} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
  );
  print(
    `public ${publicUrl.replace(origin, '')}: idle p50 ${idle.p50.toFixed(1)} ms, p95 ${idle.p95.toFixed(1)} ms (${idle.count}); during ingestion p50 ${busy.p50.toFixed(1)} ms, p95 ${busy.p95.toFixed(1)} ms (${busy.count})`,
  );
  return result.non2xx + result.errors;
}

await runBenchmark(async () => {
  const database = await createPostgresDatabase();
  const pool = new pg.Pool({ connectionString: database.url, max: 4 });
  try {
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder: `${ROOT}apps/api/drizzle` });
    await generate(pool);
    const repository = createAnalyticsDashboardRepository(db);
    // The practice's zone as a fresh site has it (decision 086); the funnel's catalogue is empty.
    const timeZone = 'Europe/Berlin';
    const report = createAnalyticsReport(
      repository,
      async () => timeZone,
      async () => [],
    );
    const today = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 29 * DAY_MS).toISOString().slice(0, 10);
    const range: ReportRange = { from, to: today, siteLanguage: null };
    print(
      `PostgreSQL ${(await pool.query('show server_version')).rows[0].server_version}; range ${from} … ${today}`,
    );
    const raw = await timeQueries(report, range, 'Dashboard queries from the raw events only (30 days)');

    // As the hourly job does: every day that has ended (today stays raw).
    const rolling = performance.now();
    const days = await rollUp(
      {
        analyticsDashboard: repository,
        practiceSettings: { timeZone: async () => timeZone },
      } as unknown as Repositories,
      new Date(),
    );
    const rollupMs = performance.now() - rolling;
    print();
    print(
      `rolled up ${days} days in ${(rollupMs / 1000).toFixed(1)} s (${(rollupMs / days).toFixed(0)} ms a day)`,
    );
    const stored = (await repository.rolledDays({ ...range, timeZone })).length;
    const rolled = await timeQueries(
      report,
      range,
      `Dashboard queries with roll-ups (${stored} ended days of 30 rolled up; today raw)`,
    );
    const failures = await ingestion(database.url);
    print();
    print(`worst p95: raw ${raw.toFixed(0)} ms, with roll-ups ${rolled.toFixed(0)} ms (goal ${GOAL_MS} ms)`);
    if (rolled > GOAL_MS || failures > 0) process.exitCode = 1;
  } finally {
    await cleanup();
    await pool.end();
    await database.drop();
  }
}, 30 * 60_000);
