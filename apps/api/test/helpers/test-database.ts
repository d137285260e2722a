/**
 * A database of its own for one test file, on the engine TEST_DATABASE names: `pglite` (default) or
 * `postgres` (a uniquely named database on TEST_POSTGRES_URL, dropped afterwards).
 *
 * `createTestDatabase` copies the database the global set-up migrated and seeded once for the run
 * (decision 077): a PGlite data folder, or a PostgreSQL template. `createPostgresDatabase` gives an
 * empty PostgreSQL database, for the tests that prove migrations and a first start for real.
 */
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/client';
import {
  adminQuery,
  copyPgliteFolder,
  DEFAULT_POSTGRES_URL,
  databaseUrl,
  dropPostgresDatabase,
  removePgliteFolder,
  uniqueDatabaseName,
  waitUntilUp,
} from './prepared-database';

export const testEngine = (process.env.TEST_DATABASE ?? 'pglite') as 'pglite' | 'postgres';
const serverUrl = process.env.TEST_POSTGRES_URL ?? DEFAULT_POSTGRES_URL;

export type PostgresDatabase = { url: string; name: string; drop: () => Promise<void> };

/**
 * Creates a uniquely named database on the test server — empty, or a copy of `template` — and
 * `drop` removes it (WITH FORCE). Its commits do not wait for the disk unless `durableCommits`.
 */
export async function createPostgresDatabase(
  template?: string,
  options: { durableCommits?: boolean } = {},
): Promise<PostgresDatabase> {
  const name = uniqueDatabaseName('test');
  await adminQuery(serverUrl, `CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  // A test's commits need not wait for the disk (decision 108): a setting of this database only
  // (the shared server's configuration is untouched); a crash of a Node process loses nothing by
  // it, only one of PostgreSQL itself, which no test causes. Benchmarks keep commits durable, as
  // production has them.
  if (!options.durableCommits)
    await adminQuery(serverUrl, `ALTER DATABASE "${name}" SET synchronous_commit = off`);
  return { url: databaseUrl(serverUrl, name), name, drop: () => dropPostgresDatabase(serverUrl, name) };
}

/** The migrated and seeded database of this run, prepared once by test/global-setup.ts. */
export function preparedDatabases() {
  const prepared = inject('preparedDatabases');
  if (!prepared)
    throw new Error('no prepared test database: run the tests through vitest.config.ts (its global set-up)');
  return prepared;
}

/**
 * A PGlite data folder of its own, copied from the prepared one — migrated and seeded, or with
 * `empty` just after initdb — in a new temporary folder; the caller removes it (`removePgliteFolder`).
 */
export function copyPreparedPgliteFolder(prefix?: string, options: { empty?: boolean } = {}): string {
  const prepared = preparedDatabases();
  return copyPgliteFolder(options.empty ? prepared.pgliteEmptyDir : prepared.pgliteDir, prefix);
}

/**
 * A migrated and seeded database of the file's own, on the engine of this leg; `close` removes it.
 * `{ empty: true }`: migrated (for real, now) but without the seed.
 */
export async function createTestDatabase(options: { empty?: boolean } = {}): Promise<DatabaseHandle> {
  if (testEngine === 'pglite' && options.empty) return openDatabase({ kind: 'pglite', dataDir: null });
  if (testEngine === 'pglite') {
    const dataDir = copyPreparedPgliteFolder();
    try {
      const handle = await openDatabase({ kind: 'pglite', dataDir });
      return {
        ...handle,
        close: async () => {
          await handle.close();
          removePgliteFolder(dataDir);
        },
      };
    } catch (error) {
      removePgliteFolder(dataDir);
      throw error;
    }
  }

  const template = options.empty ? undefined : preparedDatabases().postgresTemplate;
  if (template === null)
    throw new Error('no prepared PostgreSQL template: TEST_DATABASE=postgres must be set for vitest');
  const database = await createPostgresDatabase(template);
  // The database is dropped WITH (FORCE) afterwards; a connection ended by that is expected.
  const handle = await openDatabase({ kind: 'postgres', url: database.url }, { onIdleClientError: () => {} });
  try {
    await waitUntilUp(handle, 30_000);
  } catch (error) {
    await database.drop();
    throw error;
  }
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await database.drop();
    },
  };
}

export { removePgliteFolder };
