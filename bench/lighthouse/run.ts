/**
 * Lighthouse (mobile preset: Moto G Power emulation, simulated slow 4G, 4× CPU slowdown) against the
 * built site served by the product server, in Debian's Chromium. Each page is measured BENCH_RUNS
 * times (default 5; see RUNS), each run in a fresh Chromium; every figure reported is the median of its runs
 * (each category score, LCP, CLS and TBT separately), checked against the issue's budget (every
 * category ≥ 98, LCP ≤ 1.5 s, CLS 0, TBT ≤ 50 ms). A script, not a test:
 *
 *   npm run build && npm run bench:lighthouse     (node --import tsx bench/lighthouse/run.ts)
 *
 * The site is served as browsers meet it in production: over HTTPS with HTTP/2, which the product
 * server terminates itself (TLS_CERT_FILE/TLS_KEY_FILE with the committed test certificate;
 * decision 015; Chromium is told to accept that certificate). BENCH_PROTOCOL=http1 measures plain
 * HTTP/1.1 on loopback instead, with no TLS handshake and one connection per parallel request.
 *
 * Lighthouse lives in its own package (bench/lighthouse/package.json, installed here on first use with
 * `npm ci --prefix bench/lighthouse`): on Node 20 it needs dependency overrides that would otherwise
 * leak into the workspace (shared/design/TOOLCHAIN.md).
 *
 * A first, discarded run of `/` warms Chromium and the machine's caches (BENCH_WARMUP, default 1).
 * Each page is then asked for as Chromium asks until the server answers it brotli, as its cache
 * does once a page has been answered twice (prime-cache.ts): every run meets the warm answer.
 *
 * Under each page: what the simulated first paint waited for in each run (fcp-path.ts): the
 * document's transfer size and the moment its last byte arrives, other requests, main-thread time.
 *
 * After the pages, the same number of runs of a floor page (a heading and a paragraph, no CSS, no
 * script; floor-page.ts) shows what a navigation alone costs on the machine (BENCH_FLOOR=0 skips it).
 *
 * Environment: BENCH_RUNS (1–9), BENCH_WARMUP (0–3), BENCH_FLOOR (0 | 1), BENCH_PAGES (comma-separated paths; default the seven pages of the
 * issue), BENCH_PROTOCOL (h2 | http1), CHROMIUM_PATH (default /usr/bin/chromium), BENCH_REPORTS=1
 * writes the report of each page's median-performance run to bench/lighthouse/results/ (HTML and its lhr JSON).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tooling/chromium';
import { getText, intFromEnv, print, ROOT, runBenchmark } from '../support/processes';
import { STARTUP_TIMEOUT_MS, startProductServer } from '../support/product-server';
import {
  describeFcpPath,
  describeLcpPaths,
  FCP_GRAPH_LABEL,
  type LanternNode,
  type LanternTiming,
  LCP_GRAPH_LABELS,
  summarizeFcpPath,
} from './fcp-path';
import { startFloorServer } from './floor-page';
import { primeCachedAnswer } from './prime-cache';

const PACKAGE_DIR = join(ROOT, 'bench/lighthouse');
// Five, where the issue names three: on this 2-core machine about one run in four meets a CPU spike
// from the other processes (TBT 100 ms on a page that otherwise blocks 1–10 ms), and a median of
// three lands on it whenever two do. Every run's figures are printed (bench/results/).
const RUNS = intFromEnv('BENCH_RUNS', 5, 1, 9);
const WARMUP = intFromEnv('BENCH_WARMUP', 1, 0, 3);
// The floor page's runs (BENCH_FLOOR=0 skips them): the share of TBT the machine itself adds.
const FLOOR = process.env.BENCH_FLOOR !== '0';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const BUDGET = { score: 98, lcpMs: 1_500, cls: 0, tbtMs: 50 };
/** Issue 26 point 4: LCP at the floor on the home page and a package page, every category at 100. */
const AT_THE_FLOOR = { lcpMs: 1_000, score: 100 };
const lcpAtTheFloor = (path: string) => path === '/' || path.startsWith('/services/packages/');
const protocolSetting = process.env.BENCH_PROTOCOL ?? 'h2';
if (protocolSetting !== 'h2' && protocolSetting !== 'http1') {
  console.error(`BENCH_PROTOCOL must be h2 or http1, got "${protocolSetting}"`);
  process.exit(2);
}
const PROTOCOL: 'h2' | 'http1' = protocolSetting;

