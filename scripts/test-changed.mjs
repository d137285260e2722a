#!/usr/bin/env node
/**
 * The working day's lane (decision 077): proves a change in a few minutes, before each commit. The
 * whole `npm test` still runs before each stop.
 *
 *   npm run test:changed              # what is not committed yet (staged, unstaged, new files)
 *   npm run test:changed -- main      # everything since main (a branch, a commit, HEAD~3)
 *
 *   1. vitest's `--changed` on PGlite: the test files that import a changed file, directly or not;
 *   2. when a test of the API's database layer is among them, the same on PostgreSQL (if reachable);
 *   3. the browser journeys of the touched screens (the map below), after building the site.
 * Ends with "N passed, N failed" like `npm test`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { postgresReachable, postgresUrl } from './test-services.mjs';

const root = new URL('..', import.meta.url).pathname;
const base = process.argv[2];
const resultsDir = join(root, 'test-results', 'changed');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const git = (...args) =>
  spawnSync('git', args, { cwd: root, encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
const changed = [
  ...new Set([
    ...(base ? git('diff', '--name-only', `${base}...HEAD`) : []),
    ...git('diff', '--name-only', 'HEAD'),
    ...git('ls-files', '--others', '--exclude-standard'),
  ]),
];
if (changed.length === 0) {
  console.info('nothing changed: 0 passed, 0 failed');
  process.exit(0);
}
console.info(`changed since ${base ?? 'the last commit'}: ${changed.length} file(s)`);

/**
 * The journeys of each screen's code. A path matching none of these, under apps/admin/src or
 * apps/web/src, runs every journey of its app; other code (the API, the server, the packages) is
 * proven by the vitest tests that import it.
 */
