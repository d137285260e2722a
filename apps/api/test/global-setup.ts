/**
 * Vitest global set-up of the projects whose tests open databases (api, server): prepares the
 * database every test file copies, once per run (decision 077) — a PGlite data folder always, and a
 * PostgreSQL template database on the PostgreSQL leg (TEST_DATABASE=postgres) — and removes both
 * when the run ends. Both projects name this file; the first to start prepares, the second reuses.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import {
  DEFAULT_POSTGRES_URL,
  dropPostgresDatabase,
  type PreparedDatabases,
  removePgliteFolder,
} from './helpers/prepared-database';

const run = promisify(execFile);

type Shared = { prepared: Promise<PreparedDatabases>; users: number };
const KEY = Symbol.for('wegweiser.test.preparedDatabases');
const registry = globalThis as typeof globalThis & { [KEY]?: Shared };
const serverUrl = process.env.TEST_POSTGRES_URL ?? DEFAULT_POSTGRES_URL;

async function prepare(): Promise<PreparedDatabases> {
  const started = performance.now();
  const script = fileURLToPath(new URL('./prepare-databases.ts', import.meta.url));
  const args = ['--import', 'tsx', script, ...(process.env.TEST_DATABASE === 'postgres' ? [serverUrl] : [])];
  const { stdout } = await run(process.execPath, args, { maxBuffer: 1024 * 1024 });
  const prepared = JSON.parse(stdout.trim().split('\n').at(-1) ?? '') as PreparedDatabases;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.info(`prepared the test databases once for this run in ${seconds} s`);
  return prepared;
}

export default async function setup(project: TestProject) {
  registry[KEY] ??= { prepared: prepare(), users: 0 };
  const shared = registry[KEY];
  shared.users += 1;
  project.provide('preparedDatabases', await shared.prepared);
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    registry[KEY] = undefined;
    const prepared = await shared.prepared;
    removePgliteFolder(prepared.pgliteDir);
    removePgliteFolder(prepared.pgliteEmptyDir);
    if (prepared.postgresTemplate) await dropPostgresDatabase(serverUrl, prepared.postgresTemplate);
  };
}