type Category = (typeof CATEGORIES)[number];
type Run = {
  scores: Record<Category, number>;
  lcpMs: number;
  /** First Contentful Paint of the same run: LCP − FCP is what a page adds on top of its first paint. */
  fcpMs: number;
  cls: number;
  tbtMs: number;
  failing: string[];
  /** What the simulated FCP waited for (fcp-path.ts). */
  fcpPath: string;
  /** What the two simulated LCP graphs waited for (fcp-path.ts). */
  lcpPaths: string;
  html?: string;
  /** The run's whole result (lhr) as JSON, for BENCH_REPORTS=1: network requests, tasks, metrics. */
  json?: string;
};
type LighthouseResult = {
  lhr: {
    categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
    audits: Record<
      string,
      { numericValue?: number; score: number | null; title: string; explanation?: string }
    >;
    runtimeError?: { message: string };
  };
  report: string | string[];
};
type LighthouseModule = {
  default: (url: string, flags: Record<string, unknown>) => Promise<LighthouseResult | undefined>;
};
type LanternModule = {
  Simulation: { Simulator: { allNodeTimings: Map<string, Map<LanternNode, LanternTiming>> } };
};
/** The simulator's node timings of the last run, by graph (set in main once Lighthouse is loaded). */
let lanternTimings: LanternModule['Simulation']['Simulator']['allNodeTimings'] = new Map();
type ChromeLauncher = {
  launch: (options: {
    chromePath: string;
    chromeFlags: string[];
  }) => Promise<{ port: number; kill: () => void }>;
};

function ensureInstalled() {
  if (existsSync(join(PACKAGE_DIR, 'node_modules/lighthouse/package.json'))) return;
  process.stderr.write('installing lighthouse into bench/lighthouse (npm ci) …\n');
  const result = spawnSync('npm', ['ci', '--prefix', PACKAGE_DIR, '--no-audit', '--no-fund'], {
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('npm ci --prefix bench/lighthouse failed');
}

async function firstSlug(origin: string, path: string, ca?: Buffer): Promise<string> {
  const { body } = await getText(`${origin}${path}`, ca);
  const parsed = JSON.parse(body) as { results?: { slug: string }[] } | { slug: string }[];
  const first = (Array.isArray(parsed) ? parsed : (parsed.results ?? []))[0];
  if (!first) throw new Error(`no item at ${path}`);
  return first.slug;
}

const middle = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

/** Every figure's own median over the runs; the failing audits of the median-performance run. */
function medians(runs: Run[]): Run {
  const byPerformance = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  const typical = byPerformance[Math.floor(runs.length / 2)] as Run;
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((id) => [id, middle(runs.map((run) => run.scores[id]))]),
    ) as Record<Category, number>,
    lcpMs: middle(runs.map((run) => run.lcpMs)),
    fcpMs: middle(runs.map((run) => run.fcpMs)),
    cls: middle(runs.map((run) => run.cls)),
    tbtMs: middle(runs.map((run) => run.tbtMs)),
    failing: typical.failing,
    fcpPath: typical.fcpPath,
    lcpPaths: typical.lcpPaths,
    html: typical.html,
    json: typical.json,
  };
}

const CHROMIUM_FLAGS = [
  '--headless=new',
  ...CHROMIUM_ARGS,
  ...(PROTOCOL === 'h2' ? ['--ignore-certificate-errors'] : []),
];
/** Lighthouse's own transient trace failures; such a run is measured again (once or twice). */
const RETRYABLE = /NO_NAVSTART|NO_FCP|NO_LCP|PROTOCOL_TIMEOUT/;

/**
 * One Lighthouse run in a Chromium of its own (fresh profile, so no run inherits another's cache,
 * service state or open targets; reusing one browser made traces fail with NO_NAVSTART here).
 */
