/**
 * The practice's settings (decision 086): one row, created by the first save. Until then the time
 * zone is the default (Europe/Berlin) at version 0.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { DEFAULT_TIME_ZONE, practiceSettings } from '../db/schema';

export type PracticeSettingsRow = typeof practiceSettings.$inferSelect;
export type PracticeWrite = { outcome: 'done' | 'stale'; row: PracticeSettingsRow };

const NONE: PracticeSettingsRow = {
  id: 1,
  timeZone: DEFAULT_TIME_ZONE,
  version: 0,
  updatedAt: null,
  updatedBy: null,
};

export function createPracticeSettingsRepository(db: Database) {
  const get = async (): Promise<PracticeSettingsRow> => {
    const [row] = await db.select().from(practiceSettings).where(eq(practiceSettings.id, 1));
    return row ?? NONE;
  };
  return {
    get,

    /** The zone the practice counts its days in. */
    async timeZone(): Promise<string> {
      return (await get()).timeZone;
    },

    /** Sets the zone if the row is still at `version`; otherwise 'stale' with the current row. */
    async update(
      changes: { timeZone: string },
      version: number,
      userId: string | null,
    ): Promise<PracticeWrite> {
      await db.insert(practiceSettings).values({ id: 1 }).onConflictDoNothing();
      const [row] = await db
        .update(practiceSettings)
        .set({
          ...changes,
          version: sql`${practiceSettings.version} + 1`,
          updatedAt: new Date(),
          updatedBy: userId,
        })
        .where(and(eq(practiceSettings.id, 1), eq(practiceSettings.version, version)))
        .returning();
      return row ? { outcome: 'done', row } : { outcome: 'stale', row: await get() };
    },
  };
}

export type PracticeSettingsRepository = ReturnType<typeof createPracticeSettingsRepository>;
