/**
 * HTTP benchmark of the API's cached public GET endpoints against nginx serving the same answers, in
 * one run on one machine (bench/README.md, decision 126). A script, not a test:
 *
 *   npm run build && npm run bench:api            (node --import tsx bench/api/run.ts)
 *
 * Starts the product server (fresh embedded database in a temp folder) and an nginx of its own
 * (generated config in a temp folder, never the system service), both on free loopback ports. nginx
 * serves each endpoint's own answer — its exact body and the API's headers — so each API row and its
 * nginx row put the same bytes on the wire and cost the load generator the same to parse; a plain
 * file of the by_types body and two Node.js processes writing it from a ready buffer are measured
 * beside them.
 *
 * Measurement: one short warm-up per target, then BENCH_ROUNDS interleaved rounds; each round runs
 * every target for BENCH_DURATION seconds, in the listed order on even rounds and reversed on odd
 * ones, an API endpoint always next to its nginx answer. A ratio is the median of the per-round
 * ratios (each API round divided by its nginx answer's round), printed with the min–max; whatever
 * else loads the machine during a round loads both halves of a pair alike. Each target's server CPU
 * time per answered request (its process group, /proc) is summed over the rounds.
 *
 * Environment: BENCH_ROUNDS (default 5), BENCH_DURATION (seconds per target and round, default 3),
 * BENCH_WARMUP (seconds per target before the rounds, default 1), BENCH_CONNECTIONS (default 50),
 * BENCH_NGINX (path of the nginx binary, default /usr/sbin/nginx).
 */
import { cpus } from 'node:os';
import autocannon from 'autocannon';
import { autocannonVersion, loadRun, perSecond, type Run } from '../support/autocannon';
import { groupCpuSeconds } from '../support/cpu';
import { requireNginx, startNginx } from '../support/nginx';
import { intFromEnv, print, runBenchmark } from '../support/processes';
import { STARTUP_TIMEOUT_MS, startProductServer } from '../support/product-server';
import { roundOrder } from '../support/rounds';
import { report } from './report';
import {
  answerFile,
  cachedAnswers,
  ENDPOINTS,
  nginxFiles,
  PLAIN_FILE,
  PLAIN_SOURCE,
  startReadyBufferServers,
  type Target,
} from './targets';

const settings = {
  rounds: intFromEnv('BENCH_ROUNDS', 5, 1, 50),
  duration: intFromEnv('BENCH_DURATION', 3, 1, 300),
  warmup: intFromEnv('BENCH_WARMUP', 1, 0, 60),
  connections: intFromEnv('BENCH_CONNECTIONS', 50, 1, 1_000),
};

/** API rows, their nginx answers, the plain file and two ready buffers. */
const TARGET_COUNT = ENDPOINTS.length * 2 + 3;

/** Upper bound of a whole run; past it the run is aborted and cleaned up. */
const RUN_LIMIT_MS =
  STARTUP_TIMEOUT_MS +
  60_000 +
  TARGET_COUNT * (settings.warmup + 2 + settings.rounds * (settings.duration + 2)) * 1_000;

async function main() {
  requireNginx('This benchmark compares the API with nginx serving the same answers.');
  const server = await startProductServer();
  const answers = await cachedAnswers(server.origin);
  const nginx = await startNginx(nginxFiles(answers));
  const plainBody = answers[PLAIN_SOURCE]?.body ?? Buffer.alloc(0);
  const ceilings = await startReadyBufferServers(plainBody);

  // Each API endpoint next to its nginx answer; then the plain file and the ready buffers.
  const targets: Target[] = ENDPOINTS.flatMap((endpoint, i) => [
    {
      name: `API ${endpoint.name}`,
      url: server.origin + endpoint.path,
      bytes: answers[i]?.body.length ?? 0,
      pid: server.child.pid,
      reference: 2 * i + 1,
    },
    {
      name: `nginx, ${endpoint.name.replace(/ \(.*/, '')}'s answer`,
      url: `${nginx.origin}/${answerFile(i)}`,
      bytes: answers[i]?.body.length ?? 0,
      pid: nginx.pid,
      reference: 2 * i + 1,
    },
  ]);
  const plainIndex = targets.length;
  targets.push({
    name: 'nginx, plain file (by_types body)',
    url: `${nginx.origin}/${PLAIN_FILE}`,
    bytes: plainBody.length,
    pid: nginx.pid,
    reference: 2 * PLAIN_SOURCE + 1,
  });
  for (const ceiling of ceilings) targets.push({ ...ceiling, reference: plainIndex });

  if (settings.warmup > 0) {
    for (const target of targets) {
      process.stderr.write(`warm-up  ${target.name}: ${settings.warmup} s\n`);
      await autocannon({ url: target.url, connections: settings.connections, duration: settings.warmup });
    }
  }
  // runs[round][target index], whatever order the round ran them in.
  const runs: Run[][] = [];
  for (let round = 0; round < settings.rounds; round++) {
    const indexes = roundOrder(
      targets.map((_, i) => i),
      round,
    );
    const figures: Run[] = [];
    for (const i of indexes) {
      const target = targets[i] as Target;
      const run = await loadRun(target.url, settings, {}, () => groupCpuSeconds(target.pid));
      process.stderr.write(
        `round ${round + 1}/${settings.rounds}  ${target.name}: ${perSecond(run).toFixed(0)} req/s\n`,
      );
      figures[i] = run;
    }
    runs.push(figures);
  }

  const overrides = ['BENCH_ROUNDS', 'BENCH_DURATION', 'BENCH_WARMUP', 'BENCH_CONNECTIONS']
    .filter((key) => process.env[key])
    .map((key) => `${key}=${process.env[key]} `)
    .join('');
  const cpu = cpus();
  print();
  print(`command:    ${overrides}npm run bench:api   (node --import tsx bench/api/run.ts)`);
  print(`date:       ${new Date().toISOString()}`);
  print(`node:       ${process.version}`);
  print(`nginx:      ${nginx.version}`);
  print(
    `autocannon: ${autocannonVersion()}, ${settings.connections} connections; ${settings.rounds} interleaved rounds of ${settings.duration} s per target after a ${settings.warmup} s warm-up each`,
  );
  print(
    `machine:    ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}; autocannon, API server and nginx share it`,
  );
  print();
  const failed = await report(targets, runs);
  if (failed.length > 0) {
    console.error(`\nnon-2xx responses or errors on: ${failed.join(', ')}`);
    process.exitCode = 1;
  }
}

await runBenchmark(main, RUN_LIMIT_MS);