async function measure(
  lighthouse: LighthouseModule,
  launcher: ChromeLauncher,
  url: string,
  label: string,
  attempt = 1,
): Promise<Run> {
  process.stderr.write(`lighthouse ${label}${attempt > 1 ? ` (attempt ${attempt})` : ''} …\n`);
  const chrome = await launcher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  let result: LighthouseResult | undefined;
  try {
    result = await lighthouse.default(url, {
      port: chrome.port,
      output: 'html',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
  } finally {
    chrome.kill();
  }
  if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    if (attempt < 3 && RETRYABLE.test(lhr.runtimeError.message)) {
      return measure(lighthouse, launcher, url, label, attempt + 1);
    }
    throw new Error(`${url}: ${lhr.runtimeError.message}`);
  }
  const score = (id: Category) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const failing = CATEGORIES.flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => {
        const audit = lhr.audits[ref.id];
        const why = audit?.explanation ? ` — ${audit.explanation}` : '';
        return `${id}: ${audit?.title} (${audit?.score})${why}`;
      }),
  );
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, score(id)])) as Record<Category, number>,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    failing,
    fcpPath: describeFcpPath(summarizeFcpPath(lanternTimings.get(FCP_GRAPH_LABEL) ?? [])),
    lcpPaths: describeLcpPaths(
      LCP_GRAPH_LABELS.map((label) => summarizeFcpPath(lanternTimings.get(label) ?? [])),
    ),
    html: Array.isArray(result.report) ? result.report[0] : result.report,
    json: JSON.stringify(lhr),
  };
}

