/**
 * HTTP benchmark of the cached home page against nginx serving the same HTML bytes as a static file,
 * in one run on one machine (bench/README.md). A script, not a test:
 *
 *   npm run build && npm run bench:ssr        (node --import tsx bench/ssr/run.ts)
 *
 * Starts the product server (fresh embedded database in a temp folder) and an nginx of its own, warms
 * the home page until the page cache answers it (`x-cache: HIT`), gives nginx those bytes as
 * text/html, then runs autocannon against each target in turn, in rounds: the product server without and with
 * Chromium's Accept-Encoding (gzip joined from parts deflated once, decision 011), and nginx. Also
 * prints what a render (cache miss) takes and what each answer's own work costs, next to what
 * compressing every answer whole would. Cleans up on every way out.
 *
 * Environment: BENCH_CONNECTIONS (default 50), BENCH_DURATION (seconds, default 10),
 * BENCH_WARMUP (seconds, default 2), BENCH_ROUNDS (rounds of all targets, default 3),
 * BENCH_NGINX (path of the nginx binary, default /usr/sbin/nginx).
 */
import { request } from 'node:http';
import { cpus } from 'node:os';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import {
  documentTemplate,
  fillTemplate,
  gzipTemplate,
  staticBlock,
} from '../../apps/web/src/server/document-template';
import { autocannonVersion, failedRows, measure, type Row, table } from '../support/autocannon';
import { requireNginx, startNginx } from '../support/nginx';
import { intFromEnv, print, runBenchmark } from '../support/processes';
import { STARTUP_TIMEOUT_MS, startProductServer } from '../support/product-server';

const STATIC_NAME = 'home.html';
const PAGE = '/';
/** Sequential renders (each URL new to the page cache) for the miss latency. */
const RENDERS = 20;
/** Runs per step for the per-answer cost. */
const RUNS = 200;
/** What Chromium sends. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const settings = {
  connections: intFromEnv('BENCH_CONNECTIONS', 50, 1, 1_000),
  duration: intFromEnv('BENCH_DURATION', 10, 1, 300),
  warmup: intFromEnv('BENCH_WARMUP', 2, 0, 60),
  rounds: intFromEnv('BENCH_ROUNDS', 3, 1, 10),
};

/** Upper bound of a whole run; past it the run is aborted and cleaned up. */
const RUN_LIMIT_MS =
  STARTUP_TIMEOUT_MS + 90_000 + settings.rounds * 3 * (settings.warmup + settings.duration + 15) * 1_000;

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A GET with exactly the given headers (besides Host and Connection), as autocannon sends it. */
function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers, timeout: 30_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`GET ${url}: timeout`)));
    req.on('error', reject);
    req.end();
  });
}

async function cachedPage(origin: string, headers: Record<string, string>): Promise<Answer> {
  await get(origin + PAGE, headers);
  const answer = await get(origin + PAGE, headers);
  if (answer.status !== 200) throw new Error(`GET ${PAGE} answered ${answer.status}`);
  if (answer.headers['x-cache'] !== 'HIT') {
    throw new Error(`${PAGE} is not served from the page cache (x-cache: ${answer.headers['x-cache']})`);
  }
  return answer;
}

/**
 * Median of sequential cache misses: the same page for language inputs the cache has not seen. The
 * page cache keys on the query a page reads (`?bench=` would be a hit), and remembers what each
 * request's language inputs resolved to: an Accept-Language it has not met (German first, then a
 * tag of no language the site has) renders the German page again.
 */
async function renderMedianMs(origin: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < RENDERS; i++) {
    const start = performance.now();
    const answer = await get(origin + PAGE, { 'accept-language': `de, x-bench-${i};q=0.1` });
    times.push(performance.now() - start);
    if (answer.headers['x-cache'] !== 'MISS') throw new Error(`render ${i} was not a miss`);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? Number.NaN;
}

/**
 * The page as the server keeps it (decisions 074 and 114): its own bytes around the site's inline
 * stylesheet, a static block deflated once. A page answer carries no nonce (its policy names the
 * inline scripts' and styles' hashes), so an answer joins the parts as they are.
 */
function servedTemplate(html: string) {
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '');
  // The stylesheet, not the theme's few custom properties before it.
  const css = styles.sort((a, b) => b.length - a.length)[0];
  if (!css) throw new Error('no inline stylesheet in the page');
  const at = html.indexOf(css);
  const stylesheet = staticBlock(css);
  const template = documentTemplate(
    () => html.slice(0, at) + stylesheet.marker + html.slice(at + css.length),
    [stylesheet],
  );
  if (!fillTemplate(template, '').equals(Buffer.from(html, 'utf8'))) {
    throw new Error('the page kept as parts does not join to the page served');
  }
  return template;
}

