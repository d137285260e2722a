/**
 * Setting up booking (issue 25 points 1 and 2, decision 106): SQL for the console's session types,
 * weekly hours, date overrides and blocked times. The rules live in services/booking/setup-service.ts;
 * what the booking rules read is bookings-repository.ts's.
 */
import type { WallClockRange, WeeklyHours } from '@wegweiser/contracts/booking';
import { and, asc, between, count, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  bookingAvailability,
  bookingBlockedTimes,
  bookingDateOverrides,
  bookings,
  servicePackages,
  services,
  sessionTypes,
} from '../db/schema';

export type SessionTypeRow = typeof sessionTypes.$inferSelect;
export type SessionTypeValues = Omit<
  typeof sessionTypes.$inferInsert,
  'id' | 'order' | 'version' | 'createdAt' | 'updatedAt'
>;
export type AvailabilityRow = typeof bookingAvailability.$inferSelect;
export type AvailabilityValues = {
  weeklyHours: WeeklyHours;
  minimumNoticeMinutes: number;
  horizonDays: number;
  slotIntervalMinutes: number;
};
export type DateOverrideRow = { date: string; ranges: WallClockRange[]; note: string | null };
export type BlockedTimeRow = { id: string; start: number; end: number; note: string | null; createdAt: Date };
export type OfferRow = {
  kind: 'service' | 'package';
  id: number;
  title: Record<string, string>;
  price: string | null;
  currency: string;
  /** Shown on the website (an inactive offer's page, and its booking link, are not). */
  active: boolean;
};
export type OverlappedBookingRow = {
  id: string;
  startsAt: Date;
  endsAt: Date;
  state: string;
  sessionTypeName: Record<string, string>;
};

export type VersionedWrite<T> =
  | { outcome: 'done'; row: T }
  | { outcome: 'stale'; row: T }
  | { outcome: 'missing' };

/** The defaults until the owner first saves (the same as bookings-repository's). */
const NO_AVAILABILITY: AvailabilityRow = {
  id: 1,
  weeklyHours: {},
  minimumNoticeMinutes: 720,
  horizonDays: 60,
  slotIntervalMinutes: 30,
  version: 0,
  updatedAt: null,
  updatedBy: null,
};

const epochMs = (column: unknown) => sql<number>`(extract(epoch from ${column}) * 1000)::float8`;
const range = (start: Date, end: Date) =>
  sql`tstzrange(${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz, '[)')`;

/** Live: confirmed, or requested and not yet expired at `now`. */
const liveAt = (now: Date) =>
  or(eq(bookings.state, 'confirmed'), and(eq(bookings.state, 'requested'), gt(bookings.expiresAt, now)));

const blockedColumns = {
  id: bookingBlockedTimes.id,
  start: epochMs(sql`lower(${bookingBlockedTimes.during})`),
  end: epochMs(sql`upper(${bookingBlockedTimes.during})`),
  note: bookingBlockedTimes.note,
  createdAt: bookingBlockedTimes.createdAt,
};

