/**
 * A resource whose document maps column by column onto one table: the document's snake_case keys
 * are the columns' database names (services, testimonials, stats …). Items are keyed by a serial
 * `id`, or by a natural key column (a managed text's content type, SEO's page identifier …).
 * Child rows (a package's features) and rules across rows (unique slugs, existing references)
 * are declared, not hand-written per resource.
 */
import type { ConsoleRole } from '@wegweiser/contracts/constants';
import { and, asc, eq, getTableColumns, inArray, ne, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { HttpError, ValidationError } from '../../lib/errors';
import type { ContentResource, Document, LiveItem } from './resource';

type Row = Record<string, unknown>;

/** Extra document fields stored in other tables, read for many items at once. */
export type Children = {
  fields: readonly string[];
  read: (db: Database, ids: number[]) => Promise<Map<number, Document>>;
  /** Replaces the children of item `id` with what the document holds (fields absent: untouched). */
  write: (db: Database, id: number, document: Document) => Promise<void>;
};

export type TableResourceOptions = {
  name: string;
  role?: ConsoleRole;
  create: z.ZodObject<z.ZodRawShape>;
  table: PgTable;
  /**
   * Display order; by default the owner's `order` (where the table has one), then the serial id
   * (or the natural key where there is none).
   */
  orderBy?: (SQL | PgColumn)[];
  /** The document field that names the item (a translations map or plain text). */
  labelField: string;
  /** The natural key field (a column of the document); the serial `id` when not set. */
  keyField?: string;
  /** Items can be created and deleted (false for fixed sets such as SEO per page). */
  collection?: boolean;
  /** Written when saved, without a draft (site settings, languages …). */
  live?: boolean;
  /** Fields whose value no other item of the table may hold (slugs). */
  unique?: readonly string[];
  /** Fields holding the id of a row in another table, which must exist. */
  references?: Record<string, PgTable>;
  children?: Children;
  /** Where a published item is on the site (slug changes then leave a redirect behind). */
  publicPath?: (document: Document) => string;
  /** Rules across rows, checked in the transaction that writes (e.g. one default language). */
  beforeWrite?: (db: Database, document: Document, key: string | null) => Promise<void>;
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
  const { table, create, children } = options;
  const columns = Object.entries(getTableColumns(table)) as [string, PgColumn][];
  const byName = new Map(columns.map(([property, column]) => [column.name, { property, column }]));
  const column = (name: string) => {
    const found = byName.get(name);
    if (!found) throw new Error(`resource ${options.name}: no column ${name}`);
    return found;
  };
  const fields = Object.keys(create.shape).filter((field) => !children?.fields.includes(field));
  for (const field of fields) column(field);
  const keyColumn = column(options.keyField ?? 'id').column;
  // Children hang on the serial id; a table keyed by a natural key may have none.
  const id = byName.get('id')?.column ?? keyColumn;
  const keyProperty = options.keyField ? column(options.keyField).property : 'id';
  const updatedAt = byName.get('updated_at')?.property;
  const sortOrder = byName.get('order')?.column;
  const orderBy = options.orderBy ?? [...(sortOrder ? [asc(sortOrder)] : []), asc(id)];

  /** The key as its column holds it, or null when no item can have it. */
  const parseKey = (key: string): string | number | null => {
    if (!options.keyField) return parseIdKey(key);
    return (create.shape[options.keyField] as z.ZodType).safeParse(key).success ? key : null;
  };
  const whereKey = (key: string | number) => eq(keyColumn, key);

  // The on/off columns' defaults (is_active: true …), for new drafts (ContentResource.defaults).
  const defaults: Document = Object.fromEntries(
    fields.flatMap((field) => {
      const target = column(field).column;
      return target.hasDefault && typeof target.default === 'boolean' ? [[field, target.default]] : [];
    }),
  );

  const toDocument = (row: Row): Document =>
    Object.fromEntries(fields.map((field) => [field, toDocumentValue(row[column(field).property])]));

  const toRow = (document: Document): Row => {
    const row: Row = {};
    for (const field of fields) {
      if (document[field] === undefined) continue;
      const { property, column: target } = column(field);
      row[property] = toColumnValue(target, document[field]);
    }
    return row;
  };

  const toItems = async (db: Database, rows: Row[]): Promise<LiveItem[]> => {
    const extra = children
      ? await children.read(
          db,
          rows.map((row) => row.id as number),
        )
      : new Map();
    return rows.map((row) => ({
      key: String(row[keyProperty]),
      document: { ...toDocument(row), ...(extra.get(row.id as number) ?? {}) },
      updatedAt: updatedAt ? (row[updatedAt] as Date) : null,
    }));
  };

  /** Unique fields and references, judged against the live rows (the item itself excepted). */
  async function checkRows(db: Database, document: Document, key: string | number | null) {
    const issues: ValidationError['issues'] = [];
    for (const field of options.unique ?? []) {
      const value = document[field];
      if (value === undefined || value === null) continue;
      const others = await db
        .select({ id })
        .from(table)
        .where(and(eq(column(field).column, value), key === null ? undefined : ne(keyColumn, key)))
        .limit(1);
      if (others.length > 0) issues.push({ path: field, key: 'already_used', params: {} });
    }
    for (const [field, target] of Object.entries(options.references ?? {})) {
      const value = document[field];
      const wanted = Array.isArray(value) ? value : value === null || value === undefined ? [] : [value];
      if (wanted.length === 0) continue;
      const targetId = getTableColumns(target).id as PgColumn;
      const found = await db
        .select({ id: targetId })
        .from(target)
        .where(inArray(targetId, wanted as number[]));
      if (found.length !== new Set(wanted).size)
        issues.push({ path: field, key: 'not_found_reference', params: {} });
    }
    if (issues.length > 0) throw new ValidationError(issues);
  }

  return {
    name: options.name,
    role: options.role ?? 'editor',
    create,
    fixed: options.keyField ? [options.keyField] : [],
    collection: options.collection ?? true,
    live: options.live ?? false,
    defaults,
    label: (document) => labelOf(document[options.labelField]),
    ...(options.publicPath ? { publicPath: options.publicPath } : {}),
    check: async (db, document, key) => checkRows(db, document, key === null ? null : parseKey(key)),
    list: async (db) =>
      toItems(
        db,
        (await db
          .select()
          .from(table)
          .orderBy(...orderBy)) as Row[],
      ),
    read: async (db, key) => {
      const parsed = parseKey(key);
      if (parsed === null) return null;
      const rows = (await db.select().from(table).where(whereKey(parsed))) as Row[];
      return (await toItems(db, rows))[0] ?? null;
    },
    insert: async (db, document) => {
      await checkRows(db, document, null);
      await options.beforeWrite?.(db, document, null);
      const [row] = (await db
        .insert(table)
        .values(toRow(document) as never)
        .returning()) as Row[];
      if (!row) throw new HttpError(500, 'server_error');
      await children?.write(db, row.id as number, document);
      return String(row[keyProperty]);
    },
    update: async (db, key, document) => {
      const parsed = parseKey(key);
      if (parsed === null) return;
      await checkRows(db, document, parsed);
      await options.beforeWrite?.(db, document, key);
      const values = toRow(document);
      if (updatedAt) values[updatedAt] = new Date();
      const [row] = (await db
        .update(table)
        .set(values as never)
        .where(whereKey(parsed))
        .returning({ id })) as Row[];
      if (row) await children?.write(db, row.id as number, document);
    },
    remove: async (db, key) => {
      const parsed = parseKey(key);
      if (parsed === null) return;
      await db.delete(table).where(whereKey(parsed));
    },
  };
}

type Schema = TableResourceOptions['create'];
type MoreOptions = Omit<TableResourceOptions, 'name' | 'create' | 'table' | 'labelField'>;

/** A list whose items are created, edited and deleted freely, shown in the default order. */
export const listResource = (
  name: string,
  create: Schema,
  table: PgTable,
  labelField: string,
  more: MoreOptions = {},
) => tableResource({ name, create, table, labelField, ...more });

/** A fixed set of items named by a natural key (one per page, per type …): edited, never created or deleted. */
export const fixedSetResource = (
  name: string,
  create: Schema,
  table: PgTable,
  keyField: string,
  labelField: string = keyField,
  more: MoreOptions = {},
) => tableResource({ name, create, table, labelField, keyField, collection: false, ...more });
