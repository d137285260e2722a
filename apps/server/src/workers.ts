/**
 * WEB_CONCURRENCY above 1 (decision 075): this process becomes the primary of a `node:cluster`.
 * It serves nothing itself; it starts the server processes (workers), which share the port, and
 * keeps that many running:
 *
 * - the first worker starts alone (it migrates and seeds the database), the others once it listens;
 * - a worker that dies is replaced after a second; more than RESTART_LIMIT deaths within
 *   RESTART_WINDOW_MS is a crash loop (a broken database, a port taken): the primary stops them all
 *   and exits 1;
 * - SIGINT or SIGTERM reaches every worker (each closes as a single process does, finishing the
 *   requests under way) and the primary exits when all have, 0 when all closed cleanly.
 *
 * Whatever the workers share goes through PostgreSQL and Redis, as for several machines (decisions
 * 049, 054, 059, 064); DATA_DIR's files are written under per-process names and renamed.
 */
import cluster, { type Worker } from 'node:cluster';

export const RESTART_DELAY_MS = 1_000;
export const RESTART_LIMIT = 5;
export const RESTART_WINDOW_MS = 60_000;
/** After a signal, how long the workers may take to close before they are killed. */
export const SHUTDOWN_TIMEOUT_MS = 30_000;

/** Pino's levels, so the primary's lines read like the workers' (decision 018). */
const LEVELS: Record<string, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 };

/** `logLevel`: LOG_LEVEL, as for the workers (`silent` writes nothing). */
export function runPrimary(count: number, logLevel: string): Promise<never> {
  const threshold = LEVELS[logLevel] ?? Number.POSITIVE_INFINITY;
  const log = (level: 'info' | 'error' | 'fatal', msg: string, fields: Record<string, unknown> = {}) => {
    const value = LEVELS[level] as number;
    if (value < threshold) return;
    process.stdout.write(`${JSON.stringify({ level: value, time: Date.now(), ...fields, msg })}\n`);
  };
  return new Promise<never>(() => {
    const alive = new Set<Worker>();
    let stopping = false;
    let failed = false;
    let othersStarted = false;
    const deaths: number[] = [];

    const start = () => {
      const worker = cluster.fork();
      alive.add(worker);
      // The first to listen has migrated and seeded: the others may start.
      worker.once('listening', () => {
        if (othersStarted) return;
        othersStarted = true;
        for (let i = alive.size; i < count; i++) if (!stopping) start();
      });
      worker.once('exit', (code, signal) => {
        alive.delete(worker);
        if (stopping) {
          if (code !== 0) failed = true;
          if (alive.size === 0) process.exit(failed ? 1 : 0);
          return;
        }
        const now = Date.now();
        deaths.push(now);
        while (deaths.length > 0 && (deaths[0] as number) < now - RESTART_WINDOW_MS) deaths.shift();
        if (deaths.length > RESTART_LIMIT) {
          log('fatal', 'server processes keep dying: stopping', { deaths: deaths.length });
          failed = true;
          stop('SIGTERM');
          return;
        }
        log('error', 'a server process died: starting another', { pid: worker.process.pid, code, signal });
        setTimeout(() => {
          if (!stopping) start();
        }, RESTART_DELAY_MS);
      });
    };

    const stop = (signal: NodeJS.Signals) => {
      if (stopping) return;
      stopping = true;
      log('info', 'shutting down the server processes', { signal });
      if (alive.size === 0) process.exit(failed ? 1 : 0);
      for (const worker of alive) worker.process.kill(signal);
      setTimeout(() => {
        log('error', 'server processes did not close in time: killing them', {
          timeoutMs: SHUTDOWN_TIMEOUT_MS,
        });
        for (const worker of alive) worker.process.kill('SIGKILL');
        process.exit(1);
      }, SHUTDOWN_TIMEOUT_MS).unref();
    };
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(signal));

    log('info', 'starting server processes', { processes: count });
    start();
  });
}
