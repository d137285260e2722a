/**
 * The media library (decision 046): the only SQL on `media_files`. Lists and details never read
 * the bytes; only `file` does, for the server that materialises an image on disk.
 */
import { and, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { adminUsers, mediaFiles, type Translations } from '../db/schema';
import { offsetOf, type Page } from './id-or-slug';

export type NewMediaFile = Omit<typeof mediaFiles.$inferInsert, 'id' | 'createdAt' | 'alt'>;

const columns = {
  id: mediaFiles.id,
  filename: mediaFiles.filename,
  contentType: mediaFiles.contentType,
  extension: mediaFiles.extension,
  byteSize: mediaFiles.byteSize,
  width: mediaFiles.width,
  height: mediaFiles.height,
  sha256: mediaFiles.sha256,
  alt: mediaFiles.alt,
  version: mediaFiles.version,
  createdAt: mediaFiles.createdAt,
  createdBy: mediaFiles.createdBy,
  createdByName: adminUsers.name,
};

export type MediaRow = {
  id: string;
  filename: string;
  contentType: string;
  extension: string;
  byteSize: number;
  width: number;
  height: number;
  sha256: string;
  alt: Translations;
  version: number;
  createdAt: Date;
  createdBy: string | null;
  createdByName: string | null;
};

/** A LIKE pattern that matches `text` literally anywhere (`%`, `_` and `\` are not wildcards). */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

export function createMediaRepository(db: Database) {
  const select = (executor: Database = db) =>
    executor.select(columns).from(mediaFiles).leftJoin(adminUsers, eq(adminUsers.id, mediaFiles.createdBy));

  const byId = async (id: string, executor: Database = db): Promise<MediaRow | null> => {
    const [row] = await select(executor).where(eq(mediaFiles.id, id));
    return row ?? null;
  };

  return {
    get: (id: string) => byId(id),

    async bySha256(sha256: string): Promise<MediaRow | null> {
      const [row] = await select().where(eq(mediaFiles.sha256, sha256));
      return row ?? null;
    },

    /**
     * Stores the files in one transaction: all or none. A file whose hash is already stored (also
     * one a concurrent upload stored a moment ago) answers the row that has it.
     */
    async insertAll(files: readonly NewMediaFile[]): Promise<{ row: MediaRow; inserted: boolean }[]> {
      if (files.length === 0) return [];
      return db.transaction(async (tx) => {
        const executor = tx as unknown as Database;
        const rows: { row: MediaRow; inserted: boolean }[] = [];
        for (const file of files) {
          const [inserted] = await executor
            .insert(mediaFiles)
            .values(file)
            .onConflictDoNothing({ target: mediaFiles.sha256 })
            .returning({ id: mediaFiles.id });
          const row = inserted
            ? await byId(inserted.id, executor)
            : ((await select(executor).where(eq(mediaFiles.sha256, file.sha256)))[0] ?? null);
          if (!row) throw new Error('media file neither inserted nor found by its hash');
          rows.push({ row, inserted: Boolean(inserted) });
        }
        return rows;
      });
    },

    /** One page, newest first; `search` finds filenames containing it (any case). */
    async page({ page, pageSize }: Page, search?: string) {
      const where = search ? ilike(mediaFiles.filename, containing(search)) : undefined;
      const [total] = await db.select({ value: count() }).from(mediaFiles).where(where);
      const results = await select()
        .where(where)
        .orderBy(desc(mediaFiles.createdAt), desc(mediaFiles.id))
        .limit(pageSize)
        .offset(offsetOf({ page, pageSize }));
      return { count: total?.value ?? 0, results };
    },

    /**
     * Writes the alt text when the row is still at `version` and raises the version; false when
     * the row is gone or another change came first (the caller reads it again to tell which).
     */
    async setAlt(id: string, alt: Translations, version: number): Promise<boolean> {
      const updated = await db
        .update(mediaFiles)
        .set({ alt, version: sql`${mediaFiles.version} + 1` })
        .where(and(eq(mediaFiles.id, id), eq(mediaFiles.version, version)))
        .returning({ id: mediaFiles.id });
      return updated.length > 0;
    },

    /** The alt text of each of these images (one query; ids the library lacks are left out). */
    async altOf(ids: readonly string[]): Promise<Map<string, Translations>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: mediaFiles.id, alt: mediaFiles.alt })
        .from(mediaFiles)
        .where(inArray(mediaFiles.id, [...new Set(ids)]));
      return new Map(rows.map((row) => [row.id, row.alt]));
    },

    async remove(id: string): Promise<boolean> {
      const deleted = await db
        .delete(mediaFiles)
        .where(eq(mediaFiles.id, id))
        .returning({ id: mediaFiles.id });
      return deleted.length > 0;
    },

    /** The stored image, bytes included, for serving; null when there is none. */
    async file(id: string) {
      const [row] = await db
        .select({
          contentType: mediaFiles.contentType,
          extension: mediaFiles.extension,
          bytes: mediaFiles.bytes,
        })
        .from(mediaFiles)
        .where(eq(mediaFiles.id, id));
      return row ?? null;
    },

    /** Whether the image exists, and under which extension (no bytes read). */
    async typeOf(id: string): Promise<{ extension: string; contentType: string } | null> {
      const [row] = await db
        .select({ extension: mediaFiles.extension, contentType: mediaFiles.contentType })
        .from(mediaFiles)
        .where(eq(mediaFiles.id, id));
      return row ?? null;
    },
  };
}

export type MediaRepository = ReturnType<typeof createMediaRepository>;
