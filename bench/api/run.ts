/**
 * HTTP benchmark of the API's cached public GET endpoints against nginx serving the same bytes as a
 * static file, in one run on one machine (bench/README.md). A script, not a test:
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
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOME_CONTENT_TYPES } from '@wegweiser/contracts/constants';
import autocannon from 'autocannon';

const HOST = '127.0.0.1';
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const NGINX = process.env.BENCH_NGINX || '/usr/sbin/nginx';
const STATIC_NAME = 'by-types.json';

const connections = intFromEnv('BENCH_CONNECTIONS', 50, 1, 1_000);
const duration = intFromEnv('BENCH_DURATION', 10, 1, 300);
const warmup = intFromEnv('BENCH_WARMUP', 2, 0, 60);

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

const STARTUP_TIMEOUT_MS = 120_000;
/** Upper bound of a whole run; past it the run is aborted and cleaned up. */
const RUN_LIMIT_MS = STARTUP_TIMEOUT_MS + 30_000 + (ENDPOINTS.length + 1) * (warmup + duration + 15) * 1_000;

type Row = {
  target: string;
  url: string;
  bytes: number;
  reqPerSec: number;
  p99: number;
  non2xx: number;
  errors: number;
};

const children: ChildProcess[] = [];
const tempDirs: string[] = [];
let cleaning: Promise<void> | undefined;

function intFromEnv(key: string, fallback: number, min: number, max: number): number {
  const raw = process.env[key];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    console.error(`${key} must be an integer from ${min} to ${max}, got "${raw}"`);
    process.exit(2);
  }
  return value;
}

function print(line = '') {
  process.stdout.write(`${line}\n`);
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

/** Spawns a child in its own process group (so nginx's workers go with it) and remembers it. */
function start(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): { child: ChildProcess; log: () => string } {
  let output = '';
  const child = spawn(command, args, { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  children.push(child);
  return { child, log: () => output };
}

function alive(child: ChildProcess) {
  return child.exitCode === null && child.signalCode === null;
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

async function stop(child: ChildProcess) {
  if (alive(child)) {
    signalGroup(child, 'SIGTERM');
    for (let waited = 0; alive(child) && waited < 5_000; waited += 100) await sleep(100);
  }
  // The group may outlive its leader (nginx workers); SIGKILL whatever is left.
  signalGroup(child, 'SIGKILL');
}

function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    await Promise.all(children.map(stop));
    for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  })();
  return cleaning;
}

/** Polls `url` until it answers 200; fails when the child exits or the time is up. */
async function waitFor(url: string, child: ChildProcess, log: () => string, what: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!alive(child)) throw new Error(`${what} exited (${child.exitCode ?? child.signalCode}):\n${log()}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${what} did not answer 200 at ${url} within ${timeoutMs / 1000} s:\n${log()}`);
}

async function get(url: string): Promise<{ body: Buffer; cache: string | null; type: string | null }> {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}: ${body.toString()}`);
  return { body, cache: response.headers.get('x-cache'), type: response.headers.get('content-type') };
}

function nginxConfig(dir: string, port: number): string {
  return `# generated by bench/api/run.ts
daemon off;
master_process on;
worker_processes 1;
pid ${dir}/nginx.pid;
lock_file ${dir}/nginx.lock;
error_log ${dir}/error.log warn;

events {
  worker_connections 1024;
}

