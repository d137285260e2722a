/**
 * What the database holds, read from the database itself (never listed by hand, so a new table or
 * column is backed up without a change here): the application's tables in `public`, their columns
 * in order, primary keys, foreign keys and the sequences behind serial and identity columns.
 */
import { BackupError, type Connection } from './connection';

export type Column = {
  name: string;
  /** As `format_type` spells it: `timestamp with time zone`, `numeric(10,2)`, `bytea`, `text[]`. */
  type: string;
  nullable: boolean;
};

export type Table = {
  name: string;
  columns: Column[];
  primaryKey: string[];
  /** Tables this one references (itself left out). */
  references: string[];
};

export async function readTables(connection: Connection): Promise<Table[]> {
  const columns = await connection.query<{ table: string; name: string; type: string; nullable: boolean }>(
    `select c.relname as "table", a.attname as name, format_type(a.atttypid, a.atttypmod) as type,
            not a.attnotnull as nullable
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid
      where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0
        and not a.attisdropped and a.attgenerated = ''
      order by c.relname, a.attnum`,
  );
  const keys = await connection.query<{ table: string; kind: string; columns: string[]; parent: string }>(
    `select c.relname as "table", k.contype as kind,
            array(select a.attname::text from unnest(k.conkey) with ordinality u(attnum, position)
                    join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.attnum
                   order by u.position) as columns,
            p.relname as parent
       from pg_constraint k
       join pg_class c on c.oid = k.conrelid
       join pg_namespace n on n.oid = c.relnamespace
       left join pg_class p on p.oid = k.confrelid
      where n.nspname = 'public' and k.contype in ('p', 'f')`,
  );
  const tables = new Map<string, Table>();
  for (const column of columns) {
    let table = tables.get(column.table);
    if (!table) {
      table = { name: column.table, columns: [], primaryKey: [], references: [] };
      tables.set(column.table, table);
    }
    table.columns.push({ name: column.name, type: column.type, nullable: column.nullable });
  }
  for (const key of keys) {
    const table = tables.get(key.table);
    if (!table) continue;
    if (key.kind === 'p') table.primaryKey = key.columns;
    else if (key.parent !== key.table && !table.references.includes(key.parent)) {
      table.references.push(key.parent);
    }
  }
  return dependencyOrder([...tables.values()]);
}

/**
 * Referenced tables before the tables that reference them (alphabetical among equals), so rows can
 * be inserted with every constraint checked — the portable way: no superuser for
 * `session_replication_role`, no deferrable constraints needed.
 */
export function dependencyOrder(tables: Table[]): Table[] {
  const byName = new Map(tables.map((table) => [table.name, table]));
  const ordered: Table[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (table: Table, path: string[]) => {
    if (state.get(table.name) === 'done') return;
    if (state.get(table.name) === 'visiting') {
      throw new BackupError(
        `the tables reference each other in a circle: ${[...path, table.name].join(' → ')}`,
      );
    }
    state.set(table.name, 'visiting');
    for (const parent of [...table.references].sort()) {
      const referenced = byName.get(parent);
      if (referenced) visit(referenced, [...path, table.name]);
    }
    state.set(table.name, 'done');
    ordered.push(table);
  };
  for (const table of [...tables].sort((a, b) => a.name.localeCompare(b.name))) visit(table, []);
  return ordered;
}

/** The sequences behind serial and identity columns: `[table, column, sequence]`. */
export async function readSequences(connection: Connection, tables: Table[]) {
  const found: { table: string; column: string; sequence: string }[] = [];
  for (const table of tables) {
    for (const column of table.columns) {
      const [row] = await connection.query<{ sequence: string | null }>(
        'select pg_get_serial_sequence($1, $2) as sequence',
        [quoteIdentifier(table.name), column.name],
      );
      if (row?.sequence) found.push({ table: table.name, column: column.name, sequence: row.sequence });
    }
  }
  return found;
}

export const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** bytea travels as base64, json/jsonb as JSON, arrays as their text form, the rest as to_json's. */
export type Encoding = 'base64' | 'json' | 'text' | 'plain';
export function encodingOf(type: string): Encoding {
  if (type === 'bytea') return 'base64';
  if (type === 'json' || type === 'jsonb') return 'json';
  if (type.endsWith('[]')) return 'text';
  return 'plain';
}
