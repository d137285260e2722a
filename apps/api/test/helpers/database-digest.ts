/**
 * What a database holds, to compare before and after (backup and restore, faults): every table's
 * row count and a digest of all its rows, plus the migrations applied.
 */
import type { DatabaseConfig } from '../../src/config';
import { openConnection } from '../../src/db/backup/connection';

/** Runs `work` on a plain connection to `config`. */
export async function using<T>(
  config: DatabaseConfig,
  work: (c: Awaited<ReturnType<typeof openConnection>>) => Promise<T>,
) {
  const connection = await openConnection(config, { mustExist: false });
  try {
    return await work(connection);
  } finally {
    await connection.close();
  }
}

/** Every table's row count and a digest of all its rows (in a fixed order), plus the migrations. */
export async function digest(config: DatabaseConfig) {
  return using(config, async (c) => {
    await c.exec(`set timezone = 'UTC'`);
    const tables = await c.query<{ name: string }>(
      `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    );
    const result: Record<string, { rows: number; md5: string }> = {};
    for (const { name } of tables) {
      const [row] = await c.query<{ rows: number; md5: string }>(
        `select count(*)::int as rows, coalesce(md5(string_agg(t::text, E'\\n' order by t::text collate "C")), '') as md5 from "${name}" t`,
      );
      if (row) result[name] = row;
    }
    const [migrations] = await c.query<{ list: string }>(
      `select string_agg(hash || ':' || created_at, ',' order by created_at) as list from drizzle.__drizzle_migrations`,
    );
    return { tables: result, migrations: migrations?.list };
  });
}
