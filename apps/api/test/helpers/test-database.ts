/**
 * A fresh database for one test file, on the engine TEST_DATABASE names: `pglite` (in-memory,
 * default) or `postgres` (a uniquely named database on TEST_POSTGRES_URL, dropped afterwards).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../../src/db/client';

export const testEngine = (process.env.TEST_DATABASE ?? 'pglite') as 'pglite' | 'postgres';
const serverUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (testEngine === 'pglite') return openDatabase({ kind: 'pglite', dataDir: null });

  const name = `wegweiser_test_${process.pid}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // The database is dropped WITH (FORCE) afterwards; a connection ended by that is expected.
  const handle = await openDatabase(
    { kind: 'postgres', url: url.toString() },
    { onIdleClientError: () => {} },
  );
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}