export function createBookingSetupRepository(db: Database) {
  const sessionType = async (id: number): Promise<SessionTypeRow | null> => {
    const [row] = await db.select().from(sessionTypes).where(eq(sessionTypes.id, id));
    return row ?? null;
  };
  const availability = async (): Promise<AvailabilityRow> => {
    const [row] = await db.select().from(bookingAvailability).where(eq(bookingAvailability.id, 1));
    return row ?? NO_AVAILABILITY;
  };

  return {
    sessionType,

    async sessionTypes(): Promise<SessionTypeRow[]> {
      return db.select().from(sessionTypes).orderBy(asc(sessionTypes.order), asc(sessionTypes.id));
    },

    /** Live bookings per type starting from `now` on. */
    async upcomingCounts(now: Date): Promise<Map<number, number>> {
      const rows = await db
        .select({ id: bookings.sessionTypeId, count: count() })
        .from(bookings)
        .where(and(liveAt(now), gt(bookings.endsAt, now)))
        .groupBy(bookings.sessionTypeId);
      return new Map(rows.map((row) => [row.id, Number(row.count)]));
    },

    /** Every booking of the type, whatever its state (the foreign key keeps the type while any exists). */
    async bookingCount(sessionTypeId: number): Promise<number> {
      const [row] = await db
        .select({ count: count() })
        .from(bookings)
        .where(eq(bookings.sessionTypeId, sessionTypeId));
      return Number(row?.count ?? 0);
    },

    /** The services and packages a type can belong to, with their prices. */
    async offers(): Promise<OfferRow[]> {
      const serviceRows = await db
        .select({
          id: services.id,
          title: services.title,
          price: services.price,
          currency: services.currency,
          active: services.isActive,
        })
        .from(services)
        .orderBy(asc(services.order), asc(services.id));
      const packageRows = await db
        .select({
          id: servicePackages.id,
          title: servicePackages.name,
          price: servicePackages.price,
          currency: servicePackages.currency,
          active: servicePackages.isActive,
        })
        .from(servicePackages)
        .orderBy(asc(servicePackages.order), asc(servicePackages.id));
      return [
        ...serviceRows.map((row) => ({
          kind: 'service' as const,
          ...row,
          title: { ...row.title } as Record<string, string>,
        })),
        ...packageRows.map((row) => ({
          kind: 'package' as const,
          ...row,
          title: { ...row.title } as Record<string, string>,
        })),
      ];
    },

    async serviceExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: services.id }).from(services).where(eq(services.id, id));
      return Boolean(row);
    },

    async packageExists(id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: servicePackages.id })
        .from(servicePackages)
        .where(eq(servicePackages.id, id));
      return Boolean(row);
    },

    /** A new type, last in the order. */
    async createSessionType(values: SessionTypeValues): Promise<SessionTypeRow> {
      const [row] = await db
        .insert(sessionTypes)
        .values({
          ...values,
          order: sql`(select coalesce(max(${sessionTypes.order}), -1) + 1 from ${sessionTypes})`,
        })
        .returning();
      if (!row) throw new Error('the session type was not inserted');
      return row;
    },

    /** Replaces the type's fields if it is still at `version`. */
    async updateSessionType(
      id: number,
      values: SessionTypeValues,
      version: number,
    ): Promise<VersionedWrite<SessionTypeRow>> {
      const [row] = await db
        .update(sessionTypes)
        .set({ ...values, version: sql`${sessionTypes.version} + 1`, updatedAt: new Date() })
        .where(and(eq(sessionTypes.id, id), eq(sessionTypes.version, version)))
        .returning();
      if (row) return { outcome: 'done', row };
      const current = await sessionType(id);
      return current ? { outcome: 'stale', row: current } : { outcome: 'missing' };
    },

    /** Deletes a type that no booking names; false when it had none to delete. */
    async deleteSessionType(id: number): Promise<boolean> {
      const deleted = await db
        .delete(sessionTypes)
        .where(eq(sessionTypes.id, id))
        .returning({ id: sessionTypes.id });
      return deleted.length > 0;
    },

    /** Gives each id its position in `ids` (one transaction). */
    async reorderSessionTypes(ids: number[]): Promise<void> {
      await db.transaction(async (tx) => {
        for (const [index, id] of ids.entries()) {
          await tx.update(sessionTypes).set({ order: index }).where(eq(sessionTypes.id, id));
        }
      });
    },

    availability,

    /** Saves the setting if it is still at `version` (the row is made by the first save). */
    async updateAvailability(
      values: AvailabilityValues,
      version: number,
      userId: string | null,
    ): Promise<VersionedWrite<AvailabilityRow>> {
      await db.insert(bookingAvailability).values({ id: 1 }).onConflictDoNothing();
      const [row] = await db
        .update(bookingAvailability)
        .set({
          ...values,
          version: sql`${bookingAvailability.version} + 1`,
          updatedAt: new Date(),
          updatedBy: userId,
        })
        .where(and(eq(bookingAvailability.id, 1), eq(bookingAvailability.version, version)))
        .returning();
      return row ? { outcome: 'done', row } : { outcome: 'stale', row: await availability() };
    },

    /** The overrides from `from` to `to` (both included), by date. */
    async overrides(from: string, to: string): Promise<DateOverrideRow[]> {
      return db
        .select({
          date: bookingDateOverrides.date,
          ranges: bookingDateOverrides.ranges,
          note: bookingDateOverrides.note,
        })
        .from(bookingDateOverrides)
        .where(between(bookingDateOverrides.date, from, to))
        .orderBy(asc(bookingDateOverrides.date));
    },

    async override(date: string): Promise<DateOverrideRow | null> {
      const [row] = await db
        .select({
          date: bookingDateOverrides.date,
          ranges: bookingDateOverrides.ranges,
          note: bookingDateOverrides.note,
        })
        .from(bookingDateOverrides)
        .where(eq(bookingDateOverrides.date, date));
      return row ?? null;
    },

    /** Sets the date's hours (none: closed) and note, replacing what it had. */
    async putOverride(value: DateOverrideRow): Promise<DateOverrideRow> {
      const [row] = await db
        .insert(bookingDateOverrides)
        .values({ ...value, updatedAt: new Date() })
        .onConflictDoUpdate({
          target: bookingDateOverrides.date,
          set: { ranges: value.ranges, note: value.note, updatedAt: new Date() },
        })
        .returning({
          date: bookingDateOverrides.date,
          ranges: bookingDateOverrides.ranges,
          note: bookingDateOverrides.note,
        });
      if (!row) throw new Error('the override was not stored');
      return row;
    },

    async deleteOverride(date: string): Promise<boolean> {
      const deleted = await db
        .delete(bookingDateOverrides)
        .where(eq(bookingDateOverrides.date, date))
        .returning({ date: bookingDateOverrides.date });
      return deleted.length > 0;
    },

    /** Adds days off for dates without an override; answers the dates added (the rest are kept). */
    async addDaysOff(days: { date: string; note: string }[]): Promise<string[]> {
      if (days.length === 0) return [];
      const added = await db
        .insert(bookingDateOverrides)
        .values(days.map((day) => ({ date: day.date, ranges: [], note: day.note })))
        .onConflictDoNothing({ target: bookingDateOverrides.date })
        .returning({ date: bookingDateOverrides.date });
      return added.map((row) => row.date);
    },

    /** The blocked times overlapping [from, to), by start. */
    async blockedTimes(from: Date, to: Date): Promise<BlockedTimeRow[]> {
      return db
        .select(blockedColumns)
        .from(bookingBlockedTimes)
        .where(sql`${bookingBlockedTimes.during} && ${range(from, to)}`)
        .orderBy(sql`lower(${bookingBlockedTimes.during})`);
    },

    async createBlockedTime(
      start: Date,
      end: Date,
      note: string | null,
      userId: string | null,
    ): Promise<BlockedTimeRow> {
      const [row] = await db
        .insert(bookingBlockedTimes)
        .values({ during: range(start, end) as unknown as string, note, createdBy: userId })
        .returning(blockedColumns);
      if (!row) throw new Error('the blocked time was not stored');
      return row;
    },

    async blockedTime(id: string): Promise<BlockedTimeRow | null> {
      const [row] = await db
        .select(blockedColumns)
        .from(bookingBlockedTimes)
        .where(eq(bookingBlockedTimes.id, id));
      return row ?? null;
    },

    async deleteBlockedTime(id: string): Promise<boolean> {
      const deleted = await db
        .delete(bookingBlockedTimes)
        .where(eq(bookingBlockedTimes.id, id))
        .returning({ id: bookingBlockedTimes.id });
      return deleted.length > 0;
    },

    /** Live bookings whose own time overlaps [start, end), by start. */
    async liveBookingsOverlapping(start: Date, end: Date, now: Date): Promise<OverlappedBookingRow[]> {
      const rows = await db
        .select({
          id: bookings.id,
          startsAt: bookings.startsAt,
          endsAt: bookings.endsAt,
          state: bookings.state,
          sessionTypeName: sessionTypes.name,
        })
        .from(bookings)
        .innerJoin(sessionTypes, eq(sessionTypes.id, bookings.sessionTypeId))
        .where(
          and(
            liveAt(now),
            inArray(bookings.state, ['requested', 'confirmed']),
            sql`tstzrange(${bookings.startsAt}, ${bookings.endsAt}, '[)') && ${range(start, end)}`,
          ),
        )
        .orderBy(asc(bookings.startsAt));
      return rows.map((row) => ({
        ...row,
        sessionTypeName: { ...row.sessionTypeName } as Record<string, string>,
      }));
    },
  };
}

export type BookingSetupRepository = ReturnType<typeof createBookingSetupRepository>;
