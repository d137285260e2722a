/**
 * Migration levels: a backup records the level its database was at (the `when` of the last
 * migration Drizzle applied); a restore brings the target to that level, loads the rows, then runs
 * the newer migrations — all inside the restore's one transaction, with the same bookkeeping as
 * Drizzle's migrator (schema `drizzle`, table `__drizzle_migrations`), so the server's start-up
 * migration finds nothing left to do.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrationsFolder } from '../client';
import type { Connection } from './connection';

export type MigrationLevel = { level: number; tag: string | null };

type Journal = { entries: { when: number; tag: string }[] };

const journal = () =>
  JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as Journal;

/** The newest migration this code knows. */
export function codeLevel(): MigrationLevel {
  const last = journal().entries.at(-1);
  return { level: last?.when ?? 0, tag: last?.tag ?? null };
}

export const tagOf = (level: number) => journal().entries.find((entry) => entry.when === level)?.tag ?? null;

/** The level a database is at: 0 when it was never migrated. */
export async function databaseLevel(connection: Connection): Promise<MigrationLevel> {
  const [table] = await connection.query<{ present: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!table?.present) return { level: 0, tag: null };
  const [row] = await connection.query<{ level: string | number | null }>(
    'select max(created_at) as level from drizzle.__drizzle_migrations',
  );
  const level = Number(row?.level ?? 0);
  return { level, tag: tagOf(level) };
}

/** Applies the migrations newer than the database's level up to `level` (inside the caller's transaction). */
export async function migrateTo(connection: Connection, level: number): Promise<number> {
  await connection.exec(`create schema if not exists drizzle;
    create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`);
  const current = (await databaseLevel(connection)).level;
  let applied = 0;
  for (const migration of readMigrationFiles({ migrationsFolder })) {
    if (migration.folderMillis <= current || migration.folderMillis > level) continue;
    for (const statement of migration.sql) {
      if (statement.trim()) await connection.exec(statement);
    }
    await connection.query('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', [
      migration.hash,
      migration.folderMillis,
    ]);
    applied += 1;
  }
  return applied;
}

/** Forgets every migration (the tables were dropped), so `migrateTo` starts from the first. */
export async function forgetMigrations(connection: Connection) {
  if ((await databaseLevel(connection)).level > 0)
    await connection.exec('delete from drizzle.__drizzle_migrations');
}
