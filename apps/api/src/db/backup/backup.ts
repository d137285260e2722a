/**
 * Writes every application table of a database to a backup file (format.ts) in one consistent
 * snapshot — one REPEATABLE READ, READ ONLY transaction (PGlite has a single connection anyway) —
 * reading each table through a cursor, so memory holds one batch of rows, never a whole table.
 */
import { createHash } from 'node:crypto';
import { createWriteStream, renameSync, rmSync, statSync } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { encodingOf, quoteIdentifier, readTables, type Table } from './catalog';
import { BackupError, type Connection } from './connection';
import { FORMAT, FORMAT_VERSION, type Header, type TableLine } from './format';
import { databaseLevel } from './migrations';

export type BackupSummary = {
  file: string;
  bytes: number;
  header: Header;
  tables: { name: string; rows: number }[];
};

/** Rows per fetch; tables with bytes (images) far fewer, so a batch stays small in memory. */
const BATCH_ROWS = 1_000;
const BATCH_ROWS_WITH_BYTES = 20;

export async function writeBackup(connection: Connection, file: string): Promise<BackupSummary> {
  const partial = `${file}.partial`;
  const counts: { name: string; rows: number }[] = [];
  await connection.exec('begin isolation level repeatable read read only');
  let header: Header | undefined;
  try {
    const level = await databaseLevel(connection);
    if (level.level === 0) throw new BackupError('the database has never been migrated: nothing to back up');
    header = {
      format: FORMAT,
      version: FORMAT_VERSION,
      created_at: new Date().toISOString(),
      engine: connection.engine,
      migration: level,
    };
    const tables = await readTables(connection);
    const lines = backupLines(connection, header, tables, counts);
    await pipeline(Readable.from(lines), createGzip(), createWriteStream(partial, { mode: 0o600 }));
    renameSync(partial, file);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    await connection.exec('rollback');
  }
  return { file, bytes: statSync(file).size, header, tables: counts };
}

async function* backupLines(
  connection: Connection,
  header: Header,
  tables: Table[],
  counts: { name: string; rows: number }[],
): AsyncGenerator<string> {
  const hash = createHash('sha256');
  const rows: Record<string, number> = {};
  const emit = (line: string) => {
    const text = `${line}\n`;
    hash.update(text);
    return text;
  };
  yield emit(JSON.stringify(header));
  for (const table of tables) {
    const line: TableLine = {
      table: table.name,
      columns: table.columns.map(({ name, type }) => ({ name, type })),
      primary_key: table.primaryKey,
    };
    yield emit(JSON.stringify(line));
    let count = 0;
    for await (const row of readRows(connection, table)) {
      yield emit(row);
      count += 1;
    }
    rows[table.name] = count;
    counts.push({ name: table.name, rows: count });
  }
  yield `${JSON.stringify({ end: { rows, sha256: hash.digest('hex') } })}\n`;
}

/** Each row as the JSON text of an array, made by the database (no engine-specific JS types). */
async function* readRows(connection: Connection, table: Table): AsyncGenerator<string> {
  const values = table.columns.map((column) => {
    const name = quoteIdentifier(column.name);
    switch (encodingOf(column.type)) {
      case 'base64':
        return `translate(encode(${name}, 'base64'), E'\\n', '')`;
      case 'text':
        return `${name}::text`;
      default:
        return name;
    }
  });
  // jsonb_build_array takes at most 100 arguments: wide tables are joined from pieces.
  const pieces: string[] = [];
  for (let start = 0; start < values.length; start += 90) {
    pieces.push(`jsonb_build_array(${values.slice(start, start + 90).join(', ')})`);
  }
  const order = table.primaryKey.length
    ? ` order by ${table.primaryKey.map(quoteIdentifier).join(', ')}`
    : '';
  const batch = table.columns.some((column) => column.type === 'bytea') ? BATCH_ROWS_WITH_BYTES : BATCH_ROWS;
  await connection.exec(
    `declare backup_rows no scroll cursor for select (${pieces.join(' || ')})::text as line from ${quoteIdentifier(table.name)}${order}`,
  );
  try {
    for (;;) {
      const fetched = await connection.query<{ line: string }>(`fetch forward ${batch} from backup_rows`);
      for (const row of fetched) yield row.line;
      if (fetched.length < batch) break;
    }
  } finally {
    // After a failed fetch the transaction is aborted and the rollback closes the cursor.
    await connection.exec('close backup_rows').catch(() => {});
  }
}
