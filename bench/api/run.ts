/**
 * HTTP benchmark of the API's cached public GET endpoints against nginx serving the same bytes — as a
 * static file, and as the same answer (body and headers, the reference of the last column) — in one
 * run on one machine (bench/README.md). A script, not a test:
 *
 *   npm run bench:api            (node --import tsx bench/api/run.ts)
 *
 * Starts the product server (fresh embedded database in a temp folder) and an nginx of its own (generated
 * config in a temp folder, never the system service), both on free loopback ports, then runs autocannon
 * against each target in turn: a warm-up run, then the measured run. Prints a table and cleans up
 * (servers killed, temp folders removed) on success, failure and SIGINT/SIGTERM.
 *
 * Environment: BENCH_CONNECTIONS (default 50), BENCH_DURATION (seconds, default 10),
 * BENCH_WARMUP (seconds, default 2), BENCH_NGINX (path of the nginx binary, default /usr/sbin/nginx).
 */
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { HOME_CONTENT_TYPES } from '@wegweiser/contracts/constants';
import { autocannonVersion, failedRows, measure, type Row, table } from '../support/autocannon';
import { groupCpuSeconds } from '../support/cpu';
import { requireNginx, startNginx } from '../support/nginx';
import {
  freePort,
  HOST,
  intFromEnv,
  print,
  runBenchmark,
  start,
  tempDir,
  waitFor,
} from '../support/processes';
import { STARTUP_TIMEOUT_MS, startProductServer } from '../support/product-server';

const STATIC_NAME = 'by-types.json';
const SAME_ANSWER_NAME = 'by-types-answer.json';

const settings = {
  connections: intFromEnv('BENCH_CONNECTIONS', 50, 1, 1_000),
  duration: intFromEnv('BENCH_DURATION', 10, 1, 300),
  warmup: intFromEnv('BENCH_WARMUP', 2, 0, 60),
};

const ENDPOINTS = [
  { name: 'API services/featured (de)', path: '/api/services/featured/?language=de' },
  {
    name: 'API static-content/by_types (en)',
    path: `/api/content/multilingual/static-content/by_types/?types=${HOME_CONTENT_TYPES.join(',')}&language=en`,
  },
  { name: 'API services/packages/featured (fr)', path: '/api/services/packages/featured/?language=fr' },
] as const;
/** The endpoint whose response body nginx serves as its static file. */
const STATIC_SOURCE = 1;

/** Upper bound of a whole run; past it the run is aborted and cleaned up. */
const RUN_LIMIT_MS =
  STARTUP_TIMEOUT_MS + 30_000 + (ENDPOINTS.length + 1) * (settings.warmup + settings.duration + 15) * 1_000;

/** Headers nginx writes itself (framing, its own name) or from its `default_type`. */
const NGINX_OWN = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive', 'server']);

type Answer = { body: Buffer; cache: string | null; headers: [string, string][] };

async function get(url: string): Promise<Answer> {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}: ${body.toString()}`);
  const headers = [...response.headers].filter(([name]) => !NGINX_OWN.has(name));
  return { body, cache: response.headers.get('x-cache'), headers };
}

/**
 * The same bytes from a Node.js process that only writes a ready buffer: node:http alone, and a bare
 * Fastify route. They bound what any cache hit in Node.js can reach here (bench/README.md).
 */
async function startReadyBufferServers(body: Buffer) {
  const file = join(tempDir('wegweiser-bench-ready-'), STATIC_NAME);
  writeFileSync(file, body);
  const servers = [];
  for (const mode of ['node', 'fastify'] as const) {
    const port = await freePort();
    const started = start(
      process.execPath,
      ['bench/api/ready-buffer-server.mjs', file, mode, String(port)],
      process.env,
    );
    const url = `http://${HOST}:${port}/${STATIC_NAME}`;
    await waitFor(url, started, `ready-buffer server (${mode})`, 30_000);
    servers.push({
      target: `${mode === 'node' ? 'node:http' : 'bare Fastify'}, ready buffer (= by_types body)`,
      url,
      bytes: body.length,
      pid: started.child.pid,
    });
  }
  return servers;
}

async function main() {
  requireNginx('This benchmark compares the API with nginx serving a static file.');
  const server = await startProductServer();

  // Warm the cache, then check every endpoint is now answered from it.
  const answers: Answer[] = [];
  for (const endpoint of ENDPOINTS) {
    await get(server.origin + endpoint.path);
    const second = await get(server.origin + endpoint.path);
    if (second.cache !== 'HIT') {
      throw new Error(`${endpoint.path} is not served from the response cache (x-cache: ${second.cache})`);
    }
    answers.push(second);
  }
  const bodies = answers.map((answer) => answer.body);
  const source = answers[STATIC_SOURCE];
  if (!source) throw new Error('no body for the static file');
  const staticBody = source.body;
  // The same answer on the wire (body and headers): the reference (bench/README.md). The plain
  // static file beside it shows what the API's headers cost a client that parses them.
  const nginx = await startNginx([
    { name: STATIC_NAME, body: staticBody, contentType: 'application/json' },
    {
      name: SAME_ANSWER_NAME,
      body: staticBody,
      contentType: 'application/json; charset=utf-8',
      headers: source.headers,
    },
  ]);
  const ceilings = await startReadyBufferServers(staticBody);

  // Measure, one target at a time.
  const targets = [
    ...ENDPOINTS.map((endpoint, i) => ({
      target: endpoint.name,
      url: server.origin + endpoint.path,
      bytes: bodies[i]?.length ?? 0,
      pid: server.child.pid,
    })),
    ...ceilings,
    {
      target: 'nginx static (= by_types body)',
      url: `${nginx.origin}/${STATIC_NAME}`,
      bytes: staticBody.length,
      pid: nginx.pid,
    },
    {
      target: 'nginx, same answer (= by_types body and headers)',
      url: `${nginx.origin}/${SAME_ANSWER_NAME}`,
      bytes: staticBody.length,
      pid: nginx.pid,
    },
  ];
  const rows: Row[] = [];
  for (const target of targets) {
    // Each server's CPU time per answered request: far steadier than req/s on a shared machine.
    const cpu = () => groupCpuSeconds(target.pid);
    rows.push(await measure(target.target, target.url, target.bytes, settings, {}, cpu));
  }

  const overrides = [
    process.env.BENCH_CONNECTIONS ? `BENCH_CONNECTIONS=${settings.connections} ` : '',
    process.env.BENCH_DURATION ? `BENCH_DURATION=${settings.duration} ` : '',
    process.env.BENCH_WARMUP ? `BENCH_WARMUP=${settings.warmup} ` : '',
  ].join('');
  const cpu = cpus();
  print();
  print(`command:    ${overrides}npm run bench:api   (node --import tsx bench/api/run.ts)`);
  print(`date:       ${new Date().toISOString()}`);
  print(`node:       ${process.version}`);
  print(`nginx:      ${nginx.version}`);
  print(
    `autocannon: ${autocannonVersion()}, ${settings.connections} connections, ${settings.duration} s per target after a ${settings.warmup} s warm-up`,
  );
  print(
    `machine:    ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}; autocannon, API server and nginx share it`,
  );
  print();
  for (const line of table(rows, rows[rows.length - 1])) print(line);
  print();
  for (const row of rows) print(`${row.target}: ${row.url}`);

  const failed = failedRows(rows);
  if (failed.length > 0) {
    console.error(`\nnon-2xx responses or errors on: ${failed.map((row) => row.target).join(', ')}`);
    process.exitCode = 1;
  }
}

await runBenchmark(main, RUN_LIMIT_MS);
