#!/usr/bin/env node
/**
 * Runs every test suite and ends with one plain line "N passed, N failed" (decision 077).
 *   0. builds the website, the console and the compiled server (the server tests and the browser
 *      journeys serve the builds; the owner, backup and restore tests run the compiled commands)
 *   1. every vitest project on PGlite: unit tests (contracts, scripts, bench, client, markdown, web
 *      logic, console components), the composed server and the whole API suite; with the Redis at
 *      TEST_REDIS_URL (default 127.0.0.1:6379) reachable, the API's shared rate limits against it too
 *      (`*.redis.test.ts`, keys under a random prefix per test, nothing flushed). With CI=true Redis
 *      is mandatory; elsewhere a missing server is reported loudly and counted as not run.
 *   2. on the PostgreSQL at TEST_POSTGRES_URL (default 127.0.0.1:5432): the API tests whose outcome
 *      can differ by engine (all but those vitest.config.ts names as engine-independent) and the
 *      PostgreSQL-only tests of the API and the composed server (`*.postgres.test.ts`: outages
 *      through a TCP proxy, two processes on one database). With CI=true mandatory; elsewhere a
 *      missing server is reported loudly and counted as not run.
 *   3. browser journeys (Playwright, Debian's Chromium) against the real server, in parallel.
 * The database every test file copies is migrated and seeded once per leg (a PGlite data folder, a
 * PostgreSQL template; apps/api/test/global-setup.ts, tests/e2e/global-setup.ts). At the end it
 * prints each leg's wall time and the 15 slowest test files, then the summary line.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { withNothingRanAsFailure } from './leg-verdict.mjs';
import { postgresReachable, postgresUrl, redisReachable, redisUrl } from './test-services.mjs';

const root = new URL('..', import.meta.url).pathname;
const resultsDir = join(root, 'test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });
const isCI = process.env.CI === 'true';

const legs = [];
/** Every test file's cost, from every leg: { leg, file, seconds }. */
const fileTimes = [];

function collectFileTimes(leg, path) {
  if (!existsSync(path)) return;
  for (const entry of JSON.parse(readFileSync(path, 'utf8'))) fileTimes.push({ leg, ...entry });
}

/** Runs `step` and notes its wall time on the leg(s) it added. */
async function timed(step) {
  const before = legs.length;
  const started = performance.now();
  await step();
  const seconds = (performance.now() - started) / 1000;
  for (const leg of legs.slice(before)) leg.seconds = seconds;
}

/** What a vitest JSON report says: counts, and each failure as "file › test: first line of the error". */
function readVitestReport(output) {
  if (!existsSync(output)) return { passed: 0, failed: 0, failures: [], failedFiles: [] };
  const report = JSON.parse(readFileSync(output, 'utf8'));
  const failures = [];
  const failedFiles = [];
  for (const file of report.testResults ?? []) {
    const path = relative(root, file.name);
    if (file.status === 'failed') failedFiles.push(path);
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) {
      failures.push(`${path} › ${test.fullName ?? test.title}: ${firstLine(test.failureMessages?.[0])}`);
    }
    if (file.status === 'failed' && failedTests.length === 0)
      failures.push(`${path}: ${firstLine(file.message)}`);
  }
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + (report.numFailedTestSuites ?? 0),
    failures,
    failedFiles,
  };
}

function firstLine(text) {
  const line =
    String(text ?? 'no message')
      .split('\n')
      .find((part) => part.trim() !== '') ?? 'no message';
  return line.trim().slice(0, 240);
}

