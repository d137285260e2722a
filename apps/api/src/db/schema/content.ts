/**
 * The owner's console: drafts and revisions of content (decision 044) and the redirects the
 * owner manages (decision 045).
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { adminUsers } from './admin';
import { createdAt, updatedAt } from './columns';

/**
 * The pending, unpublished state of one content item: the whole document as the console's create
 * schema reads it. `item_key` is the live row's key, or `new-<uuid>` for an item not yet published.
 */
export const contentDrafts = pgTable(
  'content_drafts',
  {
    resource: varchar('resource', { length: 48 }).notNull(),
    itemKey: varchar('item_key', { length: 160 }).notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    version: integer('version').notNull(),
    updatedBy: uuid('updated_by').references(() => adminUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.resource, t.itemKey] })],
);

/**
 * Texts filled with "copy from another language" and not edited since (issue 24 point 6, decision
 * 089): the translation report counts one as missing while the item's text in `language` still has
 * `text_hash` (SHA-256 of the copied text). A changed text no longer matches, so editing it is what
 * clears the mark; publishing keeps it. `field` is the text's path in the document (`title`,
 * `features.0.text`).
 */
export const contentCopiedTexts = pgTable(
  'content_copied_texts',
  {
    resource: varchar('resource', { length: 48 }).notNull(),
    itemKey: varchar('item_key', { length: 160 }).notNull(),
    field: varchar('field', { length: 120 }).notNull(),
    language: varchar('language', { length: 2 }).notNull(),
    sourceLanguage: varchar('source_language', { length: 2 }).notNull(),
    textHash: varchar('text_hash', { length: 64 }).notNull(),
    copiedBy: uuid('copied_by').references(() => adminUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.resource, t.itemKey, t.field, t.language] })],
);

/** What each publish made live: a snapshot to diff against and to restore. */
export const contentRevisions = pgTable(
  'content_revisions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    resource: varchar('resource', { length: 48 }).notNull(),
    itemKey: varchar('item_key', { length: 160 }).notNull(),
    version: integer('version').notNull(),
    /** The published document; null when the publish deleted the item. */
    data: jsonb('data').$type<Record<string, unknown> | null>(),
    publishedBy: uuid('published_by').references(() => adminUsers.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('content_revisions_item_version_idx').on(t.resource, t.itemKey, t.version)],
);

/**
 * Redirects the owner manages, beside the three fixed ones of spec section 2; `automatic` ones were
 * made when a slug changed (decision 045). Paths are stored normalised (no trailing slash).
 */
export const redirects = pgTable(
  'redirects',
  {
    id: serial('id').primaryKey(),
    fromPath: varchar('from_path', { length: 500 }).notNull().unique(),
    toPath: varchar('to_path', { length: 2000 }).notNull(),
    statusCode: integer('status_code').notNull().default(301),
    automatic: boolean('automatic').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('redirects_status_code', sql`${t.statusCode} in (301, 302)`)],
);

/**
 * Preview links (decision 081): each shows one item's draft on one page of the site until it
 * expires, is ended in the console, or its maker's account is disabled or deleted. Only the
 * SHA-256 of the token is kept; `path` is stored normalised (no trailing slash, percent-encoded).
 */
export const previewLinks = pgTable(
  'preview_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    resource: varchar('resource', { length: 48 }).notNull(),
    itemKey: varchar('item_key', { length: 160 }).notNull(),
    path: varchar('path', { length: 1500 }).notNull(),
    language: varchar('language', { length: 2 }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('preview_links_token_idx').on(t.tokenHash),
    index('preview_links_item_idx').on(t.resource, t.itemKey),
    index('preview_links_created_by_idx').on(t.createdBy),
  ],
);

/**
 * The site's markdown rendered when it is published (decision 122): the sanitized HTML of one text
 * exactly as a page renders it, by the SHA-256 of that text and the fingerprint of the renderer
 * that made it. Written after each publish and at start for what is missing; rows no text uses any
 * more are removed then. Only the server render reads it; the browser renders from the text.
 */
export const renderedMarkdown = pgTable('rendered_markdown', {
  sourceHash: varchar('source_hash', { length: 64 }).primaryKey(),
  renderer: varchar('renderer', { length: 64 }).notNull(),
  html: text('html').notNull(),
  createdAt: createdAt(),
});
