/**
 * A database handle that can be pointed at a transaction for the duration of an async call
 * (decision 044: a preview is a publish inside a transaction that is rolled back). Repositories
 * keep the handle they were made with; while `runInScope` runs, every query they make — also from
 * in-process requests the call makes — goes to the scope's transaction instead.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database } from './client';

const scope = new AsyncLocalStorage<Database>();

/** The database, or the transaction of the running scope. */
export function scopedDatabase(db: Database): Database {
  return new Proxy(db, {
    get(target, property) {
      const source = scope.getStore() ?? target;
      const value = Reflect.get(source, property, source);
      return typeof value === 'function' ? value.bind(source) : value;
    },
  });
}

/** Runs `work` with every scoped database handle pointing at `transaction`. */
export function runInScope<T>(transaction: Database, work: () => Promise<T>): Promise<T> {
  return scope.run(transaction, work);
}

/** Whether the current call runs in a scope (its answers must not be cached for everyone). */
export const inScope = () => scope.getStore() !== undefined;
