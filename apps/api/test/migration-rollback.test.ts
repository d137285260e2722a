/**
 * Issue 15 point 3, fault "a bad deploy's migration" (decision 068): a release whose migrations
 * fail half-way — a good migration, then one whose second statement fails — leaves the schema and
 * the data exactly as they were (every pending migration runs in one transaction), the running
 * (old) app keeps serving, and the new app logs the failing statement plainly and keeps retrying
 * instead of serving a half-migrated database. PGlite and PostgreSQL.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { type Database, type DatabaseHandle, migrationsFolder, openDatabase } from '../src/db/client';
import { MigrationFailedError } from '../src/db/migration-failure';
import { clientFor, testConfig } from './helpers/build-app';
import { createPostgresDatabase, type PostgresDatabase, testEngine } from './helpers/test-database';
import { timed } from './helpers/wait';

/** The app's migrations plus a good one and one that fails at its second statement. */
function badRelease(): string {
  const folder = mkdtempSync(join(tmpdir(), 'wegweiser-bad-release-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as {
    entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[];
  };
  const last = journal.entries.at(-1);
  if (!last) throw new Error('no migrations');
  const add = (offset: number, tag: string, statements: string[]) => {
    journal.entries.push({ ...last, idx: last.idx + offset, when: last.when + offset, tag });
    writeFileSync(join(folder, `${tag}.sql`), statements.join('\n--> statement-breakpoint\n'));
  };
  add(1, '9901_fault_good', [
    'ALTER TABLE "newsletter_subscriptions" ADD COLUMN "fault_note" text;',
    `UPDATE "newsletter_subscriptions" SET "fault_note" = 'migrated';`,
    'CREATE TABLE "fault_probe" ("id" integer PRIMARY KEY);',
  ]);
  add(2, '9902_fault_bad', [
    'INSERT INTO "fault_probe" ("id") VALUES (1);',
    'ALTER TABLE "no_such_table_in_this_release" ADD COLUMN "x" integer;',
  ]);
  writeFileSync(journalFile, JSON.stringify(journal, null, 2));
  return folder;
}

/** Every table, column and index of the public schema, and the migrations recorded as applied. */
async function schemaOf(db: Database) {
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: unknown[] }).rows;
  return {
    columns: await rows(sql`
      select table_name, column_name, data_type, is_nullable, column_default
      from information_schema.columns where table_schema = 'public'
      order by table_name, ordinal_position`),
    indexes: await rows(sql`
      select tablename, indexname, indexdef from pg_indexes where schemaname = 'public'
      order by tablename, indexname`),
    migrations: await rows(sql`select hash, created_at from drizzle.__drizzle_migrations order by id`),
  };
}

/** The rows the fault could touch: every subscriber and the count of a few other tables. */
async function dataOf(db: Database) {
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: unknown[] }).rows;
  return {
    subscribers: await rows(sql`select * from newsletter_subscriptions order by id`),
    counts: await rows(sql`
      select (select count(*) from outbox_emails)::int as outbox,
             (select count(*) from contact_messages)::int as messages,
             (select count(*) from services)::int as services`),
  };
}

const signUp = { email: 'vor-dem-update@example.com' };

describe.runIf(testEngine === 'pglite')('a failing migration on PGlite', () => {
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

describe.runIf(testEngine === 'postgres')('a failing migration on PostgreSQL', () => {
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
