/**
 * The one module that decides which database engine runs. Callers get a Drizzle database and a
 * close function and never know whether PGlite or PostgreSQL is behind it.
 *
 * PostgreSQL may be unreachable — at start-up or at any later moment (decision 009): the pool fails
 * fast (connection and query timeouts), `availability` refuses queries at once while the database is
 * down, and migrations (plus the caller's `prepare`, the seed) run in the background until they
 * succeed.
 */

import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import { type AvailabilityEvents, DatabaseAvailability } from './availability';
import { migrateNamingFailure } from './migration-failure';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseConfig['kind'];
  /**
   * PostgreSQL's connection string, for a connection of its own outside the pool (the content-change
   * listener, decision 049); null for PGlite, which is only ever in this process.
   */
  url: string | null;
  /** Up, down or still connecting; refuses queries at once while not up. */
  availability: DatabaseAvailability;
  close: () => Promise<void>;
};

export type OpenOptions = AvailabilityEvents & {
  onIdleClientError?: (error: Error) => void;
  /** Runs once after the migrations, before the database counts as up (the seed). */
  prepare?: (db: Database) => Promise<void>;
  /**
   * The migrations to apply (default: the app's own). Every pending migration runs in one
   * transaction (Drizzle's migrator): a failing statement leaves schema and data as they were.
   */
  migrationsFolder?: string;
};

/** Budgets that keep a request well inside the page's 3.5 s when the database is unreachable. */
export const POOL_TIMEOUTS = {
  /** Opening a connection (a black-holed address would otherwise wait for the OS, minutes). */
  connectionTimeoutMillis: 1_500,
  /** One query, measured by the client: also covers a connection that silently stopped answering. */
  queryTimeoutMillis: 2_000,
  /** One statement of the migrations or the seed (a hung connection during set-up is retried). */
  setupQueryTimeoutMillis: 120_000,
  /** Longest the start-up waits for the first connect, migrate and seed before going on without. */
  firstAttemptWaitMillis: 10_000,
} as const;

/**
 * How long Fastify lets the database plugin open the database (its default is 10 s): a first start on
 * PGlite runs initdb, the migrations and the seed, which on a busy 2-core machine took 15 s; on
 * PostgreSQL the open itself gives up waiting after `firstAttemptWaitMillis` (decision 071).
 */
export const DATABASE_OPEN_TIMEOUT_MS = 120_000;

/** The Drizzle migrations (SQL files and their journal); also read by backup and restore. */
export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * Opens the database. PGlite is migrated (and prepared) before this returns. PostgreSQL returns
 * after the first attempt to connect, migrate and prepare — successful or not, or still running
 * after `firstAttemptWaitMillis`; failed attempts are repeated in the background (`availability`).
 */
export async function openDatabase(
  config: DatabaseConfig,
  options: OpenOptions = {},
): Promise<DatabaseHandle> {
  if (config.kind === 'postgres') return openPostgres(config.url, options);
  const { dataDir } = config;
  // PGlite does not create its data folder itself.
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // A new cluster's initdb leaves several hundred MB of WebAssembly memory and code behind in the
  // instance that ran it, freed only whenever V8 next collects it: initdb runs in a process of its
  // own (decision 071).
  if (dataDir && !existsSync(join(dataDir, 'PG_VERSION'))) await createCluster(dataDir);
  const client = new PGlite(dataDir ?? undefined, PGLITE_OPTIONS);
  const db = await migrateAndPrepare(client, options);
  return {
    db,
    kind: 'pglite',
    url: null,
    availability: new DatabaseAvailability(null),
    close: () => client.close(),
  };
}

/**
 * PGlite's settings for a one-site database: PostgreSQL's default 128 MB of shared buffers would all
 * become resident WebAssembly memory (which never shrinks) as pages are read; the whole site's data is
 * a few MB (decision 071).
 */
export const PGLITE_OPTIONS = {
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
} satisfies PGliteOptions;

/**
 * Runs initdb for a new data folder in a child process of its own: its memory goes back to the
 * system when it exits (a worker thread's stayed with this process's allocator).
 */