async function main() {
  ensureInstalled();
  const lighthouse = (await import(
    join(PACKAGE_DIR, 'node_modules/lighthouse/core/index.js')
  )) as LighthouseModule;
  lanternTimings = (
    (await import(join(PACKAGE_DIR, 'node_modules/lighthouse/core/lib/lantern/lantern.js'))) as LanternModule
  ).Simulation.Simulator.allNodeTimings;
  const launcher = (await import(
    join(PACKAGE_DIR, 'node_modules/chrome-launcher/dist/index.js')
  )) as ChromeLauncher;

  const server = await startProductServer(
    { NODE_ENV: 'production', APP_SECRET: 'b'.repeat(48) },
    { tls: PROTOCOL === 'h2' },
  );
  const pages = process.env.BENCH_PAGES?.split(',').map((path) => path.trim()) ?? [
    '/',
    '/about',
    '/services',
    `/services/packages/${await firstSlug(server.origin, '/api/services/packages/?language=de', server.ca)}`,
    '/blog',
    '/contact',
    '/legal/privacy',
  ];

  // Discarded: the first Chromium start and page load of a run pay for cold disk and code caches
  // (observed main-thread work ~2× the later runs, which is what TBT is computed from).
  for (let i = 0; i < WARMUP; i += 1) {
    await measure(lighthouse, launcher, `${server.origin}/`, `warm-up ${i + 1}/${WARMUP} (not counted)`);
  }

  const results: { path: string; runs: Run[] }[] = [];
  for (const path of pages) {
    // As a warm cache serves it: brotli, not the gzip of a page's first two answers (prime-cache.ts).
    const primed = await primeCachedAnswer(server.origin + path, server.ca);
    print(`${path} answered ${primed.join(' → ')} before its runs`);
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      runs.push(await measure(lighthouse, launcher, server.origin + path, `${path} run ${i + 1}/${RUNS}`));
    }
    results.push({ path, runs });
  }
  // The same runs of a page with nothing on it: how much of each TBT this machine adds by itself.
  const floorRuns: Run[] = [];
  if (FLOOR) {
    const floor = await startFloorServer(PROTOCOL);
    try {
      for (let i = 0; i < RUNS; i += 1) {
        floorRuns.push(
          await measure(lighthouse, launcher, `${floor.origin}/`, `floor page run ${i + 1}/${RUNS}`),
        );
      }
    } finally {
      floor.close();
    }
  }

  print(`command:  npm run bench:lighthouse   (node --import tsx bench/lighthouse/run.ts)`);
  print(`date:     ${new Date().toISOString()}`);
  print(
    `setup:    Lighthouse 12.8.2, mobile preset (simulated throttling), ${CHROMIUM_PATH}, ${RUNS} runs per page after ${WARMUP} discarded warm-up run(s), each figure the median of its runs`,
  );
  print(
    `served:   ${PROTOCOL === 'h2' ? 'HTTPS with HTTP/2 by the product server (test certificate)' : 'plain HTTP/1.1 by the product server'}, ${server.origin}`,
  );
  print();
  print(
    '| page | perf | a11y | best pr. | SEO | LCP | CLS | TBT | perf, runs | LCP s, runs | TBT ms, runs | FCP → LCP ms, runs |',
  );
  print(
    '|------|-----:|-----:|---------:|----:|----:|----:|----:|------------|-------------|--------------|--------------------|',
  );
  const problems: string[] = [];
  for (const { path, runs } of results) {
    const run = medians(runs);
    const { scores } = run;
    const all = (figure: (r: Run) => string) => runs.map(figure).join(', ');
    print(
      `| ${path} | ${scores.performance} | ${scores.accessibility} | ${scores['best-practices']} | ${scores.seo} | ${(run.lcpMs / 1000).toFixed(2)} s | ${run.cls.toFixed(3)} | ${Math.round(run.tbtMs)} ms | ${all((r) => String(r.scores.performance))} | ${all((r) => (r.lcpMs / 1000).toFixed(2))} | ${all((r) => String(Math.round(r.tbtMs)))} | ${all((r) => `${Math.round(r.fcpMs)}→${Math.round(r.lcpMs)}`)} |`,
    );
    for (const id of CATEGORIES) if (scores[id] < BUDGET.score) problems.push(`${path} ${id} ${scores[id]}`);
    if (run.lcpMs > BUDGET.lcpMs) problems.push(`${path} LCP ${Math.round(run.lcpMs)} ms`);
    for (const id of CATEGORIES)
      if (scores[id] < AT_THE_FLOOR.score && scores[id] >= BUDGET.score)
        problems.push(`${path} ${id} ${scores[id]} (issue 26 point 4: 100)`);
    if (lcpAtTheFloor(path) && run.lcpMs > AT_THE_FLOOR.lcpMs)
      problems.push(
        `${path} LCP ${Math.round(run.lcpMs)} ms (issue 26 point 4: at most ${AT_THE_FLOOR.lcpMs} ms)`,
      );
    if (run.cls > BUDGET.cls) problems.push(`${path} CLS ${run.cls.toFixed(3)}`);
    if (run.tbtMs > BUDGET.tbtMs) problems.push(`${path} TBT ${Math.round(run.tbtMs)} ms`);
    for (const line of run.failing) print(`  - ${path} ${line}`);
    print(`  - ${path} FCP path (simulated), each run: ${runs.map((r) => r.fcpPath).join('; ')}`);
    print(`  - ${path} LCP paths (simulated), median run: ${run.lcpPaths}`);
    if (process.env.BENCH_REPORTS === '1' && run.html) {
      const dir = join(PACKAGE_DIR, 'results');
      mkdirSync(dir, { recursive: true });
      const name = path.replace(/\W+/g, '_') || 'home';
      writeFileSync(join(dir, `${name}.html`), run.html);
      if (run.json) writeFileSync(join(dir, `${name}.json`), run.json);
    }
  }
  if (floorRuns.length > 0) {
    const floor = medians(floorRuns);
    print(
      `\nfloor (bench/lighthouse/floor-page.ts: a heading and a paragraph, no CSS, no script), same settings: TBT ${Math.round(floor.tbtMs)} ms (runs ${floorRuns.map((run) => Math.round(run.tbtMs)).join(', ')}), LCP ${(floor.lcpMs / 1000).toFixed(2)} s, performance ${floor.scores.performance}`,
    );
  }
  if (problems.length > 0) {
    console.error(`\nover budget:\n${problems.join('\n')}`);
    process.exitCode = 1;
  } else {
    print('\nall pages within budget');
  }
}

// 600 s for the default seven pages × 3, plus a minute per further Lighthouse run: on a loaded
// machine one run takes 30–40 s, and the watchdog must not throw the figures of a long run away.
const PLANNED_RUNS = WARMUP + (process.env.BENCH_PAGES?.split(',').length ?? 7) * RUNS + (FLOOR ? RUNS : 0);
await runBenchmark(main, STARTUP_TIMEOUT_MS + Math.max(600_000, PLANNED_RUNS * 60_000));
