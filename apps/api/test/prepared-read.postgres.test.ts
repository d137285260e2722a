/**
 * A prepared read outlives a migration that changes what it returns (decision 127): a newer process
 * migrates while an older one still serves; PostgreSQL refuses the older process's named statement
 * ("cached plan must not change result type") once on every pooled connection that parsed it, and
 * the read parses itself again under a new name instead of failing that request.
 *
 * Needs PostgreSQL: runs in the PostgreSQL leg of `npm test` (TEST_DATABASE=postgres).
 */
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isStalePlan, preparedRead } from '../src/db/prepared-read';
import { createPostgresDatabase, type PostgresDatabase } from './helpers/test-database';

const notes = pgTable('notes', {
  id: integer('id').primaryKey(),
  size: integer('size').notNull(),
  body: text('body'),
});

let database: PostgresDatabase;
let pool: pg.Pool;

beforeAll(async () => {
  database = await createPostgresDatabase();
  // One connection: every call meets the statement that connection parsed before the migration.
  pool = new pg.Pool({ connectionString: database.url, max: 1 });
  await pool.query('create table notes (id integer primary key, size integer not null, body text)');
  await pool.query(`insert into notes values (1, 7, 'first'), (2, 9, 'second')`);
});

afterAll(async () => {
  await pool?.end();
  await database?.drop();
});

/** What a newer release's migration does: a selected column changes its type. */
async function widenSize() {
  await pool.query('alter table notes alter column size type bigint');
}

describe('preparedRead on PostgreSQL', () => {
  it('a plain named statement fails after the migration: the case the read must survive', async () => {
    const db = drizzle(pool);
    const statement = db
      .select()
      .from(notes)
      .where(eq(notes.id, sql.placeholder('id')))
      .prepare('notes_plain');
    expect(await statement.execute({ id: 1 })).toEqual([{ id: 1, size: 7, body: 'first' }]);
    await widenSize();
    const failure = await statement.execute({ id: 1 }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(isStalePlan(failure)).toBe(true);
    await pool.query('alter table notes alter column size type integer');
  });

  it('answers across the migration and keeps its new statement afterwards', async () => {
    const db = drizzle(pool);
    const read = preparedRead('notes_by_id', () =>
      db
        .select()
        .from(notes)
        .where(eq(notes.id, sql.placeholder('id'))),
    );
    expect(await read({ id: 1 })).toEqual([{ id: 1, size: 7, body: 'first' }]);
    expect(await read({ id: 2 })).toEqual([{ id: 2, size: 9, body: 'second' }]);
    await widenSize();
    // The driver sends bigint as text; the schema's integer column reads it back as a number.
    expect(await read({ id: 1 })).toEqual([{ id: 1, size: 7, body: 'first' }]);
    expect(await read({ id: 2 })).toEqual([{ id: 2, size: 9, body: 'second' }]);
    // The pool replaced the connection that refused the old statement; the new one holds only the
    // statement parsed under the new name.
    const { rows } = await pool.query<{ name: string }>('select name from pg_prepared_statements');
    expect(rows.map((row) => row.name)).toEqual(['notes_by_id_1']);
  });

  it('passes on every other error unchanged', async () => {
    const db = drizzle(pool);
    const read = preparedRead('notes_missing', () =>
      db
        .select()
        .from(pgTable('no_such_table', { id: integer('id') }))
        .where(sql`true`),
    );
    const failure = await read().then(
      () => null,
      (error: unknown) => error,
    );
    expect(isStalePlan(failure)).toBe(false);
    expect(String((failure as { cause?: unknown }).cause ?? failure)).toMatch(/no_such_table/);
  });
});
