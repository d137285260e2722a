/**
 * Drafts and revisions of the console's content (decision 044). A draft's version moves on with
 * every save; a save states the version it was based on and only succeeds if that is still the
 * draft's (or, without a draft, the last revision's) — two editors never overwrite each other.
 */
import { and, desc, eq, inArray, max } from 'drizzle-orm';
import type { Database } from '../db/client';
import { adminUsers, contentDrafts, contentRevisions } from '../db/schema';
import type { Document } from './resources/resource';

export type Draft = {
  itemKey: string;
  data: Document;
  version: number;
  updatedBy: string | null;
  updatedAt: Date;
};

export type Revision = {
  version: number;
  data: Document | null;
  publishedBy: string | null;
  publishedAt: Date;
};

const draftColumns = {
  itemKey: contentDrafts.itemKey,
  data: contentDrafts.data,
  version: contentDrafts.version,
  updatedBy: contentDrafts.updatedBy,
  updatedAt: contentDrafts.updatedAt,
};

export function createContentDraftsRepository(db: Database) {
  const item = (resource: string, itemKey: string) =>
    and(eq(contentDrafts.resource, resource), eq(contentDrafts.itemKey, itemKey));
  const revisionsOf = (resource: string, itemKey: string) =>
    and(eq(contentRevisions.resource, resource), eq(contentRevisions.itemKey, itemKey));

  return {
    /** The names of console users by id (who saved a draft, who published a revision). */
    async authors(ids: readonly (string | null)[]): Promise<Map<string, string>> {
      const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
      if (wanted.length === 0) return new Map();
      const rows = await db
        .select({ id: adminUsers.id, name: adminUsers.name })
        .from(adminUsers)
        .where(inArray(adminUsers.id, wanted));
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    async draft(resource: string, itemKey: string, executor: Database = db): Promise<Draft | null> {
      const [row] = await executor.select(draftColumns).from(contentDrafts).where(item(resource, itemKey));
      return (row as Draft | undefined) ?? null;
    },

    async drafts(resource: string, executor: Database = db): Promise<Draft[]> {
      return (await executor
        .select(draftColumns)
        .from(contentDrafts)
        .where(eq(contentDrafts.resource, resource))
        .orderBy(contentDrafts.createdAt)) as Draft[];
    },

    /**
     * Saves a draft if the item is still at `expected`: an update of the draft at that version, or
     * (no draft yet) an insert. False when someone else saved in between.
     */
    async saveDraft(
      resource: string,
      itemKey: string,
      data: Document,
      expected: { version: number; draftExists: boolean },
      userId: string | null,
      executor: Database = db,
    ): Promise<boolean> {
      const version = expected.version + 1;
      if (expected.draftExists) {
        const updated = await executor
          .update(contentDrafts)
          .set({ data, version, updatedBy: userId, updatedAt: new Date() })
          .where(and(item(resource, itemKey), eq(contentDrafts.version, expected.version)))
          .returning({ version: contentDrafts.version });
        return updated.length === 1;
      }
      const inserted = await executor
        .insert(contentDrafts)
        .values({ resource, itemKey, data, version, updatedBy: userId })
        .onConflictDoNothing()
        .returning({ version: contentDrafts.version });
      return inserted.length === 1;
    },

    async deleteDraft(resource: string, itemKey: string, executor: Database = db): Promise<void> {
      await executor.delete(contentDrafts).where(item(resource, itemKey));
    },

    /** The draft, locked until the transaction ends (publishing reads it this way). */
    async lockDraft(executor: Database, resource: string, itemKey: string): Promise<Draft | null> {
      const [row] = await executor
        .select(draftColumns)
        .from(contentDrafts)
        .where(item(resource, itemKey))
        .for('update');
      return (row as Draft | undefined) ?? null;
    },

    /** The last published version of each item of a resource (items never published: absent). */
    async liveVersions(resource: string): Promise<Map<string, number>> {
      const rows = await db
        .select({ itemKey: contentRevisions.itemKey, version: max(contentRevisions.version) })
        .from(contentRevisions)
        .where(eq(contentRevisions.resource, resource))
        .groupBy(contentRevisions.itemKey);
      return new Map(rows.map((row) => [row.itemKey, row.version ?? 0]));
    },

    async liveVersion(resource: string, itemKey: string, executor: Database = db): Promise<number> {
      const [row] = await executor
        .select({ version: max(contentRevisions.version) })
        .from(contentRevisions)
        .where(revisionsOf(resource, itemKey));
      return row?.version ?? 0;
    },

    async addRevision(
      executor: Database,
      resource: string,
      itemKey: string,
      revision: { version: number; data: Document | null; publishedBy: string | null; publishedAt?: Date },
    ): Promise<void> {
      await executor.insert(contentRevisions).values({ resource, itemKey, ...revision });
    },

    async revisions(resource: string, itemKey: string): Promise<Revision[]> {
      return (await db
        .select({
          version: contentRevisions.version,
          data: contentRevisions.data,
          publishedBy: contentRevisions.publishedBy,
          publishedAt: contentRevisions.publishedAt,
        })
        .from(contentRevisions)
        .where(revisionsOf(resource, itemKey))
        .orderBy(desc(contentRevisions.version))) as Revision[];
    },
  };
}

export type ContentDraftsRepository = ReturnType<typeof createContentDraftsRepository>;
