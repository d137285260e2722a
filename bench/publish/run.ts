/**
 * How soon a publish is live on ANOTHER server process (issue 13 points 8 and 10, decision 049). A
 * script, not a test (bench/README.md):
 *
 *   npm run build && npm run bench:publish          (node --import tsx bench/publish/run.ts)
 *
 * Needs the built site and PostgreSQL at TEST_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres):
 * creates a uniquely named database there and drops it afterwards. Starts two production server
 * processes (`apps/server/src/main.ts`, NODE_ENV=production) on that database: A first (it migrates,
 * seeds and creates the owner from OWNER_EMAIL/OWNER_PASSWORD), then B. Signs in on A as the console
 * does, then BENCH_ROUNDS times: reads the service's German page and API answer on B until B's caches
 * hold them (`x-cache: HIT`; the content cache lives an hour, so nothing but the announcement can
 * change them), changes the service's German title through A's console API and publishes it, and
 * polls B's page and B's API answer back to back until both show the new title. The time counts
 * from sending the publish request (the owner's click) to B's first answer with the new title.
 *
 * Goal: p95 ≤ 1 s for B's page. Exits 1 when the p95 of the page or the API answer is over it, or a
 * title does not appear within 10 s.
 *
 * Environment: BENCH_ROUNDS (publishes, default 30).
 */
import { consoleClient } from '../support/console-client';
import { GIVE_UP_MS, get, summary, until, warm } from '../support/live-content';
import { intFromEnv, print, runBenchmark } from '../support/processes';
import { startProcessesOnPostgres } from '../support/processes-on-postgres';
import { STARTUP_TIMEOUT_MS } from '../support/product-server';

const ROUNDS = intFromEnv('BENCH_ROUNDS', 30, 1, 500);
const GOAL_P95_MS = 1_000;
const OWNER = { email: 'owner@bench.example', password: 'Bench-Leuchtturm-Abendrot-52' };
const APP_SECRET = 'bench-publish-secret-bench-publish-secret';

async function main() {
  const {
    processes: [a, b],
  } = await startProcessesOnPostgres({
    count: 2,
    owner: OWNER,
    env: () => ({ NODE_ENV: 'production', APP_SECRET }),
  });
  if (!a || !b) throw new Error('two processes were asked for');

  const owner = consoleClient(a.origin);
  await owner.signIn(OWNER);
  const list = await owner.json('GET', '/api/admin/services/');
  const key = list.results[0].key as string;
  const slug = (await owner.json('GET', `/api/admin/services/${key}/`)).document.slug as string;
  const page = `${b.origin}/services/${slug}?lang=de`;
  const api = `${b.origin}/api/services/${slug}/?language=de`;

  const pageMs: number[] = [];
  const apiMs: number[] = [];
  const publishMs: number[] = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    await warm(page);
    await warm(api);
    const title = `Karrierecoaching Runde ${round} ${Date.now().toString(36)}`;
    const current = await owner.json('GET', `/api/admin/services/${key}/`);
    const saved = await owner.json('PATCH', `/api/admin/services/${key}/`, {
      version: current.version,
      title: { de: title },
    });
    if ((await get(page)).body.includes(title)) throw new Error('a draft showed on the public page');

    const clicked = performance.now();
    await owner.json('POST', `/api/admin/services/${key}/publish/`, { version: saved.version });
    publishMs.push(performance.now() - clicked);
    const [pageAt, apiAt] = await Promise.all([
      until(page, `${title}</h1>`, clicked),
      until(api, `"title":"${title}"`, clicked),
    ]);
    pageMs.push(pageAt);
    apiMs.push(apiAt);
  }

  const rows = [
    summary("B's page shows the new title", pageMs),
    summary("B's API answers the new title", apiMs),
    summary("A's publish request (for scale)", publishMs),
  ];
  print(`${ROUNDS} publishes through process A (${a.origin}), read on process B (${b.origin})`);
  print(`service /services/${slug}, German title; times from sending the publish request, in ms`);
  print();
  print(`| ${'measure'.padEnd(34)} |    p50 |    p95 |    max |`);
  print(`| ${'-'.repeat(34)} | -----: | -----: | -----: |`);
  for (const row of rows) print(row.line);
  print();
  const [pageRow, apiRow] = rows;
  const over = [pageRow, apiRow].filter((row) => (row?.p95 ?? 0) > GOAL_P95_MS);
  print(`goal: p95 ≤ ${GOAL_P95_MS} ms on B — ${over.length === 0 ? 'met' : 'MISSED'}`);
  if (over.length > 0) process.exitCode = 1;
}

await runBenchmark(main, 2 * STARTUP_TIMEOUT_MS + ROUNDS * 3 * GIVE_UP_MS);
