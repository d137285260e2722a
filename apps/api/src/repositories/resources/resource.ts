/**
 * A content resource of the owner's console (decision 044): how one kind of item is read from and
 * written to its live tables, as the document the console's create schema describes. The generic
 * draft, publish and revision logic (admin/content) works on any resource declared this way.
 */
import type { ConsoleRole } from '@wegweiser/contracts/constants';
import type { z } from 'zod';
import type { Database } from '../../db/client';

/** A document: the create schema's output, keyed by the wire's snake_case names. */
export type Document = Record<string, unknown>;

/** A live item as its resource reads it. */
export type LiveItem = { key: string; document: Document; updatedAt: Date | null };

export type ContentResource = {
  /** The URL segment and the name in drafts and revisions: `services`, `blog-posts` … */
  name: string;
  /** The least role that may edit it (the owner may edit everything). */
  role: ConsoleRole;
  /** The create schema: a document must pass it to be saved. */
  create: z.ZodObject<z.ZodRawShape>;
  /** Fields that name the item and cannot change after creation (a natural key). */
  fixed: readonly string[];
  /** Whether the console may create and delete items (singletons and fixed sets may not). */
  collection: boolean;
  /** Saved straight to the live tables, without a draft (site settings, languages …). */
  live: boolean;
  /**
   * What the live tables would give an item's on/off fields left out of a new document ("show on the
   * website": on): a new draft holds them, so the console shows what publishing will do.
   */
  defaults?: Document;
  /**
   * Where the item is on the public site; when a publish changes it, the old address redirects to
   * the new one (decision 045).
   */
  publicPath?: (document: Document) => string;
  /** Rules across rows (unique slugs, existing references) for a document about to be saved. */
  check: (db: Database, document: Document, key: string | null) => Promise<void>;
  /** The item's name per language, for lists, search and the audit log. */
  label: (document: Document) => Record<string, string>;
  /** Every live item in display order. */
  list: (db: Database) => Promise<LiveItem[]>;
  /** One live item, or null. */
  read: (db: Database, key: string) => Promise<LiveItem | null>;
  /** Inserts a new live item (children included); returns its key. */
  insert: (db: Database, document: Document) => Promise<string>;
  /** Replaces a live item's values (children included). */
  update: (db: Database, key: string, document: Document) => Promise<void>;
  /** Deletes a live item. */
  remove: (db: Database, key: string) => Promise<void>;
};
