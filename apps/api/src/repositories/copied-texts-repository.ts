/**
 * Texts copied from another language and not edited since (decision 089): one row per item, text
 * path and language, with the copied text's hash. Which marks to keep is the use case's
 * (admin/content/copied-texts.ts); this holds the SQL.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { contentCopiedTexts } from '../db/schema';

export type CopyMark = {
  itemKey: string;
  field: string;
  language: string;
  sourceLanguage: string;
  textHash: string;
};

const columns = {
  itemKey: contentCopiedTexts.itemKey,
  field: contentCopiedTexts.field,
  language: contentCopiedTexts.language,
  sourceLanguage: contentCopiedTexts.sourceLanguage,
  textHash: contentCopiedTexts.textHash,
};

/** The value an upsert's conflicting insert proposed for a column. */
const sqlExcluded = (column: string) => sql.raw(`excluded.${column}`);

export function createCopiedTextsRepository(db: Database) {
  const item = (resource: string, itemKey: string) =>
    and(eq(contentCopiedTexts.resource, resource), eq(contentCopiedTexts.itemKey, itemKey));

  return {
    /** Every mark of a resource's items (the translation report reads a resource at once). */
    async ofResource(resource: string, executor: Database = db): Promise<CopyMark[]> {
      return executor
        .select(columns)
        .from(contentCopiedTexts)
        .where(eq(contentCopiedTexts.resource, resource));
    },

    async ofItem(resource: string, itemKey: string, executor: Database = db): Promise<CopyMark[]> {
      return executor.select(columns).from(contentCopiedTexts).where(item(resource, itemKey));
    },

    /** Writes marks (a newer copy of the same text and language replaces the older mark). */
    async put(
      executor: Database,
      resource: string,
      marks: readonly Omit<CopyMark, 'itemKey'>[],
      itemKey: string,
      userId: string | null,
    ): Promise<void> {
      if (marks.length === 0) return;
      await executor
        .insert(contentCopiedTexts)
        .values(marks.map((mark) => ({ ...mark, resource, itemKey, copiedBy: userId })))
        .onConflictDoUpdate({
          target: [
            contentCopiedTexts.resource,
            contentCopiedTexts.itemKey,
            contentCopiedTexts.field,
            contentCopiedTexts.language,
          ],
          set: {
            sourceLanguage: sqlExcluded('source_language'),
            textHash: sqlExcluded('text_hash'),
            copiedBy: sqlExcluded('copied_by'),
            createdAt: new Date(),
          },
        });
    },

    /** Takes marks away, each named by its text path and language. */
    async remove(
      executor: Database,
      resource: string,
      itemKey: string,
      marks: readonly { field: string; language: string }[],
    ): Promise<void> {
      for (const language of new Set(marks.map((mark) => mark.language))) {
        const fields = marks.filter((mark) => mark.language === language).map((mark) => mark.field);
        await executor
          .delete(contentCopiedTexts)
          .where(
            and(
              item(resource, itemKey),
              eq(contentCopiedTexts.language, language),
              inArray(contentCopiedTexts.field, fields),
            ),
          );
      }
    },

    /** Every mark of an item (it was deleted, or thrown away before it was ever published). */
    async removeItem(executor: Database, resource: string, itemKey: string): Promise<void> {
      await executor.delete(contentCopiedTexts).where(item(resource, itemKey));
    },

    /** A new item's first publish gives it its live key: its marks go with it. */
    async rename(executor: Database, resource: string, from: string, to: string): Promise<void> {
      if (from === to) return;
      await executor.update(contentCopiedTexts).set({ itemKey: to }).where(item(resource, from));
    },
  };
}

export type CopiedTextsRepository = ReturnType<typeof createCopiedTextsRepository>;