function runVitest(name, projects, env, files, output) {
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), ...files];
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${output}`);
  args.push('--reporter=./scripts/file-times-reporter.mjs');
  const times = output.replace(/\.json$/, '.file-times.json');
  const result = spawnSync('npx', args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env, FILE_TIMES_OUTPUT: times },
  });
  collectFileTimes(name, times);
  const counts = {
    ...readVitestReport(output),
    report: existsSync(output),
    exit: result.status ?? result.signal,
  };
  if (result.status !== 0 && counts.failed === 0) {
    counts.failed = 1; // the runner itself failed
    counts.failures.push(
      `${name}: vitest exited with ${result.status ?? result.signal} without a failed test`,
    );
  }
  return counts;
}

/**
 * Runs a vitest leg. When files fail, they run once more on their own (decision 073): a leg passes only
 * when every file that failed passes on that second run; the first failures are printed in the summary
 * either way, marked FLAKY when the second run passed, so an intermittent failure is seen, not hidden.
 */
function vitest(name, projects, env = {}, files = []) {
  const output = join(resultsDir, `${name}.json`);
  console.info(`\n=== ${name} ===`);
  const first = runVitest(name, projects, env, files, output);
  const leg = {
    name,
    passed: first.passed,
    failed: first.failed,
    ran: true,
    failures: first.failures,
    flaky: [],
  };
  if (first.failed > 0 && first.failedFiles.length > 0 && first.failedFiles.length <= 5) {
    console.info(`\n=== ${name}: the ${first.failedFiles.length} failed file(s) once more ===`);
    const again = runVitest(
      `${name} (again)`,
      projects,
      env,
      first.failedFiles,
      join(resultsDir, `${name}-again.json`),
    );
    if (again.failed === 0) {
      leg.flaky = first.failures;
      leg.failures = [];
      leg.failed = 0;
      leg.passed = first.passed + again.passed - countPassedIn(output, first.failedFiles);
    } else {
      leg.failures = [...first.failures, ...again.failures.map((failure) => `again: ${failure}`)];
    }
  }
  legs.push(withNothingRanAsFailure(leg, first));
}

/** Tests that passed on the first run in files that ran again (they are counted once). */
function countPassedIn(output, files) {
  const report = JSON.parse(readFileSync(output, 'utf8'));
  return (report.testResults ?? [])
    .filter((file) => files.includes(relative(root, file.name)))
    .reduce((sum, file) => sum + file.assertionResults.filter((test) => test.status === 'passed').length, 0);
}

function notRun(name, banner) {
  console.error(`\n${'!'.repeat(banner.length)}\n${banner}\n${'!'.repeat(banner.length)}`);
  legs.push({ name, passed: 0, failed: isCI ? 1 : 0, ran: false });
}

const started = performance.now();
await timed(() => {
  console.info('\n=== build (website, console, compiled server) ===');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  legs.push({ name: 'build', passed: 0, failed: build.status === 0 ? 0 : 1, ran: true });
});

const redis = await redisReachable();
await timed(() =>
  vitest(
    `unit + web + admin + server + api on PGlite${redis === true ? ' (+ Redis)' : ''}`,
    [
      'contracts',
      'scripts',
      'bench',
      'client',
      'markdown',
      'web',
      'admin',
      'server',
      'api-unit',
      'api',
      'api-isolated',
    ],
    { TEST_DATABASE: 'pglite', ...(redis === true ? { TEST_REDIS_URL: redisUrl } : {}) },
  ),
);
if (redis !== true)
  notRun('api on Redis (shared rate limits)', `Redis NOT RUN: cannot reach ${redisUrl} (${redis})`);

const reachable = await postgresReachable();
if (reachable === true) {
  await timed(() =>
    vitest('api + server on PostgreSQL', ['api', 'server'], {
      TEST_DATABASE: 'postgres',
      TEST_POSTGRES_URL: postgresUrl,
    }),
  );
} else {
  notRun('api + server on PostgreSQL', `PostgreSQL leg NOT RUN: cannot reach ${postgresUrl} (${reachable})`);
}

/** "file:line › title: first line of the error" for every journey that did not pass. */
function playwrightFailures(suites) {
  const failures = [];
  for (const suite of suites) {
    failures.push(...playwrightFailures(suite.suites ?? []));
    for (const spec of suite.specs ?? []) {
      if (spec.ok) continue;
      const error = spec.tests?.flatMap((test) => test.results ?? []).find((r) => r.error)?.error?.message;
      failures.push(`${spec.file}:${spec.line} › ${spec.title}: ${firstLine(error)}`);
    }
  }
  return failures;
}

/** Each spec file's journeys' time, added up (a file runs in one worker, except parallel describes). */
function playwrightFileTimes(suites) {
  const perFile = new Map();
  const visit = (suite) => {
    for (const child of suite.suites ?? []) visit(child);
    for (const spec of suite.specs ?? []) {
      const ms = (spec.tests ?? [])
        .flatMap((t) => t.results ?? [])
        .reduce((sum, r) => sum + (r.duration ?? 0), 0);
      const file = `tests/e2e/${spec.file}`;
      perFile.set(file, (perFile.get(file) ?? 0) + ms);
    }
  };
  for (const suite of suites) visit(suite);
  return [...perFile].map(([file, ms]) => ({
    leg: 'browser journeys',
    file,
    seconds: Math.round(ms / 100) / 10,
  }));
}

function playwright() {
  console.info('\n=== browser journeys (Playwright) ===');
  const output = join(resultsDir, 'e2e.json');
  const result = spawnSync('npx', ['playwright', 'test'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
  let passed = 0;
  let failed = 0;
  const failures = [];
  if (existsSync(output)) {
    const report = JSON.parse(readFileSync(output, 'utf8'));
    passed = report.stats.expected;
    failed = report.stats.unexpected + report.stats.flaky;
    failures.push(...playwrightFailures(report.suites ?? []));
    fileTimes.push(...playwrightFileTimes(report.suites ?? []));
  }
  if (result.status !== 0 && failed === 0) failed = 1;
  legs.push(
    withNothingRanAsFailure(
      { name: 'browser journeys', passed, failed, ran: true, failures },
      { report: existsSync(output), exit: result.status ?? result.signal },
    ),
  );
}

if (existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
  await timed(playwright);
} else {
  notRun(
    'browser journeys',
    'Browser journeys NOT RUN: /usr/bin/chromium is missing (apt-get install -y chromium)',
  );
}

const passed = legs.reduce((sum, leg) => sum + leg.passed, 0);
const failed = legs.reduce((sum, leg) => sum + leg.failed, 0);
const minutes = (seconds) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
};
fileTimes.sort((a, b) => b.seconds - a.seconds);
// Every file's figure, for a closer look (Playwright empties test-results/ when it starts, so last).
mkdirSync(resultsDir, { recursive: true });
writeFileSync(join(resultsDir, 'file-times.json'), `${JSON.stringify(fileTimes, null, 1)}\n`);
console.info('\n=== the 15 slowest test files (set-up, import, tests and hooks) ===');
for (const entry of fileTimes.slice(0, 15))
  console.info(`${entry.seconds.toFixed(1).padStart(7)} s  ${entry.file}  (${entry.leg})`);
console.info('\n=== summary ===');
for (const leg of legs) {
  const counts = leg.ran ? `${leg.passed} passed, ${leg.failed} failed` : 'NOT RUN';
  const time = leg.seconds === undefined ? '' : `, ${minutes(leg.seconds)}`;
  console.info(`${leg.name}: ${counts}${time}${leg.note ? ` (${leg.note})` : ''}`);
  for (const failure of (leg.failures ?? []).slice(0, 12)) console.info(`  FAILED ${failure}`);
  for (const failure of (leg.flaky ?? []).slice(0, 12))
    console.info(`  FLAKY (passed when run again) ${failure}`);
}
console.info(`all legs: ${minutes((performance.now() - started) / 1000)} wall time`);
const line = `${passed} passed, ${failed} failed`;
writeFileSync(join(resultsDir, 'summary.txt'), `${line}\n`);
console.info(line);
process.exit(failed > 0 ? 1 : 0);
