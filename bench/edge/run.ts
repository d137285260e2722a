/**
 * The site behind a real shared cache (issue 26 point 2, decision 116). A script, not a test
 * (bench/README.md):
 *
 *   npm run build && npm run bench:edge          (node --import tsx bench/edge/run.ts)
 *
 * Needs the built site, PostgreSQL at TEST_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres;
 * a uniquely named database is created there and dropped afterwards), Varnish (`apt-get install -y
 * varnish`; its own varnishd on a loopback port, never the system service) and Debian's Chromium at
 * /usr/bin/chromium (`apt-get install -y chromium`; BENCH_CHROMIUM names another).
 *
 * Starts two production server processes on that database behind Varnish with the VCL of
 * bench/support/varnish.ts (PAGE_EDGE_LANGUAGE_COOKIE_KEY=1, EDGE_PURGE_URL at Varnish), then:
 * 1. page views: each key route in every language form (?lang=, the selectedLanguage cookie,
 *    Accept-Language, none) once to fill the cache, then BENCH_VIEWS (1,000) anonymous views drawn
 *    from them, each with other visitors' cookies mixed in (consent, theme, a CSRF token) and varied
 *    Accept-Language spellings. Goal: ≥ 95 % `X-Edge-Cache: HIT`; every answer in the language its
 *    request chose (`<html lang>`), no Set-Cookie, nothing of the visitor's cookies in the page
 *    (`<html>` carries no theme or consent state, the token never appears), one body per cache key;
 *    Then a personal API answer (a CSRF token and its cookie) is never served from the cache;
 * 2. BENCH_ROUNDS (30) publishes of a service's German title through the console API (through the
 *    edge, as the console's browser would): the time from sending the publish until the edge serves
 *    the new title, p95 ≤ 1 s, and the service's API answer with it (decision 117); pages and API
 *    answers that do not show services stay cached (the purge is exact);
 * 3. Chromium through the edge: consent accepted and declined, theme switched, language chosen by
 *    the switcher (cookie) and by the URL, a page view recorded by analytics (in the database).
 *
 * Exits 1 when a goal is missed or a check fails.
 */
import { LANGUAGE_CODES } from '@wegweiser/contracts/constants';
import pg from 'pg';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tooling/chromium';
import { consoleClient } from '../support/console-client';
import { GIVE_UP_MS, summary } from '../support/live-content';
import { atCleanup, freePort, HOST, intFromEnv, print, runBenchmark } from '../support/processes';
import { startProcessesOnPostgres } from '../support/processes-on-postgres';
import { STARTUP_TIMEOUT_MS } from '../support/product-server';
import { requireVarnish, startVarnish } from '../support/varnish';

const VIEWS = intFromEnv('BENCH_VIEWS', 1_000, 1, 100_000);
const ROUNDS = intFromEnv('BENCH_ROUNDS', 30, 1, 500);
const GOAL_HIT_RATIO = 0.95;
const GOAL_P95_MS = 1_000;
const CHROMIUM = process.env.BENCH_CHROMIUM || CHROMIUM_PATH;
const OWNER = { email: 'owner@bench.example', password: 'Bench-Leuchtturm-Abendrot-52' };
const APP_SECRET = 'bench-edge-secret-bench-edge-secret-bench';
/** Another visitor's state the requests carry; none of it may reach a cached page. */
const CSRF_TOKEN = 'Fremdes-CSRF-Token-7f3a9c';
const NOISE_COOKIES = [
  '',
  'analytics-consent=granted',
  'theme-mode=dark',
  `csrftoken=${CSRF_TOKEN}`,
  `analytics-consent=denied; theme-mode=light; csrftoken=${CSRF_TOKEN}`,
];
/**
 * Accept-Language spellings, the language each chooses on the site (spec section 4) and the
 * language the edge keys it by (none: no language of the site named, the default decides).
 */
const BROWSERS: [string | undefined, string, string][] = [
  [undefined, 'de', 'none'],
  ['fr-CH, fr;q=0.9, en;q=0.8', 'fr', 'fr'],
  ['en-US,en;q=0.9', 'en', 'en'],
  ['en-GB', 'en', 'en'],
  ['zh-CN,zh;q=0.9,en;q=0.8', 'zh', 'zh'],
  ['es-ES,es;q=0.9', 'es', 'es'],
  ['de-DE,de;q=0.9,en;q=0.8', 'de', 'de'],
  ['it-IT,it;q=0.9,en;q=0.7', 'en', 'en'],
  ['pt-BR', 'de', 'none'],
];

