/**
 * A repository's hot read, built once (decision 125). Drizzle's query builder turns a query into
 * SQL again on every call — a tenth of an uncached render's CPU went to building the same few
 * statements. A prepared read is built the first time it runs and afterwards only executed with
 * its placeholders' values; on PostgreSQL it is a named statement, parsed once per connection.
 *
 * Inside a scope (a preview's transaction, db/scope.ts) the read is built on the scope's handle
 * each time, as before, so it reads the transaction's drafts. A statement PostgreSQL refuses after
 * a newer release's migration changed its result type is parsed again under a new name and the
 * call retried once (decision 127).
 */
import { asc, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';
import { inScope } from './scope';

type Executable<R> = { execute(values?: Record<string, unknown>): Promise<R> };
type Preparable<R> = Executable<R> & { prepare(name: string): Executable<R> };

/**
 * `name` must be unique in the process (PostgreSQL's statement name); `build` makes the query from
 * the repository's handle, with `sql.placeholder(…)` wherever a call's values go.
 */
export function preparedRead<R>(
  name: string,
  build: () => Preparable<R>,
): (values?: Record<string, unknown>) => Promise<R> {
  let prepared: Executable<R> | undefined;
  let generation = 0;
  return async (values) => {
    if (inScope()) return build().execute(values);
    prepared ??= build().prepare(name);
    const statement = prepared;
    try {
      return await statement.execute(values);
    } catch (error) {
      if (!isStalePlan(error)) throw error;
      // A newer process's migration changed what the statement returns (a column's type): each
      // pooled connection that parsed it refuses it once (the pool then replaces that connection).
      // A new name is parsed afresh wherever it runs, so no request fails on the way.
      if (prepared === statement) {
        generation += 1;
        prepared = build().prepare(`${name}_${generation}`);
      }
      return prepared.execute(values);
    }
  };
}

/**
 * PostgreSQL refuses a named statement whose result's shape changed since it was parsed on the
 * connection (SQLSTATE 0A000, "cached plan must not change result type"); drizzle wraps the
 * driver's error as its `cause`.
 */
export function isStalePlan(error: unknown): boolean {
  let current = error;
  for (let depth = 0; depth < 4 && current; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (code === '0A000' && typeof message === 'string' && message.includes('cached plan must not change'))
      return true;
    current = cause;
  }
  return false;
}

/** A table of ordered rows the owner can switch off: `is_active`, `order`, `id`. */
type OrderedTable = PgTable & {
  isActive: PgColumn;
  order: PgColumn;
  id: PgColumn;
};

/**
 * A prepared read of a table's active rows in the owner's order (ties by id): the shape of the
 * lists a render shows (stats, qualifications, locations, footer items, testimonials).
 */
export function activeRowsInOrder<T extends OrderedTable>(name: string, db: Database, table: T) {
  return preparedRead(name, () =>
    db
      .select()
      .from(table as PgTable)
      .where(eq(table.isActive, true))
      .orderBy(asc(table.order), asc(table.id)),
  ) as () => Promise<T['$inferSelect'][]>;
}