const JOURNEYS = [
  [/^tests\/e2e\/.*\.spec\.ts$/, (path) => [path.replace(/^tests\/e2e\//, '')]],
  [/^apps\/admin\/src\/features\/analytics\//, () => ['admin/analytics.spec.ts']],
  [/^apps\/admin\/src\/features\/(audit|users)\//, () => ['admin/users.spec.ts', 'admin/screens.spec.ts']],
  [/^apps\/admin\/src\/features\/(auth|profile)\//, () => adminAuthJourneys],
  [
    /^apps\/admin\/src\/features\/campaigns\//,
    () => ['admin/campaigns.spec.ts', 'admin/newsletter-mail.spec.ts'],
  ],
  [/^apps\/admin\/src\/features\/content\//, () => adminContentJourneys],
  [/^apps\/admin\/src\/features\/home\//, () => ['admin/sign-in.spec.ts', 'admin/screens.spec.ts']],
  [/^apps\/admin\/src\/features\/media\//, () => ['admin/media.spec.ts']],
  [/^apps\/admin\/src\/features\/(messages|outbox|subscribers)\//, () => adminInboxJourneys],
  [/^apps\/admin\/src\/features\/settings\/retention\//, () => ['admin/retention.spec.ts']],
  [
    /^apps\/admin\/src\/features\/settings\//,
    () => ['admin/site-settings.spec.ts', 'admin/content-screens.spec.ts'],
  ],
  [
    /^apps\/web\/src\/features\/(about|legal|posts)\//,
    () => ['content-pages.spec.ts', 'xss-posts.spec.ts', ...siteJourneys],
  ],
  [
    /^apps\/web\/src\/features\/analytics\//,
    () => ['analytics.spec.ts', 'click-map.spec.ts', 'consent.spec.ts'],
  ],
  [/^apps\/web\/src\/features\/contact\//, () => ['contact.spec.ts', ...siteJourneys]],
  [
    /^apps\/web\/src\/features\/home\//,
    () => ['home.spec.ts', 'home-media.spec.ts', 'home-failures.spec.ts', ...siteJourneys],
  ],
  [/^apps\/web\/src\/features\/newsletter\//, () => ['newsletter.spec.ts', 'cross-origin.spec.ts']],
  [
    /^apps\/web\/src\/features\/(packages|services)\//,
    () => ['services.spec.ts', 'packages.spec.ts', 'xss-offer.spec.ts', ...siteJourneys],
  ],
  [/^apps\/web\/src\/features\/theme\//, () => ['theme.spec.ts', ...siteJourneys]],
];
const adminAuthJourneys = [
  'admin/sign-in.spec.ts',
  'admin/two-factor.spec.ts',
  'admin/setup.spec.ts',
  'admin/lockout.spec.ts',
  'admin/screens.spec.ts',
];
const adminContentJourneys = [
  'admin/content.spec.ts',
  'admin/content-screens.spec.ts',
  'admin/editor.spec.ts',
];
const adminInboxJourneys = [
  'admin/contact-inbox.spec.ts',
  'admin/inbox-screens.spec.ts',
  'admin/xss-visitor-text.spec.ts',
];
/** What every page shows: each route's axe scan and the layout. */
const siteJourneys = ['accessibility.spec.ts', 'layout.spec.ts'];

const journeys = new Set();
let wholeApp = { admin: false, web: false };
for (const path of changed) {
  const match = JOURNEYS.find(([pattern]) => pattern.test(path));
  if (match) for (const spec of match[1](path)) journeys.add(spec);
  else if (path.startsWith('apps/admin/src/') && !path.includes('.test.')) wholeApp.admin = true;
  else if (path.startsWith('apps/web/src/') && !path.includes('.test.')) wholeApp.web = true;
  else if (/^tests\/e2e\/(support|admin\/support)\/|^tests\/e2e\/(fixtures|global-setup)\.ts$/.test(path))
    wholeApp = { admin: true, web: true };
}
const targets = [
  ...(wholeApp.admin ? ['tests/e2e/admin/'] : []),
  ...(wholeApp.web ? ['tests/e2e/[^/]+\\.spec\\.ts$'] : []),
  ...[...journeys]
    .filter((spec) => existsSync(join(root, 'tests/e2e', spec)))
    .filter(
      (spec) => !(wholeApp.admin && spec.startsWith('admin/')) && !(wholeApp.web && !spec.includes('/')),
    )
    .map((spec) => `tests/e2e/${spec}`),
];

const counts = { passed: 0, failed: 0 };
function vitest(name, env, projects = []) {
  console.info(`\n=== vitest --changed (${name}) ===`);
  const output = join(resultsDir, `${name}.json`);
  const args = ['vitest', 'run', base ? `--changed=${base}` : '--changed', '--passWithNoTests'];
  args.push(...projects.flatMap((project) => ['--project', project]));
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${output}`);
  const result = spawnSync('npx', args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (!existsSync(output)) {
    counts.failed += result.status === 0 ? 0 : 1;
    return [];
  }
  const report = JSON.parse(readFileSync(output, 'utf8'));
  counts.passed += report.numPassedTests;
  counts.failed += report.numFailedTests + (report.numFailedTestSuites ?? 0);
  if (result.status !== 0 && report.numFailedTests + (report.numFailedTestSuites ?? 0) === 0)
    counts.failed += 1;
  return (report.testResults ?? []).map((file) => file.name);
}

const ranFiles = vitest('PGlite', { TEST_DATABASE: 'pglite' });
if (ranFiles.some((file) => file.includes('/apps/api/test/') || file.includes('.postgres.test.'))) {
  const reachable = await postgresReachable();
  if (reachable === true)
    vitest('PostgreSQL', { TEST_DATABASE: 'postgres', TEST_POSTGRES_URL: postgresUrl }, ['api', 'server']);
  else console.info(`\nPostgreSQL not reachable (${reachable}): the API tests ran on PGlite only`);
}

if (targets.length === 0) {
  console.info('\nno screen touched: no browser journeys (npm test runs them all before each stop)');
} else {
  console.info(`\n=== browser journeys of the touched screens: ${targets.join(' ')} ===`);
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) counts.failed += 1;
  else {
    const output = join(root, 'test-results', 'e2e.json');
    rmSync(output, { force: true });
    const result = spawnSync('npx', ['playwright', 'test', ...targets], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
    });
    if (existsSync(output)) {
      const { stats } = JSON.parse(readFileSync(output, 'utf8'));
      counts.passed += stats.expected;
      counts.failed += stats.unexpected + stats.flaky;
    }
    if (result.status !== 0 && counts.failed === 0) counts.failed += 1;
  }
}

console.info(`\n${counts.passed} passed, ${counts.failed} failed`);
process.exit(counts.failed > 0 ? 1 : 0);
