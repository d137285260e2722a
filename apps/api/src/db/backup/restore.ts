/**
 * Loads a backup file (format.ts) into the configured database, all in one transaction, so a
 * refused or failed restore leaves the database as it was:
 *
 * 1. the header is checked (a Wegweiser backup, of a migration level this code knows);
 * 2. a database holding rows is refused unless `force`;
 * 3. the database is brought to the backup's migration level (a database already past it is
 *    emptied by dropping its tables and migrating again from the first migration), every table
 *    emptied;
 * 4. rows are inserted table by table in the file's order (referenced tables first), in batches;
 * 5. the file's checksum and row counts are verified, sequences set past the highest id, and the
 *    newer migrations of this code applied.
 */
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createGunzip } from 'node:zlib';
import { encodingOf, quoteIdentifier, readSequences, readTables, type Table } from './catalog';
import { BackupError, type Connection } from './connection';
import { EndLineSchema, type Header, HeaderSchema, TableLineSchema } from './format';
import { codeLevel, databaseLevel, forgetMigrations, migrateTo, tagOf } from './migrations';

export type RestoreSummary = {
  header: Header;
  tables: { name: string; rows: number }[];
  /** Size of the file, and of the rows in it once unpacked. */
  fileBytes: number;
  dataBytes: number;
  /** Tables that held rows before (replaced with `force`). */
  replaced: string[];
  /** Migrations of this code newer than the backup, applied after loading. */
  migrated: number;
};

/** Rows per INSERT, and the most unpacked text one INSERT carries. */
const BATCH_ROWS = 500;
const BATCH_CHARS = 8 * 1024 * 1024;

export async function restoreBackup(
  connection: Connection,
  file: string,
  { force }: { force: boolean },
): Promise<RestoreSummary> {
  if (!existsSync(file)) throw new BackupError(`there is no file ${file}`);
  const lines = readLines(file);
  const first = await lines.next();
  const header = parseHeader(first);
  const code = codeLevel();
  if (header.migration.level > code.level) {
    throw new BackupError(
      `the backup was made by a newer Wegweiser (migration ${header.migration.tag ?? header.migration.level}; this one knows up to ${code.tag}): update Wegweiser first`,
    );
  }
  if (tagOf(header.migration.level) === null) {
    throw new BackupError(
      `the backup's migration level ${header.migration.level} is not one this Wegweiser knows`,
    );
  }

  await connection.exec('begin');
  try {
    const before = await readTables(connection);
    const replaced = await tablesWithRows(connection, before);
    if (replaced.length > 0 && !force) {
      throw new BackupError(
        `the database is not empty (${replaced.length} tables hold rows, e.g. ${replaced.slice(0, 3).join(', ')}); add --force to replace everything in it`,
      );
    }
    const target = await databaseLevel(connection);
    if (target.level > header.migration.level && before.length > 0) {
      await connection.exec(
        `drop table ${before.map((table) => quoteIdentifier(table.name)).join(', ')} cascade`,
      );
      await forgetMigrations(connection);
    }
    await migrateTo(connection, header.migration.level);
    const tables = await readTables(connection);
    if (tables.length > 0) {
      await connection.exec(
        `truncate ${tables.map((table) => quoteIdentifier(table.name)).join(', ')} restart identity cascade`,
      );
    }

    const loaded = await loadRows(
      connection,
      lines,
      new Map(tables.map((table) => [table.name, table])),
      first.done ? '' : first.value.text,
    );
    for (const { table, column, sequence } of await readSequences(connection, tables)) {
      await connection.query(
        `select setval($1, coalesce((select max(${quoteIdentifier(column)}) from ${quoteIdentifier(table)}), 0) + 1, false)`,
        [sequence],
      );
    }
    const migrated = await migrateTo(connection, code.level);
    await connection.exec('commit');
    return {
      header,
      tables: loaded.tables,
      fileBytes: statSync(file).size,
      dataBytes: loaded.bytes,
      replaced,
      migrated,
    };
  } catch (error) {
    await connection.exec('rollback');
    throw error;
  } finally {
    await lines.return(undefined);
  }
}

type Line = { text: string; number: number };

