/**
 * The booking policy (issue 25 point 5, decision 103): one row, created by the first save. Until
 * then the defaults apply at version 0 — links valid until 24 h before the start, both reminders on.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { bookingPolicy } from '../db/schema';

export type BookingPolicyRow = typeof bookingPolicy.$inferSelect;
export type BookingPolicyChanges = Partial<
  Pick<BookingPolicyRow, 'cancellationDeadlineHours' | 'reminder24h' | 'reminder1h'>
>;
export type BookingPolicyWrite = { outcome: 'done' | 'stale'; row: BookingPolicyRow };

export const DEFAULT_BOOKING_POLICY: BookingPolicyRow = {
  id: 1,
  cancellationDeadlineHours: 24,
  reminder24h: true,
  reminder1h: true,
  calendarFeedTokenHash: null,
  version: 0,
  updatedAt: null,
  updatedBy: null,
};

export function createBookingPolicyRepository(db: Database) {
  const get = async (): Promise<BookingPolicyRow> => {
    const [row] = await db.select().from(bookingPolicy).where(eq(bookingPolicy.id, 1));
    return row ?? DEFAULT_BOOKING_POLICY;
  };

  return {
    /** The policy, or the defaults until the first save. */
    get,

    /** Applies the changes if the row is still at `version`; otherwise 'stale' with the current row. */
    async update(
      changes: BookingPolicyChanges,
      version: number,
      userId: string | null,
    ): Promise<BookingPolicyWrite> {
      await db.insert(bookingPolicy).values({ id: 1 }).onConflictDoNothing();
      const [row] = await db
        .update(bookingPolicy)
        .set({
          ...changes,
          version: sql`${bookingPolicy.version} + 1`,
          updatedAt: new Date(),
          updatedBy: userId,
        })
        .where(and(eq(bookingPolicy.id, 1), eq(bookingPolicy.version, version)))
        .returning();
      return row ? { outcome: 'done', row } : { outcome: 'stale', row: await get() };
    },

    /**
     * Sets (a SHA-256, hex) or revokes (null) the owner's calendar feed token; not versioned — a
     * new secret replaces the old one whatever else changed.
     */
    async setCalendarFeedTokenHash(hash: string | null, userId: string | null): Promise<BookingPolicyRow> {
      await db.insert(bookingPolicy).values({ id: 1 }).onConflictDoNothing();
      const [row] = await db
        .update(bookingPolicy)
        .set({ calendarFeedTokenHash: hash, updatedAt: new Date(), updatedBy: userId })
        .where(eq(bookingPolicy.id, 1))
        .returning();
      if (!row) throw new Error('the booking policy row vanished');
      return row;
    },
  };
}

export type BookingPolicyRepository = ReturnType<typeof createBookingPolicyRepository>;
