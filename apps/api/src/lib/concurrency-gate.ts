/**
 * A bulkhead for one kind of write (decision 107): at most `concurrency` of them use the database at
 * once in this process; the others wait their turn in order, so a burst queues here instead of
 * waiting on the connection pool, where a wait longer than its connect budget counts as the
 * database being down (decision 068) and every other route would starve beside it. Only when
 * `maxWaiting` are already waiting is a newcomer turned away at once (`GateFullError`).
 */
import pLimit from 'p-limit';

export class GateFullError extends Error {
  constructor(readonly waiting: number) {
    super(`${waiting} waiting already`);
    this.name = 'GateFullError';
  }
}

export type ConcurrencyGate = {
  /** Runs `work` when a place is free; rejects with GateFullError when the queue is full. */
  run<T>(work: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly waiting: number;
};

export function concurrencyGate(options: { concurrency: number; maxWaiting: number }): ConcurrencyGate {
  const limit = pLimit(options.concurrency);
  return {
    run(work) {
      if (limit.pendingCount >= options.maxWaiting)
        return Promise.reject(new GateFullError(limit.pendingCount));
      return limit(work);
    },
    get active() {
      return limit.activeCount;
    },
    get waiting() {
      return limit.pendingCount;
    },
  };
}
