/**
 * A bad release for the migration fault tests (decision 068): the app's migrations plus a good one
 * and one that fails at its second statement; and what the fault could change, to compare before
 * and after.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, migrationsFolder } from '../../src/db/client';

/** The app's migrations plus a good one and one that fails at its second statement. */
export function badRelease(): string {
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
export async function schemaOf(db: Database) {
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
export async function dataOf(db: Database) {
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

export const signUp = { email: 'vor-dem-update@example.com' };
