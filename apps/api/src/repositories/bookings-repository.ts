/**
 * Bookings, session types and the practice's hours (issue 25, decision 099): SQL and row mapping
 * only — the rules live in services/booking/. Instants leave as epoch milliseconds.
 *
 * The database refuses overlapping live bookings itself (`bookings_no_overlap`, migration 0019):
 * an insert that would overlap answers `overlap` here, whatever the caller checked before.
 */
import type { WallClockRange, WeeklyHours } from '@wegweiser/contracts/booking';
import { and, asc, between, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  bookingAvailability,
  bookingBlockedTimes,
  bookingDateOverrides,
  bookings,
  sessionTypes,
} from '../db/schema';

export type SessionTypeRow = typeof sessionTypes.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect;
export type AvailabilitySettings = {
  weeklyHours: WeeklyHours;
  minimumNoticeMinutes: number;
  horizonDays: number;
  slotIntervalMinutes: number;
};
export type BlockedInterval = { start: number; end: number };

/** What a new booking stores; `blocked` is [start − buffer before, end + buffer after). */
export type BookingInsert = Omit<
  typeof bookings.$inferInsert,
  'id' | 'blocked' | 'createdAt' | 'updatedAt' | 'cancelledAt'
> & { blocked: { start: Date; end: Date } };

export type BookingInsertOutcome =
  | { outcome: 'inserted'; row: BookingRow }
  /** The exclusion constraint refused it (SQLSTATE 23P01): its time overlaps a live booking. */
  | { outcome: 'overlap' }
  /** A booking with the same idempotency key exists. */
  | { outcome: 'duplicate_key' };

/** Defaults until the owner saves (the demo seed writes its own row). */
const NO_AVAILABILITY: AvailabilitySettings = {
  weeklyHours: {},
  minimumNoticeMinutes: 720,
  horizonDays: 60,
  slotIntervalMinutes: 30,
};

/** PostgreSQL's SQLSTATE of an error, as both drivers report it (directly or as a cause). */
function sqlStateOf(error: unknown): string | null {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

const epochMs = (column: unknown) => sql<number>`(extract(epoch from ${column}) * 1000)::float8`;

/** A booking holds its time while confirmed, or requested and not yet expired at `now`. */
const liveAt = (now: Date) =>
  or(eq(bookings.state, 'confirmed'), and(eq(bookings.state, 'requested'), gt(bookings.expiresAt, now)));

export function createBookingsRepository(db: Database) {
  const byIdempotencyKey = async (key: string): Promise<BookingRow | null> => {
    const [row] = await db.select().from(bookings).where(eq(bookings.idempotencyKey, key));
    return row ?? null;
  };

  return {
    async sessionType(id: number): Promise<SessionTypeRow | null> {
      const [row] = await db.select().from(sessionTypes).where(eq(sessionTypes.id, id));
      return row ?? null;
    },

    async sessionTypes(): Promise<SessionTypeRow[]> {
      return db.select().from(sessionTypes).orderBy(asc(sessionTypes.order), asc(sessionTypes.id));
    },

    async availability(): Promise<AvailabilitySettings> {
      const [row] = await db.select().from(bookingAvailability).where(eq(bookingAvailability.id, 1));
      if (!row) return NO_AVAILABILITY;
      const { weeklyHours, minimumNoticeMinutes, horizonDays, slotIntervalMinutes } = row;
      return { weeklyHours, minimumNoticeMinutes, horizonDays, slotIntervalMinutes };
    },

    /** The date overrides from `from` to `to` (`YYYY-MM-DD`, both included). */
    async overrides(from: string, to: string): Promise<Map<string, WallClockRange[]>> {
      const rows = await db
        .select({ date: bookingDateOverrides.date, ranges: bookingDateOverrides.ranges })
        .from(bookingDateOverrides)
        .where(between(bookingDateOverrides.date, from, to));
      return new Map(rows.map((row) => [row.date, row.ranges]));
    },

    /**
     * What is taken between `from` and `to`: the blocked ranges of live bookings and the owner's
     * blocked times overlapping it, and the starts of the type's live bookings.
     */
    async occupancy(from: Date, to: Date, sessionTypeId: number, now: Date) {
      const window = sql`tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz, '[)')`;
      const booked = await db
        .select({
          start: epochMs(sql`lower(${bookings.blocked})`),
          end: epochMs(sql`upper(${bookings.blocked})`),
          startsAt: epochMs(bookings.startsAt),
          sessionTypeId: bookings.sessionTypeId,
        })
        .from(bookings)
        .where(and(liveAt(now), sql`${bookings.blocked} && ${window}`));
      const blocked = await db
        .select({
          start: epochMs(sql`lower(${bookingBlockedTimes.during})`),
          end: epochMs(sql`upper(${bookingBlockedTimes.during})`),
        })
        .from(bookingBlockedTimes)
        .where(sql`${bookingBlockedTimes.during} && ${window}`);
      return {
        busy: [...booked, ...blocked].map(({ start, end }): BlockedInterval => ({ start, end })),
        startsOfType: booked.filter((row) => row.sessionTypeId === sessionTypeId).map((row) => row.startsAt),
      };
    },

    byIdempotencyKey,

    async byManageTokenHash(hash: string): Promise<BookingRow | null> {
      const [row] = await db.select().from(bookings).where(eq(bookings.manageTokenHash, hash));
      return row ?? null;
    },

    /**
     * Inserts a booking in one transaction with letting expired requests go (declined at `now`, so
     * the constraint no longer counts them).
     */
    async insert(values: BookingInsert, now: Date): Promise<BookingInsertOutcome> {
      const { blocked, ...rest } = values;
      try {
        const row = await db.transaction(async (tx) => {
          await tx
            .update(bookings)
            .set({ state: 'declined', updatedAt: now })
            .where(and(eq(bookings.state, 'requested'), lte(bookings.expiresAt, now)));
          const [inserted] = await tx
            .insert(bookings)
            .values({
              ...rest,
              blocked: sql`tstzrange(${blocked.start.toISOString()}::timestamptz, ${blocked.end.toISOString()}::timestamptz, '[)')`,
            })
            .returning();
          if (!inserted) throw new Error('the booking was not inserted');
          return inserted;
        });
        return { outcome: 'inserted', row };
      } catch (error) {
        const state = sqlStateOf(error);
        if (state === '23P01') return { outcome: 'overlap' };
        if (state === '23505' && values.idempotencyKey) {
          if (await byIdempotencyKey(values.idempotencyKey)) return { outcome: 'duplicate_key' };
        }
        throw error;
      }
    },

    /** Sets a live booking (requested or confirmed) to `state`; null when none is live with that id. */
    async endLive(id: string, state: 'cancelled' | 'declined', now: Date): Promise<BookingRow | null> {
      const [row] = await db
        .update(bookings)
        .set({ state, updatedAt: now, ...(state === 'cancelled' ? { cancelledAt: now } : {}) })
        .where(and(eq(bookings.id, id), inArray(bookings.state, ['requested', 'confirmed'])))
        .returning();
      return row ?? null;
    },
  };
}

export type BookingsRepository = ReturnType<typeof createBookingsRepository>;