http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  tcp_nodelay on;
  keepalive_timeout 65s;
  keepalive_requests 1000000;
  server_tokens off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  types {
    application/json json;
  }
  default_type application/json;

  server {
    listen ${HOST}:${port};
    root ${dir}/www;
  }
}
`;
}

async function bench(target: string, url: string): Promise<autocannon.Result> {
  if (warmup > 0) {
    process.stderr.write(`warm-up  ${target}: ${warmup} s\n`);
    await autocannon({ url, connections, duration: warmup });
  }
  process.stderr.write(`measure  ${target}: ${connections} connections, ${duration} s\n`);
  return autocannon({ url, connections, duration });
}

function table(rows: Row[], nginxReqPerSec: number): string[] {
  const header = ['target', 'body bytes', 'req/s (avg)', 'p99 ms', 'non-2xx', 'errors', 'req/s ÷ nginx'];
  const body = rows.map((row) => [
    row.target,
    String(row.bytes),
    row.reqPerSec.toFixed(0),
    String(row.p99),
    String(row.non2xx),
    String(row.errors),
    row.target.startsWith('nginx') ? '1.00' : (row.reqPerSec / nginxReqPerSec).toFixed(2),
  ]);
  const widths = header.map((cell, i) => Math.max(cell.length, ...body.map((line) => line[i]?.length ?? 0)));
  const format = (cells: string[]) =>
    `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join(' | ')} |`;
  const rule = `|${widths.map((width, i) => (i === 0 ? `${'-'.repeat(width + 1)}-` : `${'-'.repeat(width + 1)}:`)).join('|')}|`;
  return [format(header), rule, ...body.map(format)];
}

async function main() {
  if (!existsSync(NGINX)) {
    console.error(
      `nginx not found at ${NGINX}. This benchmark compares the API with nginx serving a static file.\n` +
        'Install it (Debian/Ubuntu, as root):  apt-get update && apt-get install -y nginx-light\n' +
        '(or set BENCH_NGINX to the path of an nginx binary). The system nginx service is not used.',
    );
    process.exitCode = 1;
    return;
  }
  const nginxVersion = versionOf(NGINX);

  const apiPort = await freePort();
  const nginxPort = await freePort();
  const apiOrigin = `http://${HOST}:${apiPort}`;
  const nginxUrl = `http://${HOST}:${nginxPort}/${STATIC_NAME}`;

  // Product server: fresh embedded database, silent logs, cache lifetime longer than the run so every
  // measured request is a cache hit (the default 60 s would expire an entry mid-run once).
  const dataDir = tempDir('wegweiser-bench-data-');
  const serverEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(apiPort),
    HOST,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    CONTENT_CACHE_TTL_SECONDS: '3600',
  };
  delete serverEnv.DATABASE_URL;
  delete serverEnv.PUBLIC_URL;
  process.stderr.write(`starting API server on ${apiOrigin} (DATA_DIR ${dataDir}) …\n`);
  const server = start(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], serverEnv);
  await waitFor(`${apiOrigin}/api/health/`, server.child, server.log, 'API server', STARTUP_TIMEOUT_MS);

  // Warm the cache, then check every endpoint is now answered from it.
  const bodies: Buffer[] = [];
  for (const endpoint of ENDPOINTS) {
    await get(apiOrigin + endpoint.path);
    const second = await get(apiOrigin + endpoint.path);
    if (second.cache !== 'HIT') {
      throw new Error(`${endpoint.path} is not served from the response cache (x-cache: ${second.cache})`);
    }
    bodies.push(second.body);
  }
  const staticBody = bodies[STATIC_SOURCE];
  if (!staticBody) throw new Error('no body for the static file');

  // nginx: own config, pid, logs and temp paths in a temp folder; foreground; loopback only. The folder
  // is world-readable because nginx's worker drops root to `nobody` when started as root.
  const nginxDir = tempDir('wegweiser-bench-nginx-');
  chmodSync(nginxDir, 0o755);
  const www = join(nginxDir, 'www');
  mkdirSync(www, { mode: 0o755 });
  writeFileSync(join(www, STATIC_NAME), staticBody, { mode: 0o644 });
  const config = join(nginxDir, 'nginx.conf');
  writeFileSync(config, nginxConfig(nginxDir, nginxPort));
  process.stderr.write(`starting nginx on ${HOST}:${nginxPort} (config ${config}) …\n`);
  const nginx = start(NGINX, ['-p', nginxDir, '-e', join(nginxDir, 'error.log'), '-c', config], process.env);
  const nginxLog = () => {
    const errorLog = join(nginxDir, 'error.log');
    return nginx.log() + (existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : '');
  };
  await waitFor(nginxUrl, nginx.child, nginxLog, 'nginx', 10_000);
  const served = await get(nginxUrl);
  if (!served.body.equals(staticBody)) throw new Error('nginx does not serve the same bytes as the API');
  if (!served.type?.startsWith('application/json')) throw new Error(`nginx content-type: ${served.type}`);

  // Measure, one target at a time.
  const targets = [
    ...ENDPOINTS.map((endpoint, i) => ({
      target: endpoint.name,
      url: apiOrigin + endpoint.path,
      bytes: bodies[i]?.length ?? 0,
    })),
    { target: `nginx static (= by_types body)`, url: nginxUrl, bytes: staticBody.length },
  ];
  const rows: Row[] = [];
  for (const target of targets) {
    const result = await bench(target.target, target.url);
    rows.push({
      ...target,
      reqPerSec: result.requests.average,
      p99: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
    });
  }

  const nginxRow = rows[rows.length - 1];
  const date = new Date().toISOString();
  const overrides = [
    process.env.BENCH_CONNECTIONS ? `BENCH_CONNECTIONS=${connections} ` : '',
    process.env.BENCH_DURATION ? `BENCH_DURATION=${duration} ` : '',
    process.env.BENCH_WARMUP ? `BENCH_WARMUP=${warmup} ` : '',
  ].join('');
  const cpu = cpus();
  print();
  print(`command:    ${overrides}npm run bench:api   (node --import tsx bench/api/run.ts)`);
  print(`date:       ${date}`);
  print(`node:       ${process.version}`);
  print(`nginx:      ${nginxVersion}`);
  print(
    `autocannon: ${autocannonVersion()}, ${connections} connections, ${duration} s per target after a ${warmup} s warm-up`,
  );
  print(
    `machine:    ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}; autocannon, API server and nginx share it`,
  );
  print();
  for (const line of table(rows, nginxRow?.reqPerSec ?? Number.NaN)) print(line);
  print();
  for (const row of rows) print(`${row.target}: ${row.url}`);

  const failed = rows.filter((row) => row.non2xx > 0 || row.errors > 0 || row.reqPerSec === 0);
  if (failed.length > 0) {
    console.error(`\nnon-2xx responses or errors on: ${failed.map((row) => row.target).join(', ')}`);
    process.exitCode = 1;
  }
}

/** `nginx -v` prints `nginx version: nginx/1.22.1` on stderr. */
function versionOf(nginx: string): string {
  const result = spawnSync(nginx, ['-v'], { encoding: 'utf8' });
  return `${result.stderr}${result.stdout}`.replace(/^nginx version:\s*/, '').trim() || 'unknown';
}

function autocannonVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'node_modules/autocannon/package.json'), 'utf8'));
    return `autocannon ${pkg.version}`;
  } catch {
    return 'autocannon';
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping servers and removing temp folders …`);
    void cleanup().finally(() => process.exit(130));
  });
}

const watchdog = setTimeout(() => {
  console.error(`run exceeded ${Math.round(RUN_LIMIT_MS / 1000)} s: aborting`);
  void cleanup().finally(() => process.exit(1));
}, RUN_LIMIT_MS);

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  clearTimeout(watchdog);
  await cleanup();
}
