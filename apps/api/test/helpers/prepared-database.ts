/**
 * The database every test file starts from, prepared once per run (decision 077): initdb, every
 * migration, the seed and the site's stored markdown (decision 122) happen here once, then each
 * file gets a copy —
 *   - PGlite: a data folder, copied file by file (a fraction of a second; initdb alone takes 2–5 s),
 *   - PostgreSQL: a template database, copied by `CREATE DATABASE … TEMPLATE`.
 * The vitest global set-up (test/global-setup.ts) prepares both and hands their names to the test
 * files through `provide`/`inject`; test/helpers/test-database.ts makes the copies. Tests that prove
 * initdb, the migrations or a first start do them for real and do not use this.
 */

import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type Database, type DatabaseHandle, openDatabase, PGLITE_OPTIONS } from '../../src/db/client';
import { seedIfEmpty } from '../../src/db/seed';
import { createRenderedMarkdownRepository } from '../../src/repositories/rendered-markdown-repository';
import { StoredMarkdown } from '../../src/services/stored-markdown';

export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** What the global set-up prepared: PGlite data folders and, on the PostgreSQL leg, a template. */
export type PreparedDatabases = {
  /** A migrated and seeded PGlite data folder; never opened by a test, only copied. */
  pgliteDir: string;
  /** A PGlite data folder just after initdb: no migration, no row; only copied. */
  pgliteEmptyDir: string;
  /** A migrated and seeded template database on the test server (PostgreSQL leg only). */
  postgresTemplate: string | null;
};

declare module 'vitest' {
  export interface ProvidedContext {
    /** Handed from test/global-setup.ts to the test files. */
    preparedDatabases: PreparedDatabases;
  }
}

/**
 * Seeds an empty database and stores its markdown's HTML, as a first start would: every app a test
 * starts from a copy then finds it stored instead of rendering the site's texts again.
 */
async function prepareContent(db: Database) {
  await seedIfEmpty(db);
  await new StoredMarkdown(createRenderedMarkdownRepository(db)).store();
}

/**
 * Makes the two PGlite folders: an empty cluster (initdb only), and a copy of it migrated and
 * seeded. Each in a fresh temporary folder.
 */
export async function preparePgliteFolders(): Promise<{ pgliteDir: string; pgliteEmptyDir: string }> {
  const pgliteEmptyDir = join(mkdtempSync(join(tmpdir(), 'wegweiser-prepared-')), 'data');
  const empty = new PGlite(pgliteEmptyDir, PGLITE_OPTIONS);
  await empty.waitReady;
  await empty.close();
  const pgliteDir = copyPgliteFolder(pgliteEmptyDir, 'wegweiser-prepared-');
  const handle = await openDatabase({ kind: 'pglite', dataDir: pgliteDir }, { prepare: prepareContent });
  await handle.close();
  return { pgliteDir, pgliteEmptyDir };
}

/** A copy of a prepared PGlite folder in a new temporary folder (the caller removes it). */
export function copyPgliteFolder(prepared: string, prefix = 'wegweiser-test-'): string {
  const dataDir = join(mkdtempSync(join(tmpdir(), prefix)), 'data');
  cpSync(prepared, dataDir, { recursive: true });
  return dataDir;
}

/** Removes a folder made by `preparePgliteFolder` or `copyPgliteFolder`, with its parent. */
export function removePgliteFolder(dataDir: string) {
  rmSync(join(dataDir, '..'), { recursive: true, force: true });
}

/** Runs one statement on the server's maintenance database over a connection of its own. */
export async function adminQuery(serverUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A database name no other run or file on the shared server uses. */
export function uniqueDatabaseName(kind: 'test' | 'template') {
  return `wegweiser_${kind}_${process.pid}_${randomBytes(6).toString('hex')}`;
}

/** The URL of database `name` on the server at `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Creates, migrates and seeds a template database on the test server; returns its name. Every
 * connection to it is closed before this returns (PostgreSQL copies a template only while nobody
 * is connected to it).
 */
export async function preparePostgresTemplate(serverUrl: string): Promise<string> {
  const name = uniqueDatabaseName('template');
  await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
  try {
    const handle = await openDatabase(
      { kind: 'postgres', url: databaseUrl(serverUrl, name) },
      { prepare: prepareContent },
    );
    await waitUntilUp(handle, 120_000);
    await handle.close();
  } catch (error) {
    await dropPostgresDatabase(serverUrl, name);
    throw error;
  }
  return name;
}

/**
 * Waits until a PostgreSQL handle is up (connected, migrated, prepared) or `budgetMs` passed; then
 * closes it and throws what kept it down.
 */
export async function waitUntilUp(handle: DatabaseHandle, budgetMs: number) {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    handle.availability.ready,
    new Promise((resolve) => {
      timer = setTimeout(resolve, budgetMs);
    }),
  ]);
  clearTimeout(timer);
  if (handle.availability.isUp) return;
  const error =
    handle.availability.lastError ?? new Error(`the test database did not come up in ${budgetMs / 1000} s`);
  await handle.close();
  throw error;
}

export function dropPostgresDatabase(serverUrl: string, name: string) {
  return adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}
