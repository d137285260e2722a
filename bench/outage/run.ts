/**
 * How long public pages take while PostgreSQL is unreachable (issue 4 point 5, decision 009). A
 * script, not a test — the pass/fail bound lives in apps/server/src/database-outage.postgres.test.ts:
 *
 *   npm run bench:outage          (node --import tsx bench/outage/run.ts)
 *
 * Needs the built site (`npm run build`) and the PostgreSQL at TEST_POSTGRES_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres): creates a uniquely named database there and drops it
 * afterwards; the server reaches it through a TCP proxy this script cuts and restores. Starts the
 * product server in process on a free loopback port with CONTENT_CACHE_TTL_SECONDS=0 (nothing is ever
 * fresh, so every page asks the database: the worst case) and requests pages over HTTP.
 *
 * Environment: BENCH_ROUNDS (passes over all pages per scenario, default 3).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@wegweiser/api/config';
import type { FastifyInstance } from 'fastify';
import { type CutMode, TcpProxy } from '../../apps/api/test/helpers/tcp-proxy';
import { createPostgresDatabase } from '../../apps/api/test/helpers/test-database';
import { buildServer } from '../../apps/server/src/server';
import { SITE_PAGES } from '../../apps/server/src/testing/site-routes';

const ROUNDS = Math.max(1, Math.min(50, Number(process.env.BENCH_ROUNDS) || 3));
const PAGES = [...SITE_PAGES, '/?lang=en', '/legal/imprint?lang=en'];

type Row = { scenario: string; first: number; median: number; max: number; statuses: string };

/** A database of its own behind a proxy; the cold start gets a second, empty one. */
const databases = [
  await createPostgresDatabase(undefined, { durableCommits: true }),
  await createPostgresDatabase(undefined, { durableCommits: true }),
] as const;
const proxies = [await TcpProxy.start(databases[0].url), await TcpProxy.start(databases[1].url)] as const;
const dataDirs: string[] = [];
const servers: FastifyInstance[] = [];

async function start(index: 0 | 1): Promise<string> {
  const database = databases[index];
  const proxy = proxies[index];
  const dataDir = mkdtempSync(join(tmpdir(), 'wegweiser-bench-outage-'));
  dataDirs.push(dataDir);
  const app = await buildServer(
    loadConfig({
      NODE_ENV: 'production',
      APP_SECRET: 'bench-secret-bench-secret-bench-secret-0',
      // Required in production (decision 019); the port is chosen at listen, and no URL is compared.
      PUBLIC_URL: 'http://127.0.0.1',
      LOG_LEVEL: 'silent',
      DATABASE_URL: proxy.urlFor(database.url),
      DATA_DIR: dataDir,
      CONTENT_CACHE_TTL_SECONDS: '0',
    }),
  );
  servers.push(app);
  return app.listen({ host: '127.0.0.1', port: 0 });
}

async function get(base: string, path: string) {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, {
    redirect: 'manual',
    headers: { 'accept-language': 'de' },
  });
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

/** The first page after `before` (the request that meets the outage), then ROUNDS passes over all pages. */
async function measure(scenario: string, base: string, before?: () => void): Promise<Row> {
  before?.();
  const first = await get(base, '/');
  const times: number[] = [];
  const statuses = new Map<number, number>();
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const path of PAGES) {
      const { ms, status } = await get(base, path);
      times.push(ms);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  }
  times.sort((a, b) => a - b);
  return {
    scenario,
    first: first.ms,
    median: times[Math.floor(times.length / 2)] ?? 0,
    max: times[times.length - 1] ?? 0,
    statuses: [...statuses].map(([status, count]) => `${count}×${status}`).join(' '),
  };
}

async function recover(base: string, proxy: TcpProxy): Promise<number> {
  const started = performance.now();
  proxy.restore();
  for (;;) {
    if ((await fetch(`${base}/api/health/`)).status === 200) return performance.now() - started;
    if (performance.now() - started > 30_000) throw new Error('the database did not come back in 30 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const rows: Row[] = [];
const recoveries: string[] = [];
try {
  const [proxy, emptyProxy] = proxies;
  const base = await start(0);
  rows.push(await measure('database up (every page asks it)', base));
  for (const mode of ['reset', 'blackhole', 'stall'] as CutMode[]) {
    rows.push(await measure(`cut: ${mode} (last good answers)`, base, () => proxy.cut(mode)));
    recoveries.push(`${mode}: ${Math.round(await recover(base, proxy))} ms`);
  }

  emptyProxy.cut('blackhole');
  const startedAt = performance.now();
  const cold = await start(1);
  const startup = performance.now() - startedAt;
  rows.push(await measure('cold start, database black-holed', cold));
  recoveries.push(
    `cold start: ${Math.round(await recover(cold, emptyProxy))} ms (empty database: migrate + seed included)`,
  );

  const round = (ms: number) => String(Math.round(ms)).padStart(5);
  console.info(`command:  npm run bench:outage   (node --import tsx bench/outage/run.ts)`);
  console.info(`date:     ${new Date().toISOString()}`);
  console.info(`node:     ${process.version}; machine: ${cpus().length} × ${cpus()[0]?.model ?? '?'}`);
  console.info(`pages:    ${PAGES.length} per pass, ${ROUNDS} passes per scenario, over HTTP on loopback`);
  console.info('');
  console.info(
    '| scenario                           | first page ms | median ms | max ms | answers        |',
  );
  console.info(
    '|------------------------------------|--------------:|----------:|-------:|----------------|',
  );
  for (const row of rows) {
    console.info(
      `| ${row.scenario.padEnd(34)} | ${round(row.first).padStart(13)} | ${round(row.median).padStart(9)} | ${round(row.max).padStart(6)} | ${row.statuses.padEnd(14)} |`,
    );
  }
  console.info('');
  console.info(`start-up with the database black-holed: ${Math.round(startup)} ms`);
  console.info(`back to health 200 after restore: ${recoveries.join('; ')}`);
} finally {
  for (const app of servers) await app.close().catch(() => {});
  for (const proxy of proxies) await proxy.close();
  for (const database of databases) await database.drop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}
