/**
 * A repository's hot read, built once (decision 125). Drizzle's query builder turns a query into
 * SQL again on every call — a tenth of an uncached render's CPU went to building the same few
 * statements. A prepared read is built the first time it runs and afterwards only executed with
 * its placeholders' values; on PostgreSQL it is a named statement, parsed once per connection.
 *
 * Inside a scope (a preview's transaction, db/scope.ts) the read is built on the scope's handle
 * each time, as before, so it reads the transaction's drafts.
 */
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
  return (values) => {
    if (inScope()) return build().execute(values);
    prepared ??= build().prepare(name);
    return prepared.execute(values);
  };
}
