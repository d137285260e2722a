/**
 * Issue 15 point 3, fault "an import killed half-way" (decision 068): `npm run restore -- FILE --force`
 * is killed with SIGKILL while it inserts rows — after it emptied every table, in the middle of
 * loading them. The restore runs in one transaction (decision 065), so PostgreSQL rolls it back
 * when the connection drops: the database holds exactly what it held before, row for row. The same
 * file restored again then completes.
 *
 * Runs the compiled command as `npm run restore` does (apps/server/dist, decision 067: needs
 * `npm run build`, which npm test runs first). Needs PostgreSQL: runs in the PostgreSQL leg of
 * `npm test` (TEST_DATABASE=postgres). (A restore killed on the embedded database is not covered.)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConfig } from '../src/config';
import { writeBackup } from '../src/db/backup/backup';
import { openDatabase } from '../src/db/client';
import { seed } from '../src/db/seed';
import { digest, using } from './helpers/database-digest';
import { createPostgresDatabase, type PostgresDatabase } from './helpers/test-database';
import { until } from './helpers/wait';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** Enough rows that loading them takes a while: the kill lands in the middle. */
const EVENTS = 150_000;

const folder = mkdtempSync(join(tmpdir(), 'wegweiser-restore-crash-'));
const databases: PostgresDatabase[] = [];

/** A migrated, seeded database; `extra` adds what tells it apart. */
async function seeded(extra: (c: pg.Client) => Promise<void>): Promise<PostgresDatabase> {
  const database = await createPostgresDatabase();
  databases.push(database);
  const handle = await openDatabase({ kind: 'postgres', url: database.url }, { onIdleClientError: () => {} });
  await handle.availability.ready;
  try {
    await seed(handle.db);
  } finally {
    await handle.close();
  }
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await extra(client);
  } finally {
    await client.end();
  }
  return database;
}

const configOf = (database: PostgresDatabase): DatabaseConfig => ({ kind: 'postgres', url: database.url });

function restore(file: string, database: PostgresDatabase): ChildProcess & { output: () => string } {
  let output = '';
  const child = spawn(process.execPath, ['apps/server/dist/restore.js', file, '--force'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'development',
      DATABASE_URL: database.url,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return Object.assign(child, { output: () => output });
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

let file: string;
let target: PostgresDatabase;
let observer: pg.Client;

beforeAll(async () => {
  const source = await seeded(async (c) => {
    const { rows } = await c.query<{ id: string }>(
      `insert into analytics_sessions (started_at, user_agent, screen_resolution, viewport_size, language, timezone, landing_page)
       values (now(), 'Mozilla/5.0', '1440x900', '1440x800', 'de-DE', 'Europe/Berlin', '/de/') returning id`,
    );
    await c.query(
      `insert into analytics_events (session_id, type, data, occurred_at)
       select $1, 'pageview', jsonb_build_object('path', '/de/blog/' || n), now() - make_interval(secs => n)
       from generate_series(1, $2::int) as n`,
      [rows[0]?.id, EVENTS],
    );
  });
  file = join(folder, 'source.ndjson.gz');
  await using(configOf(source), (c) => writeBackup(c, file));
  target = await seeded(async (c) => {
    await c.query(
      `insert into newsletter_subscriptions (email, language_code, status, consent_text_version)
       values ('vor-dem-import@example.com', 'de', 'active', 'test')`,
    );
  });
  observer = new pg.Client({ connectionString: target.url });
  await observer.connect();
}, 180_000);
afterAll(async () => {
  await observer?.end();
  for (const database of databases) await database.drop();
  rmSync(folder, { recursive: true, force: true });
});

/** The restore's backend in the target database, while it inserts rows (its table named). */
const inserting = async () => {
  const { rows } = await observer.query<{ query: string }>(
    `select query from pg_stat_activity
     where datname = current_database() and pid <> pg_backend_pid() and query ilike 'insert into%'`,
  );
  return rows[0]?.query.match(/^insert into "?(\w+)"?/i)?.[1] ?? null;
};
const otherBackends = async () => {
  const { rows } = await observer.query<{ count: number }>(
    `select count(*)::int as count from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
  );
  return rows[0]?.count ?? 0;
};

describe('npm run restore killed half-way', () => {
  it('leaves the database exactly as it was, and the same file restores completely afterwards', async () => {
    const before = await digest(configOf(target));
    expect(before.tables.newsletter_subscriptions?.rows).toBeGreaterThan(0);

    const started = performance.now();
    const child = restore(file, target);
    const table = await until('the restore to insert rows', inserting, 120_000);
    child.kill('SIGKILL');
    const killedMs = performance.now() - started;
    expect(await exited(child)).toBeNull();
    expect(child.signalCode).toBe('SIGKILL');
    // PostgreSQL sees the connection gone and rolls the transaction back.
    const killedAt = performance.now();
    await until(
      'the killed restore to leave the database',
      async () => (await otherBackends()) === 0,
      15_000,
    );
    const rolledBackMs = performance.now() - killedAt;

    const after = await digest(configOf(target));
    expect(after).toEqual(before);

    // Nothing wrong with the file: run to the end, it replaces everything.
    const again = restore(file, target);
    const code = await exited(again);
    expect(code, again.output()).toBe(0);
    const restored = await digest(configOf(target));
    expect(restored.tables.analytics_events?.rows).toBe(EVENTS);
    expect(restored.tables.newsletter_subscriptions?.rows).toBe(0);
    console.info(
      `fault restore killed: SIGKILL ${Math.round(killedMs)} ms after the start, while inserting into ${table}; ` +
        `rolled back ${Math.round(rolledBackMs)} ms later; database afterwards: ${Object.keys(after.tables).length} tables, ` +
        `every row digest as before (changed: 0); the same file restored again: exit ${code}, ${EVENTS} events`,
    );
  }, 240_000);
});
