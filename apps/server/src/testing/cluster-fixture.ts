/**
 * The primary of workers.ts over stand-in workers (workers.test.ts), run as
 * `node --import tsx cluster-fixture.ts`. FIXTURE_WORKER says what a worker does: `crash` exits
 * at once with code 3; `listen` says "started", listens on FIXTURE_PORT after 300 ms, says
 * "listening" and closes on SIGTERM like the real server.
 */
import cluster from 'node:cluster';
import { createServer } from 'node:http';
import { runPrimary } from '../workers';

if (cluster.isPrimary) {
  await runPrimary(Number(process.env.FIXTURE_WORKERS ?? 2), 'info');
} else if (process.env.FIXTURE_WORKER === 'crash') {
  process.exit(3);
} else {
  process.stdout.write(`worker started ${process.pid}\n`);
  const server = createServer((_request, response) => response.end(String(process.pid)));
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
  setTimeout(() => {
    server.listen(Number(process.env.FIXTURE_PORT), '127.0.0.1', () =>
      process.stdout.write(`worker listening ${process.pid}\n`),
    );
  }, 300);
}
