/**
 * A resource whose document maps column by column onto one table keyed by a serial id: the
 * document's snake_case keys are the columns' database names (services, testimonials, stats …).
 */
import type { ConsoleRole } from '@wegweiser/contracts/constants';
import { eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { ContentResource, Document, LiveItem } from './resource';

type Row = Record<string, unknown>;

/** A table with a serial `id` column. */
type IdTable = PgTable & { id: PgColumn };

export type TableResourceOptions = {
  name: string;
  role?: ConsoleRole;
  create: z.ZodObject<z.ZodRawShape>;
  table: IdTable;
  orderBy: SQL[] | PgColumn[];
  /** The document field that names the item (a translations map or plain text). */
  labelField: string;
};

/** A stored value as the document holds it: instants as ISO strings, everything else as is. */
const toDocumentValue = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/** A document value as the column stores it: ISO instants of timestamp columns become dates. */
const toColumnValue = (column: PgColumn, value: unknown) =>
  column.columnType === 'PgTimestamp' && typeof value === 'string' ? new Date(value) : value;

/** The key of a serial id: digits only, within int4. */
export function parseIdKey(key: string): number | null {
  if (!/^\d{1,10}$/.test(key)) return null;
  const id = Number(key);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** The item's name per language from a translations map or a plain text field. */
export function labelOf(value: unknown): Record<string, string> {
  if (typeof value === 'string') return { text: value };
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  }
  return {};
}

export function tableResource(options: TableResourceOptions): ContentResource {
  const { table, create } = options;
  const columns = Object.entries(getTableColumns(table)) as [string, PgColumn][];
  const fields = Object.keys(create.shape);
  const byName = new Map(columns.map(([property, column]) => [column.name, { property, column }]));
  const missing = fields.filter((field) => !byName.has(field));
  if (missing.length > 0) {
    throw new Error(`resource ${options.name}: no column for ${missing.join(', ')}`);
  }
  const updatedAt = columns.find(([, column]) => column.name === 'updated_at')?.[0];

  const toDocument = (row: Row): Document =>
    Object.fromEntries(
      fields.map((field) => {
        const { property } = byName.get(field) as { property: string };
        return [field, toDocumentValue(row[property])];
      }),
    );

  const toRow = (document: Document): Row => {
    const row: Row = {};
    for (const field of fields) {
      if (!(field in document) || document[field] === undefined) continue;
      const { property, column } = byName.get(field) as { property: string; column: PgColumn };
      row[property] = toColumnValue(column, document[field]);
    }
    return row;
  };

  const toItem = (row: Row): LiveItem => ({
    key: String(row.id),
    document: toDocument(row),
    updatedAt: updatedAt ? (row[updatedAt] as Date) : null,
  });

  return {
    name: options.name,
    role: options.role ?? 'editor',
    create,
    collection: true,
    label: (document) => labelOf(document[options.labelField]),
    list: async (db: Database) => {
      const rows = await db
        .select()
        .from(table)
        .orderBy(...options.orderBy);
      return (rows as Row[]).map(toItem);
    },
    read: async (db: Database, key: string) => {
      const id = parseIdKey(key);
      if (id === null) return null;
      const [row] = await db.select().from(table).where(eq(table.id, id));
      return row ? toItem(row as Row) : null;
    },
    insert: async (db: Database, document: Document) => {
      const [row] = await db
        .insert(table)
        .values(toRow(document) as never)
        .returning({ id: table.id });
      return String((row as Row).id);
    },
    update: async (db: Database, key: string, document: Document) => {
      const id = parseIdKey(key);
      if (id === null) return;
      const values = toRow(document);
      if (updatedAt) values[updatedAt] = new Date();
      await db
        .update(table)
        .set(values as never)
        .where(eq(table.id, id));
    },
    remove: async (db: Database, key: string) => {
      const id = parseIdKey(key);
      if (id === null) return;
      await db.delete(table).where(eq(table.id, id));
    },
  };
}
