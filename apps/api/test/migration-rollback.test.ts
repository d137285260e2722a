/**
 * Issue 15 point 3, fault "a bad deploy's migration" (decision 068), on PGlite (the PostgreSQL half:
 * migration-rollback.postgres.test.ts): a release whose migrations fail half-way — a good migration,
 * then one whose second statement fails — leaves the schema and the data exactly as they were (every
 * pending migration runs in one transaction), and the old release opens the database again. The
 * embedded database is opened explicitly, so this runs the same in both legs of `npm test`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { MigrationFailedError } from '../src/db/migration-failure';
import { badRelease, dataOf, schemaOf, signUp } from './helpers/bad-release';
import { clientFor, testConfig } from './helpers/build-app';
import { timed } from './helpers/wait';

describe('a failing migration on PGlite', () => {
  let dataDir: string;
  let folder: string;
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(folder, { recursive: true, force: true });
  });

  it('rolls back the whole release: schema and data as before, and the old release opens it again', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'wegweiser-pglite-migrate-'));
    folder = badRelease();
    const config = testConfig({ DATA_DIR: dataDir });
    const database = { kind: 'pglite' as const, dataDir };

    // The old release: migrated, seeded, one sign-up stored.
    const old = await buildApp(config);
    const t = await clientFor(old.app, old.api);
    expect((await t.post('/api/newsletter/subscribe/?language=de', signUp)).status).toBe(200);
    const schemaBefore = await schemaOf(old.api.database.db);
    const dataBefore = await dataOf(old.api.database.db);
    await old.app.close();

    const { result: failure, ms } = await timed(() =>
      openDatabase(database, { migrationsFolder: folder }).then(
        () => null,
        (error: unknown) => error,
      ),
    );
    expect(failure).toBeInstanceOf(MigrationFailedError);
    expect(failure).toMatchObject({ migration: '9902_fault_bad', code: '42P01' });
    expect((failure as Error).message).toBe(
      'migration 9902_fault_bad failed (SQLSTATE 42P01): every pending migration was rolled back',
    );

    // The old release starts again on the same files: nothing of the bad one is there.
    const again = await buildApp(config);
    const after = await clientFor(again.app, again.api);
    expect(await schemaOf(again.api.database.db)).toEqual(schemaBefore);
    expect(await dataOf(again.api.database.db)).toEqual(dataBefore);
    expect((await after.get('/api/services/featured/?language=de')).status).toBe(200);
    expect(
      (await after.post('/api/newsletter/subscribe/?language=de', { email: 'b@example.com' })).status,
    ).toBe(200);
    await again.app.close();
    console.info(
      `fault migration (pglite): failing release refused in ${Math.round(ms)} ms; schema unchanged ` +
        `(${schemaBefore.columns.length} columns, ${schemaBefore.migrations.length} migrations), ` +
        `${dataBefore.subscribers.length} subscriber(s) unchanged; old release serves: 200`,
    );
  });
});
