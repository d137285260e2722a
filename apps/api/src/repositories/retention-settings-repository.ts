/**
 * The owner's retention periods (decision 061): one row, created by the first save. Until then the
 * periods are null (the environment's) at version 0.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { retentionSettings } from '../db/schema';

export type RetentionSettingsRow = typeof retentionSettings.$inferSelect;
export type RetentionChanges = {
  contactDays?: number | null;
  analyticsRawDays?: number | null;
  bookingDays?: number | null;
};
export type RetentionWrite = { outcome: 'done' | 'stale'; row: RetentionSettingsRow };

const NONE: RetentionSettingsRow = {
  id: 1,
  contactDays: null,
  analyticsRawDays: null,
  bookingDays: null,
  version: 0,
  updatedAt: null,
  updatedBy: null,
};

export function createRetentionSettingsRepository(db: Database) {
  const get = async (): Promise<RetentionSettingsRow> => {
    const [row] = await db.select().from(retentionSettings).where(eq(retentionSettings.id, 1));
    return row ?? NONE;
  };
  return {
    get,

    /** Changes the periods if they are still at `version`; otherwise 'stale' with the current row. */
    async update(changes: RetentionChanges, version: number, userId: string | null): Promise<RetentionWrite> {
      await db.insert(retentionSettings).values({ id: 1 }).onConflictDoNothing();
      const [row] = await db
        .update(retentionSettings)
        .set({
          ...changes,
          version: sql`${retentionSettings.version} + 1`,
          updatedAt: new Date(),
          updatedBy: userId,
        })
        .where(and(eq(retentionSettings.id, 1), eq(retentionSettings.version, version)))
        .returning();
      return row ? { outcome: 'done', row } : { outcome: 'stale', row: await get() };
    },
  };
}
