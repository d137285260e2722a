/**
 * Bookings, session types and the practice's hours (issue 25, decision 099): SQL and row mapping
 * only — the rules live in services/booking/. Instants leave as epoch milliseconds.
 *
 * The database refuses overlapping live bookings itself (`bookings_no_overlap`, migration 0019):
 * an insert that would overlap answers `overlap` here, whatever the caller checked before.
 */
import type { WallClockRange, WeeklyHours } from '@wegweiser/contracts/booking';
import { and, asc, between, eq, gt, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  bookingAvailability,
  bookingBlockedTimes,
  bookingDateOverrides,
  bookings,
  outboxEmails,
  sessionTypes,
} from '../db/schema';
import type { OutboxEmailInsert } from './outbox-repository';

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
  'blocked' | 'createdAt' | 'updatedAt' | 'cancelledAt'
> & { blocked: { start: Date; end: Date } };

/**
 * The mails of a change, built from its rows inside the change's transaction (decision 103): they
 * are stored with it or not at all. `lapsed`: the requests this transaction let go (expired).
 */
export type ChangeMails<Row = BookingRow> = (row: Row, lapsed: BookingRow[]) => OutboxEmailInsert[];

/** Where a booking is moved to: its times and `blocked` = [start − buffer before, end + buffer after). */
export type BookingTimesChange = { startsAt: Date; endsAt: Date; blocked: { start: Date; end: Date } };

export type BookingMoveOutcome =
  | { outcome: 'moved'; row: BookingRow; previous: BookingRow }
  /** The new time overlaps a live booking (SQLSTATE 23P01): nothing changed. */
  | { outcome: 'overlap' }
  /** No live booking with that id (ended meanwhile). */
  | { outcome: 'not_live' }
  /** It already starts then (the same move again, e.g. a second click): nothing changed. */
  | { outcome: 'unchanged'; row: BookingRow };

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

const rangeOf = ({ start, end }: { start: Date; end: Date }) =>
  sql`tstzrange(${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz, '[)')`;

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Declines the requests whose hold lapsed at `now` (ended by expiry, SEQUENCE raised for the cancel
 * invitation), so the exclusion constraint no longer counts them; returns them for their mails. Two
 * processes never decline one twice: the second waits for the first's row lock, then finds it no
 * longer requested.
 */
const declineLapsed = (tx: Transaction | Database, now: Date, limit?: number) => {
  const lapsed = and(eq(bookings.state, 'requested'), lte(bookings.expiresAt, now));
  return tx
    .update(bookings)
    .set({
      state: 'declined',
      endedBy: 'expiry',
      stateChangedAt: now,
      updatedAt: now,
      sequence: sql`${bookings.sequence} + 1`,
    })
    .where(
      limit === undefined
        ? lapsed
        : and(
            lapsed,
            inArray(
              bookings.id,
              tx
                .select({ id: bookings.id })
                .from(bookings)
                .where(lapsed)
                .orderBy(asc(bookings.expiresAt))
                .limit(limit)
                .for('update', { skipLocked: true }),
            ),
          ),
    )
    .returning();
};

/** Stores a change's mails in its transaction. */
async function storeMails(tx: Transaction, rows: readonly OutboxEmailInsert[]) {
  if (rows.length > 0) await tx.insert(outboxEmails).values([...rows]);
  return rows.length;
}

const HOUR_MS = 3_600_000;

/**
 * The reminders (decision 103): each is due from `beforeMs` before the start for `windowMs` (a
 * reminder later than that would say the wrong time), for a confirmed booking that was made before
 * it was due.
 */
export const BOOKING_REMINDERS = {
  '24h': { beforeMs: 24 * HOUR_MS, windowMs: HOUR_MS, interval: '24 hours' },
  '1h': { beforeMs: HOUR_MS, windowMs: HOUR_MS / 2, interval: '1 hour' },
} as const;
export type BookingReminder = keyof typeof BOOKING_REMINDERS;

/**
 * The reminder columns of a booking moved to `start` at `now`: due again for the new time, unless
 * the move itself is closer than the reminder would be (the move's mail says the time) — then
 * settled as not needed. One rule for a move by link and by the owner.
 */
export const remindersAfterMove = (start: Date, now: Date) => ({
  reminder24hSentAt: start.getTime() - now.getTime() < BOOKING_REMINDERS['24h'].beforeMs ? now : null,
  reminder1hSentAt: start.getTime() - now.getTime() < BOOKING_REMINDERS['1h'].beforeMs ? now : null,
});

const reminderColumn = (kind: BookingReminder) =>
  kind === '24h' ? bookings.reminder24hSentAt : bookings.reminder1hSentAt;