type View = { url: string; headers: Record<string, string>; language: string; key: string };

const failures: string[] = [];
const fail = (message: string) => {
  if (failures.length < 20) print(`  FAIL ${message}`);
  failures.push(message);
};

/** The key routes: each top-level page and the first detail page of each kind, from the sitemap. */
async function keyRoutes(origin: string): Promise<string[]> {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)]
    .map((match) => new URL(match[1] ?? '/').pathname)
    .filter((path, i, all) => all.indexOf(path) === i && path !== '/booking');
  const firstUnder = (prefix: string) =>
    paths.find((path) => path.startsWith(prefix) && !path.slice(prefix.length).includes('/'));
  const top = paths.filter((path) => path.split('/').filter(Boolean).length <= 1);
  const details = ['/services/packages/', '/services/', '/blog/', '/career/', '/legal/'].map(firstUnder);
  return [...top, '/services/packages', ...details.filter((path): path is string => Boolean(path))].filter(
    (path, i, all) => all.indexOf(path) === i && !path.endsWith('/packages/'),
  );
}

/** Every way a visitor's request chooses a language, for one route. */
function variants(route: string): View[] {
  const views: View[] = [];
  for (const code of LANGUAGE_CODES) {
    views.push({ url: `${route}?lang=${code}`, headers: {}, language: code, key: `${route}?lang=${code}` });
    views.push({
      url: route,
      headers: { cookie: `selectedLanguage=${code}`, 'accept-language': 'zh-CN' },
      language: code,
      key: `${route} ${code}`,
    });
  }
  for (const [header, language, keyed] of BROWSERS) {
    views.push({
      url: route,
      headers: header ? { 'accept-language': header } : {},
      language,
      key: `${route} ${keyed}`,
    });
  }
  // A cookie naming no language of the site: the browser's language decides.
  views.push({
    url: route,
    headers: { cookie: 'selectedLanguage=xx', 'accept-language': 'es' },
    language: 'es',
    key: `${route} es`,
  });
  return views;
}

/** Deterministic choices (a linear congruential generator): the same views each run. */
function chooser(seed: number) {
  let state = seed >>> 0;
  return <T>(items: readonly T[]): T => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return items[(state >>> 8) % items.length] as T;
  };
}

async function view(origin: string, item: View, noise: string, bodies: Map<string, string>) {
  const cookie = [item.headers.cookie, noise].filter(Boolean).join('; ');
  const response = await fetch(origin + item.url, {
    headers: { ...item.headers, ...(cookie ? { cookie } : {}) },
  });
  const body = await response.text();
  const edge = response.headers.get('x-edge-cache') ?? 'none';
  const what = `${item.url} [${JSON.stringify(item.headers)}${noise ? ` + ${noise}` : ''}]`;
  if (response.status !== 200) fail(`${what}: status ${response.status}`);
  const html = body.match(/<html[^>]*>/)?.[0] ?? '';
  if (html !== `<html lang="${item.language}">`) fail(`${what}: ${html} instead of lang ${item.language}`);
  if (response.headers.get('set-cookie')) fail(`${what}: a Set-Cookie from the cache`);
  if (body.includes(CSRF_TOKEN)) fail(`${what}: another visitor's CSRF token in the page`);
  const first = bodies.get(item.key);
  if (first === undefined) bodies.set(item.key, body);
  else if (first !== body) fail(`${what}: not the same page as the cache key's first answer`);
  return edge;
}

async function pageViews(origin: string) {
  const routes = await keyRoutes(origin);
  const all = routes.flatMap(variants);
  const bodies = new Map<string, string>();
  const pick = chooser(26);
  const warm = { HIT: 0, MISS: 0, other: 0 };
  for (const item of all) {
    const edge = await view(origin, item, pick(NOISE_COOKIES), bodies);
    if (edge === 'HIT' || edge === 'MISS') warm[edge] += 1;
    else warm.other += 1;
  }
  const counted = { HIT: 0, MISS: 0, other: 0 };
  const languages = new Map<string, number>();
  for (let i = 0; i < VIEWS; i += 1) {
    const item = pick(all);
    const edge = await view(origin, item, pick(NOISE_COOKIES), bodies);
    if (edge === 'HIT' || edge === 'MISS') counted[edge] += 1;
    else counted.other += 1;
    languages.set(item.language, (languages.get(item.language) ?? 0) + 1);
  }
  const ratio = counted.HIT / VIEWS;
  const cold = (warm.HIT + counted.HIT) / (all.length + VIEWS);
  print(`## 1. Anonymous page views through the edge`);
  print();
  print(`${routes.length} key routes: ${routes.join(' ')}`);
  print(
    `${all.length} request forms (?lang, selectedLanguage cookie, Accept-Language spellings, none) → ${bodies.size} cache keys`,
  );
  print(`fill: ${all.length} views, ${warm.MISS} MISS, ${warm.HIT} HIT, ${warm.other} other`);
  print(
    `${VIEWS} views (languages ${[...languages].map(([code, n]) => `${code} ${n}`).join(', ')}): ` +
      `${counted.HIT} HIT, ${counted.MISS} MISS, ${counted.other} other → ${(ratio * 100).toFixed(1)} % from the cache`,
  );
  print(`counting the fill too: ${(cold * 100).toFixed(1)} % of ${all.length + VIEWS} views`);
  const ok = ratio >= GOAL_HIT_RATIO;
  print(`goal: ≥ ${GOAL_HIT_RATIO * 100} % from the cache — ${ok ? 'met' : 'MISSED'}`);
  print(`wrong language, Set-Cookie, another visitor's state, differing bodies: ${failures.length} found`);
  if (!ok) fail('page views: hit ratio below the goal');
  print();
}

