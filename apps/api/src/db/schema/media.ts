/**
 * The owner's console: the media library (issue 13 point 7, decision 046).
 */
import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { adminUsers } from './admin';
import { createdAt, translated } from './columns';

/**
 * Raw bytes. PGlite hands back a Uint8Array, node-postgres a Buffer: both become a Buffer (a view
 * on the same memory, not a copy).
 */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * Uploaded images, kept in the database so that every server process and every backup has them.
 * `bytes` is the image re-encoded without any metadata (EXIF, GPS, XMP, ICC); `sha256` is that of
 * the file as uploaded, so the same file uploaded again finds this row. `version` guards the alt
 * text against two owners overwriting each other (decision 053).
 */
export const mediaFiles = pgTable(
  'media_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    filename: varchar('filename', { length: 255 }).notNull(),
    contentType: varchar('content_type', { length: 32 }).notNull(),
    extension: varchar('extension', { length: 8 }).notNull(),
    bytes: bytea('bytes').notNull(),
    byteSize: integer('byte_size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    alt: translated('alt'),
    /** Raised by every alt-text change: a PATCH from an older version is refused (409). */
    version: integer('version').notNull().default(0),
    createdBy: uuid('created_by').references(() => adminUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('media_files_sha256_idx').on(t.sha256),
    index('media_files_created_idx').on(t.createdAt),
    check(
      'media_files_type',
      sql`${t.contentType} in ('image/jpeg', 'image/png', 'image/webp', 'image/avif')`,
    ),
  ],
);
