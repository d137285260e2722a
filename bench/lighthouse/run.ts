/**
 * Lighthouse (mobile preset: Moto G Power emulation, simulated slow 4G, 4× CPU slowdown) against the
 * built site served by the product server, in Debian's Chromium. Three runs per page; the median run
 * (by performance score) is reported with its four category scores and LCP / CLS / TBT, and checked
 * against the issue's budget (every category ≥ 98, LCP ≤ 1.5 s, CLS 0, TBT ≤ 50 ms). A script, not a test:
 *
 *   npm run build && npm run bench:lighthouse     (node --import tsx bench/lighthouse/run.ts)
 *
 * Lighthouse lives in its own package (bench/lighthouse/package.json, installed here on first use with
 * `npm ci --prefix bench/lighthouse`): on Node 20 it needs dependency overrides that would otherwise
 * leak into the workspace (shared/design/TOOLCHAIN.md).
 *
 * Environment: BENCH_RUNS (default 3), BENCH_PAGES (comma-separated paths; default the seven pages of
 * the issue), CHROMIUM_PATH (default /usr/bin/chromium), BENCH_REPORTS=1 writes each median run's HTML
 * report to bench/lighthouse/results/.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { intFromEnv, print, ROOT, runBenchmark } from '../support/processes';
import { STARTUP_TIMEOUT_MS, startProductServer } from '../support/product-server';

const PACKAGE_DIR = join(ROOT, 'bench/lighthouse');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = intFromEnv('BENCH_RUNS', 3, 1, 9);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const BUDGET = { score: 98, lcpMs: 1_500, cls: 0, tbtMs: 50 };

type Category = (typeof CATEGORIES)[number];
type Run = {
  scores: Record<Category, number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  failing: string[];
  html?: string;
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

async function firstSlug(origin: string, path: string): Promise<string> {
  const response = await fetch(`${origin}${path}`);
  const body = (await response.json()) as { results?: { slug: string }[] } | { slug: string }[];
  const first = (Array.isArray(body) ? body : (body.results ?? []))[0];
  if (!first) throw new Error(`no item at ${path}`);
  return first.slug;
}

const median = (runs: Run[]) =>
  [...runs].sort((a, b) => a.scores.performance - b.scores.performance)[Math.floor(runs.length / 2)] as Run;

const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
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
  const chrome = await launcher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
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
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    failing,
    html: Array.isArray(result.report) ? result.report[0] : result.report,
  };
}

async function main() {
  ensureInstalled();
  const lighthouse = (await import(
    join(PACKAGE_DIR, 'node_modules/lighthouse/core/index.js')
  )) as LighthouseModule;
  const launcher = (await import(
    join(PACKAGE_DIR, 'node_modules/chrome-launcher/dist/index.js')
  )) as ChromeLauncher;

  const server = await startProductServer({ NODE_ENV: 'production', APP_SECRET: 'b'.repeat(48) });
  const pages = process.env.BENCH_PAGES?.split(',').map((path) => path.trim()) ?? [
    '/',
    '/about',
    '/services',
    `/services/packages/${await firstSlug(server.origin, '/api/services/packages/?language=de')}`,
    '/blog',
    '/contact',
    '/legal/privacy',
  ];

  const results: { path: string; runs: Run[] }[] = [];
  for (const path of pages) {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      runs.push(await measure(lighthouse, launcher, server.origin + path, `${path} run ${i + 1}/${RUNS}`));
    }
    results.push({ path, runs });
  }

  print(`command:  npm run bench:lighthouse   (node --import tsx bench/lighthouse/run.ts)`);
  print(`date:     ${new Date().toISOString()}`);
  print(
    `setup:    Lighthouse 12.8.2, mobile preset (simulated throttling), ${CHROMIUM}, ${RUNS} runs per page, median by performance`,
  );
  print();
  print('| page | perf | a11y | best pr. | SEO | LCP | CLS | TBT | perf of all runs |');
  print('|------|-----:|-----:|---------:|----:|----:|----:|----:|------------------|');
  const problems: string[] = [];
  for (const { path, runs } of results) {
    const run = median(runs);
    const { scores } = run;
    print(
      `| ${path} | ${scores.performance} | ${scores.accessibility} | ${scores['best-practices']} | ${scores.seo} | ${(run.lcpMs / 1000).toFixed(2)} s | ${run.cls.toFixed(3)} | ${Math.round(run.tbtMs)} ms | ${runs.map((r) => r.scores.performance).join(', ')} |`,
    );
    for (const id of CATEGORIES) if (scores[id] < BUDGET.score) problems.push(`${path} ${id} ${scores[id]}`);
    if (run.lcpMs > BUDGET.lcpMs) problems.push(`${path} LCP ${Math.round(run.lcpMs)} ms`);
    if (run.cls > BUDGET.cls) problems.push(`${path} CLS ${run.cls.toFixed(3)}`);
    if (run.tbtMs > BUDGET.tbtMs) problems.push(`${path} TBT ${Math.round(run.tbtMs)} ms`);
    for (const line of run.failing) print(`  - ${path} ${line}`);
    if (process.env.BENCH_REPORTS === '1' && run.html) {
      const dir = join(PACKAGE_DIR, 'results');
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, `${path.replace(/\W+/g, '_') || 'home'}.html`), run.html);
    }
  }
  if (problems.length > 0) {
    console.error(`\nover budget:\n${problems.join('\n')}`);
    process.exitCode = 1;
  } else {
    print('\nall pages within budget');
  }
}

await runBenchmark(main, STARTUP_TIMEOUT_MS + 600_000);