async function edgeStatus(url: string) {
  const response = await fetch(url);
  const body = await response.text();
  return { body, edge: response.headers.get('x-edge-cache') };
}

/** Reads `url` until the edge serves it from its cache. */
async function warmEdge(url: string) {
  for (let attempt = 0; attempt < 5; attempt += 1) if ((await edgeStatus(url)).edge === 'HIT') return;
  throw new Error(`${url} is not served from the edge cache`);
}

/** API answers that are someone's own (a CSRF token and its cookie) are never served by the edge. */
async function personalApiAnswers(origin: string) {
  const tokens = new Set<string>();
  for (let i = 0; i < 3; i += 1) {
    const response = await fetch(`${origin}/api/csrf/`);
    const edge = response.headers.get('x-edge-cache');
    tokens.add(String((await response.json()).csrftoken));
    if (edge === 'HIT') fail('/api/csrf/: a CSRF token served from the edge cache');
    if (!response.headers.get('set-cookie')) fail('/api/csrf/: no cookie of its own');
  }
  if (tokens.size !== 3) fail('/api/csrf/: one token for several visitors');
  print(`## 1b. Personal API answers through the edge`);
  print();
  print(`3 × /api/csrf/: ${tokens.size} different tokens, none from the cache`);
  print();
}

async function publishes(origin: string) {
  const owner = consoleClient(origin);
  await owner.signIn(OWNER);
  const list = await owner.json('GET', '/api/admin/services/');
  const key = list.results[0].key as string;
  const slug = (await owner.json('GET', `/api/admin/services/${key}/`)).document.slug as string;
  const page = `${origin}/services/${slug}?lang=de`;
  // The service's API answer, kept at the edge by its CDN-Cache-Control (decision 117).
  const answer = `${origin}/api/services/${slug}/?language=de`;
  // Pages and API answers that do not read services: a service's publish leaves them in the cache.
  const untouched = [`${origin}/about?lang=de`, `${origin}/blog?lang=en`, `${origin}/api/blog/?language=en`];
  const liveMs: number[] = [];
  const answerMs: number[] = [];
  const publishMs: number[] = [];
  let purgedOthers = 0;
  for (let round = 1; round <= ROUNDS; round += 1) {
    await warmEdge(page);
    await warmEdge(answer);
    for (const url of untouched) await warmEdge(url);
    const title = `Karrierecoaching am Rand ${round} ${Date.now().toString(36)}`;
    const current = await owner.json('GET', `/api/admin/services/${key}/`);
    const saved = await owner.json('PATCH', `/api/admin/services/${key}/`, {
      version: current.version,
      title: { de: title },
    });
    if ((await edgeStatus(page)).body.includes(title)) fail('a draft showed at the edge');
    const clicked = performance.now();
    await owner.json('POST', `/api/admin/services/${key}/publish/`, { version: saved.version });
    publishMs.push(performance.now() - clicked);
    for (;;) {
      if ((await edgeStatus(page)).body.includes(`${title}</h1>`)) break;
      if (performance.now() - clicked > GIVE_UP_MS) throw new Error(`"${title}" not at the edge within 10 s`);
    }
    liveMs.push(performance.now() - clicked);
    for (;;) {
      if ((await edgeStatus(answer)).body.includes(JSON.stringify(title))) break;
      if (performance.now() - clicked > GIVE_UP_MS) throw new Error(`"${title}" not in the API at the edge`);
    }
    answerMs.push(performance.now() - clicked);
    for (const url of untouched) if ((await edgeStatus(url)).edge !== 'HIT') purgedOthers += 1;
  }
  const rows = [
    summary('the edge serves the new title', liveMs),
    summary('… and the new API answer', answerMs),
    summary('the publish request (for scale)', publishMs),
  ];
  print(`## 2. Publishes through the console (via the edge), read at the edge`);
  print();
  print(`${ROUNDS} publishes of /services/${slug}'s German title; times from sending the publish, in ms`);
  print();
  print(`| ${'measure'.padEnd(34)} |    p50 |    p95 |    max |`);
  print(`| ${'-'.repeat(34)} | -----: | -----: | -----: |`);
  for (const row of rows) print(row.line);
  print();
  const ok = (rows[0]?.p95 ?? Infinity) <= GOAL_P95_MS;
  print(`goal: p95 ≤ ${GOAL_P95_MS} ms — ${ok ? 'met' : 'MISSED'}`);
  print(
    `pages and API answers that do not show services (${untouched.map((url) => url.replace(origin, '')).join(', ')}) ` +
      `purged by a service's publish: ${purgedOthers} of ${ROUNDS * untouched.length} reads after a publish`,
  );
  if (!ok) fail('publishes: p95 over the goal');
  if (purgedOthers > 0) fail('publishes: a service publish purged pages that do not show services');
  print();
}