/** The confirmed bookings whose `kind` reminder is due at `now` and not yet sent. */
function reminderDue(kind: BookingReminder, now: Date) {
  const { beforeMs, windowMs, interval } = BOOKING_REMINDERS[kind];
  return and(
    eq(bookings.state, 'confirmed'),
    isNull(reminderColumn(kind)),
    lte(bookings.startsAt, new Date(now.getTime() + beforeMs)),
    gt(bookings.startsAt, new Date(now.getTime() + beforeMs - windowMs)),
    // Booked less than this far ahead: no such reminder (the confirmation was just sent).
    sql`${bookings.createdAt} <= ${bookings.startsAt} - interval '${sql.raw(interval)}'`,
  );
}

/** `queued`: called after a change stored mails (wakes the outbox worker). */
export function createBookingsRepository(db: Database, queued: () => void = () => {}) {
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
     * blocked times overlapping it, and the starts of the type's live bookings — without the
     * booking `exceptId` (one being moved).
     */
    async occupancy(from: Date, to: Date, sessionTypeId: number, now: Date, exceptId?: string) {
      const window = sql`tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz, '[)')`;
      const booked = await db
        .select({
          start: epochMs(sql`lower(${bookings.blocked})`),
          end: epochMs(sql`upper(${bookings.blocked})`),
          startsAt: epochMs(bookings.startsAt),
          sessionTypeId: bookings.sessionTypeId,
        })
        .from(bookings)
        .where(
          and(
            liveAt(now),
            sql`${bookings.blocked} && ${window}`,
            exceptId ? ne(bookings.id, exceptId) : undefined,
          ),
        );
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

    async byId(id: string): Promise<BookingRow | null> {
      if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
      const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
      return row ?? null;
    },

    async byManageTokenHash(hash: string): Promise<BookingRow | null> {
      const [row] = await db.select().from(bookings).where(eq(bookings.manageTokenHash, hash));
      return row ?? null;
    },

    /**
     * Inserts a booking in one transaction with letting expired requests go (declined at `now`, so
     * the constraint no longer counts them) and the mails of both (`mails`).
     */
    async insert(
      values: BookingInsert,
      now: Date,
      mails: ChangeMails = () => [],
    ): Promise<BookingInsertOutcome> {
      const { blocked, ...rest } = values;
      try {
        const { row, stored } = await db.transaction(async (tx) => {
          const lapsed = await declineLapsed(tx, now);
          const [inserted] = await tx
            .insert(bookings)
            .values({ ...rest, blocked: rangeOf(blocked), stateChangedAt: now })
            .returning();
          if (!inserted) throw new Error('the booking was not inserted');
          return { row: inserted, stored: await storeMails(tx, mails(inserted, lapsed)) };
        });
        if (stored > 0) queued();
        return { outcome: 'inserted', row };
      } catch (error) {
        const state = sqlStateOf(error);
        // Two overlapping inserts checking the exclusion constraint at once can deadlock (40P01):
        // PostgreSQL ends one, the other is booked — the same outcome as an overlap.
        if (state === '23P01' || state === '40P01') return { outcome: 'overlap' };
        if (state === '23505' && values.idempotencyKey) {
          if (await byIdempotencyKey(values.idempotencyKey)) return { outcome: 'duplicate_key' };
        }
        throw error;
      }
    },

    /**
     * Sets a live booking (requested or confirmed) to `state`, raising its SEQUENCE (the cancel
     * invitation), with the change's mails in the same transaction; null when none is live with
     * that id (nothing changed, no mail).
     */
    async endLive(
      id: string,
      state: 'cancelled' | 'declined',
      now: Date,
      options: {
        endedBy?: 'visitor' | 'owner' | undefined;
        message?: string | null | undefined;
        mails?: ChangeMails | undefined;
      } = {},
    ): Promise<BookingRow | null> {
      const { row, stored } = await db.transaction(async (tx) => {
        const [ended] = await tx
          .update(bookings)
          .set({
            state,
            updatedAt: now,
            stateChangedAt: now,
            sequence: sql`${bookings.sequence} + 1`,
            ...(state === 'cancelled' ? { cancelledAt: now } : {}),
            ...(options.endedBy ? { endedBy: options.endedBy } : {}),
            ...(options.message !== undefined ? { decisionMessage: options.message } : {}),
          })
          .where(and(eq(bookings.id, id), inArray(bookings.state, ['requested', 'confirmed'])))
          .returning();
        if (!ended) return { row: null, stored: 0 };
        return { row: ended, stored: await storeMails(tx, options.mails?.(ended, []) ?? []) };
      });
      if (stored > 0) queued();
      return row;
    },

    /**
     * Moves a live booking to new times in one transaction with letting expired requests go: the
     * exclusion constraint checks the new range (an overlap changes nothing, the old time stays
     * booked); SEQUENCE raised, reminders due again, a request's hold ends by its new start at the
     * latest; the move's mails stored with it.
     */
    async move(
      id: string,
      to: BookingTimesChange,
      now: Date,
      mails: (row: BookingRow, previous: BookingRow, lapsed: BookingRow[]) => OutboxEmailInsert[] = () => [],
    ): Promise<BookingMoveOutcome> {
      try {
        const result = await db.transaction(async (tx) => {
          const lapsed = await declineLapsed(tx, now);
          const [previous] = await tx
            .select()
            .from(bookings)
            .where(and(eq(bookings.id, id), inArray(bookings.state, ['requested', 'confirmed'])))
            .for('update');
          if (!previous) return { outcome: 'not_live' as const, stored: 0 };
          // Read under the row's lock: a second click waits for the first and finds it done.
          if (previous.startsAt.getTime() === to.startsAt.getTime()) {
            return { outcome: 'unchanged' as const, row: previous, stored: 0 };
          }
          const [row] = await tx
            .update(bookings)
            .set({
              startsAt: to.startsAt,
              endsAt: to.endsAt,
              blocked: rangeOf(to.blocked),
              sequence: sql`${bookings.sequence} + 1`,
              ...remindersAfterMove(to.startsAt, now),
              updatedAt: now,
              expiresAt: sql`case when ${bookings.expiresAt} is null then null else least(${bookings.expiresAt}, ${to.startsAt.toISOString()}::timestamptz) end`,
            })
            .where(eq(bookings.id, id))
            .returning();
          if (!row) throw new Error('the moved booking vanished');
          return {
            outcome: 'moved' as const,
            row,
            previous,
            stored: await storeMails(tx, mails(row, previous, lapsed)),
          };
        });
        if (result.stored > 0) queued();
        if (result.outcome === 'not_live') return { outcome: 'not_live' };
        if (result.outcome === 'unchanged') return { outcome: 'unchanged', row: result.row };
        return { outcome: 'moved', row: result.row, previous: result.previous };
      } catch (error) {
        if (sqlStateOf(error) === '23P01') return { outcome: 'overlap' };
        throw error;
      }
    },

    /** Whether a tick has anything to do: a lapsed request, a reminder due (of the kinds asked). */
    async anythingDue(now: Date, reminders: readonly BookingReminder[]): Promise<boolean> {
      const conditions = [
        and(eq(bookings.state, 'requested'), lte(bookings.expiresAt, now)),
        ...reminders.map((kind) => reminderDue(kind, now)),
      ];
      const [row] = await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(or(...conditions))
        .limit(1);
      return row !== undefined;
    },

    /**
     * Claims up to `limit` due reminders of `kind` and stores their mails in the same transaction:
     * `UPDATE … SET reminder_…_sent_at = now WHERE … IS NULL RETURNING`, the rows locked and
     * skipped by any other process, so each reminder is claimed, and mailed, once.
     */
    async claimReminders(
      kind: BookingReminder,
      now: Date,
      limit: number,
      mails: (claimed: BookingRow[]) => OutboxEmailInsert[],
    ): Promise<number> {
      const column = reminderColumn(kind);
      const { count, stored } = await db.transaction(async (tx) => {
        const claimed = await tx
          .update(bookings)
          .set(kind === '24h' ? { reminder24hSentAt: now } : { reminder1hSentAt: now })
          .where(
            and(
              isNull(column),
              inArray(
                bookings.id,
                tx
                  .select({ id: bookings.id })
                  .from(bookings)
                  .where(reminderDue(kind, now))
                  .orderBy(asc(bookings.startsAt))
                  .limit(limit)
                  .for('update', { skipLocked: true }),
              ),
            ),
          )
          .returning();
        return {
          count: claimed.length,
          stored: await storeMails(tx, claimed.length > 0 ? mails(claimed) : []),
        };
      });
      if (stored > 0) queued();
      return count;
    },

    /**
     * Lets lapsed requests go (up to `limit`, skipping rows another process holds) with their mails
     * in the same transaction; returns how many.
     */
    async expireLapsed(now: Date, limit: number, mails: (lapsed: BookingRow[]) => OutboxEmailInsert[]) {
      const { count, stored } = await db.transaction(async (tx) => {
        const lapsed = await declineLapsed(tx, now, limit);
        return { count: lapsed.length, stored: await storeMails(tx, lapsed.length > 0 ? mails(lapsed) : []) };
      });
      if (stored > 0) queued();
      return count;
    },
  };
}

export type BookingsRepository = ReturnType<typeof createBookingsRepository>;
