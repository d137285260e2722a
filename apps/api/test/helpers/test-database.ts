/**
 * A fresh database for one test file, on the engine TEST_DATABASE names: `pglite` (in-memory,
 * default) or `postgres` (a uniquely named database on TEST_POSTGRES_URL, dropped afterwards).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../../src/db/client';

export const testEngine = (process.env.TEST_DATABASE ?? 'pglite') as 'pglite' | 'postgres';
const serverUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type PostgresDatabase = { url: string; name: string; drop: () => Promise<void> };

/** Creates a uniquely named, empty database on the test server; `drop` removes it (WITH FORCE). */
export async function createPostgresDatabase(): Promise<PostgresDatabase> {
  const name = `wegweiser_test_${process.pid}_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () => adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

async function adminQuery(statement: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (testEngine === 'pglite') return openDatabase({ kind: 'pglite', dataDir: null });

  const database = await createPostgresDatabase();
  // The database is dropped WITH (FORCE) afterwards; a connection ended by that is expected.
  const handle = await openDatabase({ kind: 'postgres', url: database.url }, { onIdleClientError: () => {} });
  await Promise.race([handle.availability.ready, new Promise((resolve) => setTimeout(resolve, 30_000))]);
  if (!handle.availability.isUp) {
    const error = handle.availability.lastError ?? new Error('the test database did not come up in 30 s');
    await handle.close();
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