const banner = (page: Page) => page.getByRole('region', { name: 'Ihre Privatsphäre' });

async function pageViewsRecorded(databaseUrl: string, path: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query(
      "select count(*)::int as count from analytics_events where type = 'page_view' and data->>'page_path' = $1",
      [path],
    );
    return (result.rows[0] as { count: number }).count;
  } finally {
    await client.end();
  }
}

async function browser(origin: string, databaseUrl: string) {
  const instance = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
  });
  atCleanup(() => instance.close());
  const results: [string, boolean, string][] = [];
  /** Runs one behaviour in a fresh visitor's context; records pass or fail with the reason. */
  const behaviour = async (name: string, run: (page: Page) => Promise<string>) => {
    const context = await instance.newContext({ baseURL: origin, colorScheme: 'light', locale: 'de-DE' });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    try {
      results.push([name, true, await run(page)]);
    } catch (error) {
      results.push([
        name,
        false,
        (error instanceof Error ? error.message : String(error)).split('\n').slice(0, 6).join(' | '),
      ]);
    } finally {
      await context.close();
    }
  };
  const must = (condition: boolean, what: string) => {
    if (!condition) throw new Error(what);
  };
  const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  /** Opens `path` and waits for the app to take over the page (a click before that does nothing). */
  const edgeOf = async (page: Page, path: string) => {
    const edge = (await page.goto(path))?.headers()['x-edge-cache'] ?? 'none';
    await hydrated(page);
    return edge;
  };

  await behaviour('consent accepted; a page view is recorded by analytics', async (page) => {
    const before = await pageViewsRecorded(databaseUrl, '/');
    const edge = await edgeOf(page, '/');
    await banner(page).waitFor();
    const started = page.waitForResponse((r) => r.url().includes('/api/analytics/session/start/'));
    await banner(page).getByRole('button', { name: 'Zustimmen' }).click();
    must((await started).status() === 201, 'the analytics session did not start');
    must(
      (await page.evaluate(() => localStorage.getItem('analytics-consent'))) === 'granted',
      'consent not stored',
    );
    // The tracker sends its batch on leaving the page at the latest.
    await edgeOf(page, '/about');
    let after = before;
    for (let waited = 0; after <= before && waited < 15_000; waited += 250) {
      await page.waitForTimeout(250);
      after = await pageViewsRecorded(databaseUrl, '/');
    }
    must(after > before, 'no page_view of / in the database');
    await page.reload();
    await hydrated(page);
    must((await banner(page).count()) === 0, 'the banner came back after a reload');
    return `page served ${edge}; page_view rows for /: ${before} → ${after}; banner gone after reload`;
  });

  await behaviour('consent declined: nothing sent, banner stays away', async (page) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/analytics/')) sent.push(request.url());
    });
    const edge = await edgeOf(page, '/about');
    await banner(page).getByRole('button', { name: 'Ablehnen' }).click();
    must(
      (await page.evaluate(() => localStorage.getItem('analytics-consent'))) === 'denied',
      'refusal not stored',
    );
    await page.reload();
    await hydrated(page);
    await page.getByRole('button', { name: 'Datenschutz-Einstellungen' }).waitFor();
    must((await banner(page).count()) === 0, 'the banner came back after a reload');
    must(sent.length === 0, `analytics requests after declining: ${sent.join(', ')}`);
    return `page served ${edge}; no analytics request; banner gone after reload`;
  });

  await behaviour('a fresh visitor is asked for consent (nobody decided for her)', async (page) => {
    const edge = await edgeOf(page, '/');
    must(edge === 'HIT', `the home page was not a cache hit (${edge})`);
    await banner(page).waitFor();
    return `page served ${edge}; banner shown`;
  });

  await behaviour('theme switched and kept; the next visitor gets her own', async (page) => {
    const edge = await edgeOf(page, '/');
    const html = page.locator('html');
    must((await html.getAttribute('data-theme')) === 'light', 'not light at first');
    await page.getByRole('button', { name: 'Aktueller Modus: Hell. Klicken zum Wechseln.' }).click();
    await page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'dark');
    const again = await edgeOf(page, '/');
    await page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'dark');
    must((await page.evaluate(() => localStorage.getItem('theme-mode'))) === 'dark', 'dark not stored');
    const other = await page.context().browser()?.newContext({ baseURL: origin, colorScheme: 'light' });
    const next = await other?.newPage();
    await next?.goto('/');
    const theirs = await next?.locator('html').getAttribute('data-theme');
    await other?.close();
    must(theirs === 'light', `the next visitor got ${theirs}`);
    return `served ${edge}, then ${again} after the switch: dark kept; the next visitor light`;
  });

  await behaviour('language chosen by the switcher (cookie) and by the URL', async (page) => {
    const lang = () => page.locator('html').getAttribute('lang');
    await edgeOf(page, '/services');
    must((await lang()) === 'de', 'not German at first');
    await page.getByRole('button', { name: 'Sprache: Deutsch' }).click();
    await page.getByRole('button', { name: 'English' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    const cookie = (await page.context().cookies()).find((c) => c.name === 'selectedLanguage');
    must(cookie?.value === 'en', 'no selectedLanguage=en cookie');
    const byCookie = await edgeOf(page, '/');
    must((await lang()) === 'en', `the plain URL was ${await lang()} with the cookie`);
    const byUrl = await edgeOf(page, '/about?lang=fr');
    must((await lang()) === 'fr', `?lang=fr was ${await lang()}`);
    const other = await page.context().browser()?.newContext({ baseURL: origin, locale: 'de-DE' });
    const next = await other?.newPage();
    await next?.goto('/');
    const theirs = await next?.locator('html').getAttribute('lang');
    await other?.close();
    must(theirs === 'de', `the next visitor got ${theirs}`);
    return `switched to en; / by cookie ${byCookie} in en; /about?lang=fr ${byUrl} in fr; the next visitor de`;
  });

  print(`## 3. The spec's behaviours in Chromium through the edge`);
  print();
  for (const [name, ok, detail] of results) {
    print(`- ${ok ? 'pass' : 'FAIL'}: ${name} — ${detail}`);
    if (!ok) fail(`browser: ${name}`);
  }
  print();
}

async function main() {
  requireVarnish('bench:edge puts Varnish in front of the site.');
  const edgePort = await freePort();
  const edgeOrigin = `http://${HOST}:${edgePort}`;
  const { databaseUrl, processes } = await startProcessesOnPostgres({
    count: 2,
    owner: OWNER,
    env: () => ({
      NODE_ENV: 'production',
      APP_SECRET,
      PUBLIC_URL: edgeOrigin,
      PAGE_EDGE_LANGUAGE_COOKIE_KEY: '1',
      EDGE_PURGE_URL: `${edgeOrigin}/`,
      EDGE_PURGE_METHOD: 'PURGE',
    }),
  });
  const backends = processes.map((server) => new URL(server.origin).host);
  const edge = await startVarnish(backends, edgePort, LANGUAGE_CODES);
  print(`# bench:edge — ${edge.version} in front of two server processes on PostgreSQL`);
  print();
  print(`edge ${edge.origin} → ${backends.join(', ')} (VCL ${edge.vclFile})`);
  print();
  await pageViews(edge.origin);
  await personalApiAnswers(edge.origin);
  await publishes(edge.origin);
  await browser(edge.origin, databaseUrl);
  print(failures.length === 0 ? 'all goals met, every check passed' : `${failures.length} failures: exit 1`);
  if (failures.length > 0) process.exitCode = 1;
}

await runBenchmark(main, 2 * STARTUP_TIMEOUT_MS + (ROUNDS + 6) * 3 * GIVE_UP_MS + VIEWS * 100);