/** Mean cost per answer of the steps a cached answer adds, and of compressing each answer whole. */
async function perAnswerCosts(body: Buffer) {
  const template = servedTemplate(body.toString('utf8'));
  const time = async (run: () => Promise<Buffer> | Buffer) => {
    for (let i = 0; i < 20; i++) await run();
    const start = performance.now();
    for (let i = 0; i < RUNS; i++) await run();
    return { ms: (performance.now() - start) / RUNS, bytes: (await run()).length };
  };
  const brotli = (quality: number) => () =>
    brotliAsync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
  return [
    { step: 'plain: joined parts (served)', ...(await time(() => fillTemplate(template, ''))) },
    { step: 'gzip: joined parts (served)', ...(await time(() => gzipTemplate(template, ''))) },
    { step: 'whole answer, gzip level 6', ...(await time(() => gzipAsync(body, { level: 6 }))) },
    { step: 'whole answer, brotli quality 4', ...(await time(brotli(4))) },
    { step: 'whole answer, brotli quality 5', ...(await time(brotli(5))) },
  ];
}

async function main() {
  requireNginx('This benchmark compares the page cache with nginx serving the same HTML.');
  const server = await startProductServer();
  const plain = await cachedPage(server.origin, {});
  const gzipped = await cachedPage(server.origin, { 'accept-encoding': BROWSER_ENCODINGS });
  if (gzipped.headers['content-encoding'] !== 'gzip') throw new Error('the page was not gzipped');
  const nginx = await startNginx([{ name: STATIC_NAME, body: plain.body, contentType: 'text/html' }]);

  const renderMs = await renderMedianMs(server.origin);
  const costs = await perAnswerCosts(plain.body);

  // Rounds of all three targets in turn: load from elsewhere on the machine then hits each target of
  // a round alike, so the ratio within a round holds even when absolute rates drift between rounds.
  const targets: { name: string; url: string; bytes: number; headers: Record<string, string> }[] = [
    { name: 'page cache HIT, plain', url: server.origin + PAGE, bytes: plain.body.length, headers: {} },
    {
      name: 'page cache HIT, gzip',
      url: server.origin + PAGE,
      bytes: gzipped.body.length,
      headers: { 'accept-encoding': BROWSER_ENCODINGS },
    },
    {
      name: 'nginx static (same bytes)',
      url: `${nginx.origin}/${STATIC_NAME}`,
      bytes: plain.body.length,
      headers: {},
    },
  ];
  const rounds: Row[][] = [];
  for (let round = 0; round < settings.rounds; round++) {
    const rows: Row[] = [];
    for (const target of targets) {
      rows.push(await measure(target.name, target.url, target.bytes, settings, target.headers));
    }
    rounds.push(rows);
  }
  const ratios = (index: number) =>
    rounds.map((rows) => (rows[index]?.reqPerSec ?? 0) / (rows[rows.length - 1]?.reqPerSec ?? Number.NaN));
  const median = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

  const overrides = [
    process.env.BENCH_CONNECTIONS ? `BENCH_CONNECTIONS=${settings.connections} ` : '',
    process.env.BENCH_DURATION ? `BENCH_DURATION=${settings.duration} ` : '',
    process.env.BENCH_WARMUP ? `BENCH_WARMUP=${settings.warmup} ` : '',
    process.env.BENCH_ROUNDS ? `BENCH_ROUNDS=${settings.rounds} ` : '',
  ].join('');
  const cpu = cpus();
  print();
  print(`command:    ${overrides}npm run bench:ssr   (node --import tsx bench/ssr/run.ts)`);
  print(`date:       ${new Date().toISOString()}`);
  print(`node:       ${process.version}`);
  print(`nginx:      ${nginx.version}`);
  print(
    `autocannon: ${autocannonVersion()}, ${settings.connections} connections, ${settings.duration} s per target after a ${settings.warmup} s warm-up, ${settings.rounds} rounds`,
  );
  print(
    `machine:    ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}; autocannon, server and nginx share it`,
  );
  print(`page:       ${PAGE} (German, no cookie or Accept-Language), ${plain.body.length} bytes`);
  rounds.forEach((rows, round) => {
    print();
    print(`round ${round + 1} of ${rounds.length}:`);
    for (const line of table(rows, rows[rows.length - 1])) print(line);
  });
  print();
  const plainRatios = ratios(0);
  const gzipRatios = ratios(1);
  const list = (values: number[]) => values.map((value) => value.toFixed(2)).join(', ');
  print(
    `cached home page ÷ nginx (plain, same bytes): median ${median(plainRatios).toFixed(2)} of ${list(plainRatios)}  (goal ≥ 0.5)`,
  );
  print(
    `cached home page, gzip (what browsers get) ÷ nginx plain: median ${median(gzipRatios).toFixed(2)} of ${list(gzipRatios)}`,
  );
  print(`render on a cache miss: median ${renderMs.toFixed(1)} ms of ${RENDERS} sequential requests`);
  print(`per answer (mean of ${RUNS} sequential runs in the benchmark process, this page):`);
  for (const cost of costs)
    print(`  ${cost.step.padEnd(32)} ${cost.ms.toFixed(3)} ms  → ${cost.bytes} bytes`);

  const failed = failedRows(rounds.flat());
  if (failed.length > 0) {
    console.error(`\nnon-2xx responses or errors on: ${failed.map((row) => row.target).join(', ')}`);
    process.exitCode = 1;
  }
}

await runBenchmark(main, RUN_LIMIT_MS);
