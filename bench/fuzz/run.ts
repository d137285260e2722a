/**
 * Every write fuzz at once, deep (issue 15 point 4, decisions 050 and 069): the console's write
 * routes (content, accounts, media, damaged uploads), the public ones (broken requests with the
 * table digest, and never-5xx's plausible and hostile bodies), and both coverage tests that hold
 * every registered write route to a fuzz file. Runs vitest once with FUZZ_RUNS (300) and
 * FUZZ_REPORT, where each fuzz file appends its tally (test/helpers/write-fuzz.ts), and prints one
 * figure: routes, cases, statuses, 5xx, the fewest cases any route got, wall time.
 *
 *   TEST_DATABASE=pglite npm run bench:fuzz     # = node --import tsx bench/fuzz/run.ts
 *
 * Exits 1 when vitest fails (a 5xx, a wrong refusal, a changed table, an uncovered route), when
 * any 5xx was counted, or when a route got fewer cases than FUZZ_RUNS.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FuzzReportLine } from '../../apps/api/test/helpers/write-fuzz';
import { alive, intFromEnv, print, runBenchmark, sleep, start, tempDir } from '../support/processes';

const RUNS = intFromEnv('FUZZ_RUNS', 300, 1, 100_000);
const FILES = [
  'apps/api/test/admin/write-fuzz-coverage.test.ts',
  'apps/api/test/write-fuzz-public-coverage.test.ts',
  'apps/api/test/admin/write-fuzz-content.test.ts',
  'apps/api/test/admin/write-fuzz-accounts.test.ts',
  'apps/api/test/admin/write-fuzz-media.test.ts',
  'apps/api/test/admin/media-fuzz.test.ts',
  'apps/api/test/write-fuzz-public.test.ts',
  'apps/api/test/never-5xx.test.ts',
  // Not tallied, run at their full volume too (the suite runs a smoke share; decision 077).
  'apps/api/test/admin/read-fuzz.test.ts',
  'apps/api/test/admin/subscribers.test.ts',
];

const fiveHundreds = (statuses: Record<string, number>) =>
  Object.entries(statuses).reduce((sum, [status, n]) => (Number(status) >= 500 ? sum + n : sum), 0);

async function main() {
  const report = join(tempDir('wegweiser-fuzz-'), 'report.jsonl');
  writeFileSync(report, '');
  const started = performance.now();
  const vitest = start('npx', ['vitest', 'run', '--project', 'api', ...FILES], {
    ...process.env,
    FUZZ_RUNS: String(RUNS),
    FUZZ_REPORT: report,
  });
  // vitest's own output goes to stderr as it comes; stdout is left for the figure.
  vitest.child.stdout?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  vitest.child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  while (alive(vitest.child)) await sleep(500);
  const wallSeconds = Math.round((performance.now() - started) / 1000);
  const passed = vitest.child.exitCode === 0;

  const lines = readFileSync(report, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as FuzzReportLine);
  const perRoute = new Map<string, number>();
  const statuses = new Map<number, number>();
  for (const line of lines) {
    for (const [route, n] of Object.entries(line.routes)) perRoute.set(route, (perRoute.get(route) ?? 0) + n);
    for (const [status, n] of Object.entries(line.statuses))
      statuses.set(Number(status), (statuses.get(Number(status)) ?? 0) + n);
  }
  const cases = lines.reduce((sum, line) => sum + line.cases, 0);
  const errors = fiveHundreds(Object.fromEntries(statuses));
  const [fewestRoute, fewest] = [...perRoute].sort((a, b) => a[1] - b[1])[0] ?? ['-', 0];
  const histogram = JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])));

  print(
    `bench:fuzz — FUZZ_RUNS=${RUNS}, TEST_DATABASE=${process.env.TEST_DATABASE ?? 'pglite'}, Node ${process.version}`,
  );
  for (const line of lines) {
    print(
      `  ${line.name.padEnd(24)} ${String(Object.keys(line.routes).length).padStart(3)} routes ` +
        `${String(line.cases).padStart(6)} cases  ${JSON.stringify(line.statuses)}  5xx ${fiveHundreds(line.statuses)}  ${line.seconds} s`,
    );
  }
  print(
    `all: ${perRoute.size} write routes, ${cases} cases, statuses ${histogram}, 5xx: ${errors}, ` +
      `fewest cases on a route: ${fewest} (${fewestRoute}), wall ${Math.floor(wallSeconds / 60)} min ${wallSeconds % 60} s, ` +
      `vitest ${passed ? 'passed' : 'FAILED'}`,
  );
  if (!passed || errors > 0 || fewest < RUNS || lines.length === 0) process.exitCode = 1;
}

await runBenchmark(main, 60 * 60_000);