async function createCluster(dataDir: string) {
  // Its three arguments follow the code: the module, the folder and the start parameters.
  const code = `const [module, dataDir, startParams] = process.argv.slice(1);
    const { PGlite } = await import(module);
    const client = new PGlite(dataDir, { startParams: JSON.parse(startParams) });
    await client.waitReady;
    await client.close();`;
  const args = [
    import.meta.resolve('@electric-sql/pglite'),
    dataDir,
    JSON.stringify(PGLITE_OPTIONS.startParams),
  ];
  const child = spawn(process.execPath, ['--input-type=module', '--eval', code, ...args], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const [exitCode] = (await once(child, 'exit')) as [number | null];
  if (exitCode !== 0) throw new Error(`creating the database in ${dataDir} failed (exit code ${exitCode})`);
}

async function migrateAndPrepare(client: PGlite, options: OpenOptions): Promise<Database> {
  const pglite = drizzlePglite(client, { schema });
  try {
    const folder = options.migrationsFolder ?? migrationsFolder;
    await migrateNamingFailure(folder, () => migratePglite(pglite, { migrationsFolder: folder }));
  } catch (error) {
    await client.close();
    throw error;
  }
  const db = pglite as unknown as Database;
  await options.prepare?.(db);
  return db;
}

async function openPostgres(url: string, options: OpenOptions): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: POOL_TIMEOUTS.connectionTimeoutMillis,
    query_timeout: POOL_TIMEOUTS.queryTimeoutMillis,
    keepAlive: true,
  });
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  let prepared = false;

  const availability = new DatabaseAvailability(async () => {
    if (prepared) {
      await rawQuery('select 1');
      return;
    }
    // Migrations and the seed may take longer than one query's budget: their own connection,
    // with a timeout of their own.
    const setup = new pg.Pool({
      connectionString: url,
      max: 1,
      connectionTimeoutMillis: POOL_TIMEOUTS.connectionTimeoutMillis,
      query_timeout: POOL_TIMEOUTS.setupQueryTimeoutMillis,
    });
    setup.on('error', () => {}); // reported through the failing call instead
    try {
      const setupDb = drizzlePg(setup, { schema });
      const folder = options.migrationsFolder ?? migrationsFolder;
      await migrateNamingFailure(folder, () => migratePg(setupDb, { migrationsFolder: folder }));
      await options.prepare?.(setupDb as unknown as Database);
      await setupDb.execute(sql`select 1`);
    } finally {
      await setup.end();
    }
    prepared = true;
  }, options);

  // An idle client whose connection the server ends (restart, failover) emits 'error'; without a
  // listener that would crash the process. The pool replaces the client on the next checkout.
  pool.on('error', (error) => {
    availability.fail(error);
    options.onIdleClientError?.(error);
  });

  const rawQuery = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  const rawConnect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  // Drizzle calls both in promise style; the pool itself calls connect with a callback from query.
  Object.assign(pool, {
    query: async (...args: unknown[]) => {
      availability.assertUp();
      try {
        return await rawQuery(...args);
      } catch (error) {
        throw availability.fail(error);
      }
    },
    connect: (...args: unknown[]) => {
      if (typeof args[0] === 'function') return rawConnect(...args);
      return (async () => {
        availability.assertUp();
        try {
          return guardClient((await rawConnect()) as pg.PoolClient);
        } catch (error) {
          throw availability.fail(error);
        }
      })();
    },
  });

  /**
   * A checked-out client (transactions): its promise-style queries report failures too, and a
   * client whose connection dies while checked out goes back to the pool as broken (decision 068).
   * Without that, a connection ending mid-transaction (a restart, a cut) would emit an unhandled
   * 'error' — the pool listens only to idle clients — and end the process; and one ending during
   * Drizzle's `begin` (which it does not release then) would be held for good, until the pool had
   * no client left to give.
   */
  const guardClient = (client: pg.PoolClient) => {
    const marked = client as pg.PoolClient & { [GUARDED]?: { checkedOut: boolean } };
    // The pool sets a fresh release for every checkout: made idempotent, so releasing a dead client
    // here and its user's release later (Drizzle's `finally`) do not collide.
    const poolRelease = client.release;
    let released = false;
    const state = marked[GUARDED] ?? { checkedOut: true };
    state.checkedOut = true;
    client.release = (error?: Error | boolean) => {
      if (released) return;
      released = true;
      state.checkedOut = false;
      poolRelease(error);
    };
    if (marked[GUARDED]) return client;
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.on('error', (error) => {
      availability.fail(error);
      if (state.checkedOut) client.release(error);
    });
    Object.assign(client, {
      [GUARDED]: state,
      query: (...args: unknown[]) => {
        const result = query(...args);
        // Callback style and submittables (cursors) report through their own channels.
        if (!(result instanceof Promise)) return result;
        return result.catch((error: unknown) => {
          throw availability.fail(error);
        });
      },
    });
    return client;
  };

  let waited: NodeJS.Timeout | undefined;
  await Promise.race([
    availability.start(),
    new Promise((resolve) => {
      waited = setTimeout(resolve, POOL_TIMEOUTS.firstAttemptWaitMillis);
    }),
  ]);
  clearTimeout(waited);
  return {
    db,
    kind: 'postgres',
    url,
    availability,
    close: async () => {
      availability.close();
      await pool.end();
    },
  };
}

const GUARDED = Symbol('guarded');