async function loadRows(
  connection: Connection,
  lines: AsyncGenerator<Line>,
  tables: Map<string, Table>,
  headerLine: string,
) {
  const hash = createHash('sha256').update(`${headerLine}\n`);
  const counts = new Map<string, number>();
  let bytes = 0;
  let current: { table: Table; count: number; batch: string[]; chars: number } | null = null;

  const flush = async () => {
    if (!current || current.batch.length === 0) return;
    await insertBatch(connection, current.table, current.batch);
    current.batch = [];
    current.chars = 0;
  };

  for await (const line of lines) {
    if (line.text.startsWith('[')) {
      if (!current) throw damaged(line, 'a row before its table');
      const values = parseJson(line);
      if (!Array.isArray(values) || values.length !== current.table.columns.length) {
        throw damaged(line, `a row of ${current.table.name} with the wrong number of values`);
      }
      hash.update(`${line.text}\n`);
      bytes += line.text.length + 1;
      current.batch.push(line.text);
      current.chars += line.text.length;
      current.count += 1;
      counts.set(current.table.name, current.count);
      if (current.batch.length >= BATCH_ROWS || current.chars >= BATCH_CHARS) await flush();
      continue;
    }
    const parsed = parseJson(line) as Record<string, unknown>;
    if (parsed && typeof parsed === 'object' && 'end' in parsed) {
      await flush();
      const end = EndLineSchema.safeParse(parsed);
      if (!end.success) throw damaged(line, 'an unreadable last line');
      if (end.data.end.sha256 !== hash.digest('hex')) {
        throw new BackupError(
          'the backup file was altered after it was written (its checksum does not match)',
        );
      }
      const expected = end.data.end.rows;
      for (const [name, rows] of counts) {
        if (expected[name] !== rows)
          throw new BackupError(`the backup's table ${name} should hold ${expected[name]} rows, not ${rows}`);
      }
      const missing = [...tables.keys()].filter((name) => !counts.has(name));
      if (missing.length > 0) {
        throw new BackupError(`the backup has no rows section for the tables ${missing.join(', ')}`);
      }
      const after = await lines.next();
      if (!after.done) throw damaged(after.value, 'more after the last line');
      return { tables: [...counts].map(([name, rows]) => ({ name, rows })), bytes };
    }
    const tableLine = TableLineSchema.safeParse(parsed);
    if (!tableLine.success) throw damaged(line, 'a line that is neither a table nor a row');
    await flush();
    hash.update(`${line.text}\n`);
    const table = tables.get(tableLine.data.table);
    const expected = table?.columns.map(({ name, type }) => `${name} ${type}`).join(', ');
    const found = tableLine.data.columns.map(({ name, type }) => `${name} ${type}`).join(', ');
    if (!table || expected !== found) {
      throw new BackupError(
        `the backup's table ${tableLine.data.table} does not match the database at the backup's migration level`,
      );
    }
    if (counts.has(table.name)) throw damaged(line, `table ${table.name} twice`);
    current = { table, count: 0, batch: [], chars: 0 };
    counts.set(table.name, 0);
  }
  throw new BackupError('the backup file ends early (its last line is missing): it is incomplete');
}

async function insertBatch(connection: Connection, table: Table, rows: string[]) {
  const values = table.columns.map((column, index) => {
    switch (encodingOf(column.type)) {
      case 'base64':
        return `decode(row ->> ${index}, 'base64')`;
      case 'json':
        // JSON null is SQL NULL where the column allows it (a backup cannot tell the two apart).
        return column.nullable
          ? `case when jsonb_typeof(row -> ${index}) = 'null' then null else (row -> ${index})::${column.type} end`
          : `(row -> ${index})::${column.type}`;
      default:
        return `(row ->> ${index})::${column.type}`;
    }
  });
  await connection.query(
    `insert into ${quoteIdentifier(table.name)} (${table.columns.map((column) => quoteIdentifier(column.name)).join(', ')})
     overriding system value
     select ${values.join(', ')} from jsonb_array_elements($1::jsonb) as rows(row)`,
    [`[${rows.join(',')}]`],
  );
}

async function tablesWithRows(connection: Connection, tables: Table[]) {
  const found: string[] = [];
  for (const table of tables) {
    const [row] = await connection.query<{ present: boolean }>(
      `select exists (select 1 from ${quoteIdentifier(table.name)}) as present`,
    );
    if (row?.present) found.push(table.name);
  }
  return found;
}

function parseHeader(first: IteratorResult<Line>): Header {
  if (first.done) throw new BackupError('the file is empty: it is not a Wegweiser backup');
  let parsed: unknown;
  try {
    parsed = JSON.parse(first.value.text);
  } catch {
    parsed = null;
  }
  const header = HeaderSchema.safeParse(parsed);
  if (!header.success) throw new BackupError('the file is not a Wegweiser backup (format version 1)');
  return header.data;
}

function parseJson(line: Line): unknown {
  try {
    return JSON.parse(line.text);
  } catch {
    throw damaged(line, 'a line that is not JSON');
  }
}

const damaged = (line: Line, what: string) =>
  new BackupError(`the backup file is damaged: line ${line.number} holds ${what}`);

/** The file's lines, unpacked as they are read; a cut or damaged gzip stream is a BackupError. */
async function* readLines(file: string): AsyncGenerator<Line> {
  const gunzip = createGunzip();
  const source = createReadStream(file);
  source.on('error', (error) => gunzip.destroy(error));
  source.pipe(gunzip);
  gunzip.setEncoding('utf8');
  // The pieces of a line not yet ended: an image row spans many chunks, joined once.
  let pending: string[] = [];
  let number = 0;
  try {
    for await (const chunk of gunzip as AsyncIterable<string>) {
      let start = 0;
      for (let end = chunk.indexOf('\n'); end !== -1; end = chunk.indexOf('\n', start)) {
        pending.push(chunk.slice(start, end));
        const text = pending.join('');
        pending = [];
        start = end + 1;
        number += 1;
        if (text) yield { text, number };
      }
      if (start < chunk.length) pending.push(chunk.slice(start));
    }
  } catch (error) {
    throw new BackupError(
      `the backup file is damaged or incomplete (${(error as Error).message}): it cannot be read to its end`,
    );
  } finally {
    source.destroy();
    gunzip.destroy();
  }
  const last = pending.join('');
  if (last) yield { text: last, number: number + 1 };
}
