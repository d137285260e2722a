/**
 * Issue 15 point 3, fault "a bad deploy's migration" (decision 068), on PostgreSQL (the PGlite half:
 * migration-rollback.test.ts): a release whose migrations fail half-way leaves the schema and the
 * data exactly as they were, the running (old) app keeps serving, and the new app logs the failing
 * migration plainly and keeps retrying instead of serving a half-migrated database.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { badRelease, dataOf, schemaOf, signUp } from './helpers/bad-release';
import { clientFor, testConfig } from './helpers/build-app';
import { createPostgresDatabase, type PostgresDatabase } from './helpers/test-database';
import { timed } from './helpers/wait';

describe('a failing migration on PostgreSQL', () => {
  let database: PostgresDatabase;
  let folder: string;
  let old: Awaited<ReturnType<typeof buildApp>>;
  let handle: DatabaseHandle | undefined;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    folder = badRelease();
    old = await buildApp(testConfig({ DATABASE_URL: database.url }));
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
    // close() does not wait for a retry of the migrations in progress (it fails within ~50 ms):
    // let it end before the database is dropped under it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await old?.app.close();
    await database?.drop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('rolls back the whole release while the old app keeps serving, and logs the failing statement', async () => {
    const t = await clientFor(old.app, old.api);
    expect((await t.post('/api/newsletter/subscribe/?language=de', signUp)).status).toBe(200);
    const schemaBefore = await schemaOf(old.api.database.db);
    const dataBefore = await dataOf(old.api.database.db);

    // The new release starts on the same database: its migrations fail, it does not come up.
    const logs: string[] = [];
    const { result: opened, ms } = await timed(() =>
      openDatabase({ kind: 'postgres', url: database.url }, { migrationsFolder: folder }),
    );
    handle = opened;
    expect(handle.availability.isUp).toBe(false);
    const base = testConfig({ DATABASE_URL: database.url });
    const next = await buildApp(
      { ...base, seed: false },
      { database: handle, logger: true, logStream: { write: (line) => void logs.push(line) } },
    );
    const failed = logs
      .map((line) => JSON.parse(line) as { level: number; msg: string; err?: Record<string, unknown> })
      .filter((line) => line.msg.startsWith('database set-up failed'));
    expect(failed).toEqual([
      expect.objectContaining({
        level: 50,
        msg:
          'database set-up failed: migration 9902_fault_bad failed (SQLSTATE 42P01): every pending ' +
          'migration was rolled back; retrying in the background',
        err: expect.objectContaining({
          type: 'MigrationFailedError',
          code: '42P01',
          migration: '9902_fault_bad',
        }),
      }),
    ]);
    expect((await next.app.inject({ method: 'GET', url: '/api/health/' })).statusCode).toBe(503);
    await next.app.close();

    expect(await schemaOf(old.api.database.db)).toEqual(schemaBefore);
    expect(await dataOf(old.api.database.db)).toEqual(dataBefore);
    const served = await t.get('/api/services/featured/?language=de');
    expect(served.status).toBe(200);
    const write = await t.post('/api/newsletter/subscribe/?language=de', { email: 'danach@example.com' });
    expect(write.status).toBe(200);
    console.info(
      `fault migration (postgres): failing release not up after ${Math.round(ms)} ms (health 503, error logged); ` +
        `schema unchanged (${schemaBefore.columns.length} columns, ${schemaBefore.migrations.length} migrations), ` +
        `${dataBefore.subscribers.length} subscriber(s) unchanged; old app serves: read ${served.status}, write ${write.status}`,
    );
  });
});
