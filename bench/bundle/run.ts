/**
 * First-load weight of the website's pages: what a first-time visitor's browser downloads as
 * JavaScript and CSS, gzipped and brotli-compressed, against the budget (home: JS ≤ 90 KB
 * gzipped, CSS ≤ 25 KB gzipped; markdown and admin code never on the first load). Then the owner's
 * console (apps/admin): what its sign-in page, the first screen anyone sees, loads (issue 13 goal:
 * JS ≤ 250 KB gzipped), and for orientation the whole console's JS, every lazy screen included.
 * A script, not a test:
 *
 *   npm run bench:bundle         (node --import tsx bench/bundle/run.ts)
 *
 * Builds nothing: it measures apps/web/dist (run `npm run build` first). Starts the product server
 * (fresh embedded database in a temp folder), opens each page in Debian's Chromium in a fresh
 * browser context (first visit: no consent decided, nothing cached) and records every script and
 * stylesheet the page loads until the network is idle — the entry chunk, its preloads, the route's
 * chunk and what hydration loads lazily (consent banner) — plus what the document carries inline
 * (the site's stylesheet, the theme variables, the theme and hydration boot scripts). Sizes are computed from the served bytes
 * (gzip -9 and brotli q11 with Node's zlib), so they do not depend on the server's compression.
 *
 * Environment: BENCH_PAGES (comma-separated paths, default "/,/services/packages/{first package},/blog"),
 * CHROMIUM_PATH (default /usr/bin/chromium).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tooling/chromium';
import { print, runBenchmark } from '../support/processes';
import { firstPackagePath, STARTUP_TIMEOUT_MS, startProductServer } from '../support/product-server';

const BUDGET = { homeJsGzip: 90 * 1024, homeCssGzip: 25 * 1024, consoleJsGzip: 250 * 1024 };
/** The console's first screen: the page every visit of /admin/ starts from before sign-in. */
const CONSOLE_PAGE = '/admin/sign-in';
const CONSOLE_ASSETS = fileURLToPath(new URL('../../apps/admin/dist/assets', import.meta.url));
/** Chunks that must never be part of a first load (lazy markdown, future admin). */
const FORBIDDEN = [/markdown/i, /admin/i];

type Asset = { url: string; kind: 'js' | 'css'; raw: number; gzip: number; brotli: number };

const gzipSize = (body: Buffer) => gzipSync(body, { level: 9 }).length;
const brotliSize = (body: Buffer) =>
  brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function measurePage(
  browser: Awaited<ReturnType<typeof chromium.launch>>,
  origin: string,
  path: string,
): Promise<Asset[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const pending: Promise<Asset | null>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response.body().then(
        (body) => ({
          url: response.url().replace(origin, ''),
          kind: type === 'script' ? 'js' : 'css',
          raw: body.length,
          gzip: gzipSize(body),
          brotli: brotliSize(body),
        }),
        () => null,
      ),
    );
  });
  const response = await page.goto(origin + path, { waitUntil: 'networkidle' });
  if (response?.status() !== 200) throw new Error(`${path} answered ${response?.status()}`);
  const assets = (await Promise.all(pending)).filter((asset): asset is Asset => asset !== null);
  // What the document carries inline counts as well (decision 013: the site's CSS is inline).
  const inline = await page.evaluate(() => [
    ...[...document.querySelectorAll('style')].map((element) => ({
      kind: 'css',
      text: element.textContent ?? '',
    })),
    ...[...document.querySelectorAll('script:not([src])')]
      .filter((element) => !/json/.test(element.getAttribute('type') ?? ''))
      .map((element) => ({ kind: 'js', text: element.textContent ?? '' })),
  ]);
  inline.forEach(({ kind, text }, i) => {
    const body = Buffer.from(text, 'utf8');
    assets.push({
      url: `(inline <${kind === 'css' ? 'style' : 'script'}> ${i + 1}, in the document)`,
      kind: kind as Asset['kind'],
      raw: body.length,
      gzip: gzipSize(body),
      brotli: brotliSize(body),
    });
  });
  await context.close();
  return assets;
}

function report(path: string, assets: Asset[]) {
  const sum = (kind: Asset['kind'], key: 'raw' | 'gzip' | 'brotli') =>
    assets.filter((asset) => asset.kind === kind).reduce((total, asset) => total + asset[key], 0);
  print(`\n${path}`);
  print('| file | raw | gzip -9 | brotli 11 |');
  print('|------|----:|--------:|----------:|');
  for (const asset of [...assets].sort((a, b) => b.gzip - a.gzip)) {
    print(`| ${asset.url} | ${kb(asset.raw)} | ${kb(asset.gzip)} | ${kb(asset.brotli)} |`);
  }
  for (const kind of ['js', 'css'] as const) {
    print(
      `| **${kind.toUpperCase()} total** | ${kb(sum(kind, 'raw'))} | ${kb(sum(kind, 'gzip'))} | ${kb(sum(kind, 'brotli'))} |`,
    );
  }
  return { js: sum('js', 'gzip'), css: sum('css', 'gzip') };
}

async function main() {
  const server = await startProductServer();
  const pages = process.env.BENCH_PAGES?.split(',').map((path) => path.trim()) ?? [
    '/',
    await firstPackagePath(server.origin),
    '/blog',
  ];
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  print('command:  npm run bench:bundle   (node --import tsx bench/bundle/run.ts)');
  print(`date:     ${new Date().toISOString()}`);
  print(`browser:  Chromium ${browser.version()}, first visit (fresh context, no consent decided)`);
  const problems: string[] = [];
  try {
    for (const path of pages) {
      const assets = await measurePage(browser, server.origin, path);
      const totals = report(path, assets);
      for (const asset of assets) {
        if (FORBIDDEN.some((pattern) => pattern.test(asset.url)) && path === '/') {
          problems.push(`${asset.url} is loaded on the first visit of ${path}`);
        }
      }
      if (path === '/') {
        print(
          `\nhome budget: JS ${kb(totals.js)} of ${kb(BUDGET.homeJsGzip)} gzipped, CSS ${kb(totals.css)} of ${kb(BUDGET.homeCssGzip)} gzipped`,
        );
        if (totals.js > BUDGET.homeJsGzip) problems.push(`home JS ${kb(totals.js)} over budget`);
        if (totals.css > BUDGET.homeCssGzip) problems.push(`home CSS ${kb(totals.css)} over budget`);
      }
    }
    const consoleTotals = report(CONSOLE_PAGE, await measurePage(browser, server.origin, CONSOLE_PAGE));
    const everyChunk = readdirSync(CONSOLE_ASSETS)
      .filter((name) => name.endsWith('.js'))
      .reduce((total, name) => total + gzipSize(readFileSync(`${CONSOLE_ASSETS}/${name}`)), 0);
    print(
      `\nconsole first load (${CONSOLE_PAGE}): JS ${kb(consoleTotals.js)} of ${kb(BUDGET.consoleJsGzip)} gzipped, CSS ${kb(consoleTotals.css)} gzipped; every console chunk together: JS ${kb(everyChunk)} gzipped`,
    );
    if (consoleTotals.js > BUDGET.consoleJsGzip)
      problems.push(`console JS ${kb(consoleTotals.js)} over its goal`);
  } finally {
    await browser.close();
  }
  if (problems.length > 0) {
    console.error(`\n${problems.join('\n')}`);
    process.exitCode = 1;
  } else {
    print(
      '\nwithin budget; no markdown or admin chunk on the home page’s first load; console within its goal',
    );
  }
}

await runBenchmark(main, STARTUP_TIMEOUT_MS + 180_000);
