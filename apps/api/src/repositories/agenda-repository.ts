/**
 * The owner's agenda (issue 25 point 7, decision 104): SQL and row mapping only — the rules live in
 * services/booking/agenda-service.ts. Bookings with their session type's name for a window or a
 * paged list, the owner's blocked times, the state changes guarded by the version the console read,
 * a move the database's exclusion constraint may refuse (SQLSTATE 23P01), a person's bookings by
 * e-mail address (export and erasure), the retention purge and the calendar feed's token hash.
 */
import { and, asc, count, desc, eq, gt, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { bookingBlockedTimes, bookingPolicy, bookings, outboxEmails, sessionTypes } from '../db/schema';
import { type BookingRow, remindersAfterMove, type SessionTypeRow } from './bookings-repository';
import type { Page } from './id-or-slug';
import type { OutboxEmailInsert } from './outbox-repository';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A booking with what the agenda shows of its session type. */
export type AgendaRow = BookingRow & {
  sessionType: Pick<
    SessionTypeRow,
    | 'id'
    | 'name'
    | 'durationMinutes'
    | 'bufferBeforeMinutes'
    | 'bufferAfterMinutes'
    | 'locationKind'
    | 'locationAddress'
    | 'locationLink'
  >;
};
export type AgendaFilter = {
  state?: string | undefined;
  /** A part of the visitor's name, address or phone number, case-insensitive. */
  search?: string | undefined;
};
export type BlockedTimeRow = { id: string; start: Date; end: Date; note: string | null };
/** A state change: which states it starts from and what it writes. */
export type AgendaChange = {
  from: readonly string[];
  set: Partial<Pick<BookingRow, 'state' | 'decisionMessage' | 'cancelledAt' | 'expiresAt' | 'endedBy'>> & {
    raiseSequence?: boolean;
  };
};
export type AgendaWrite =
  | { outcome: 'done'; row: AgendaRow }
  /** Nothing was written: the booking is not as the caller read it (or gone: `row` null). */
  | { outcome: 'unchanged'; row: AgendaRow | null }
  /** The exclusion constraint refused the new time: it overlaps a live booking. */
  | { outcome: 'overlap'; row: AgendaRow | null };

/** The booking mails' templates (booking_requested, booking_owner_booked …). */
const BOOKING_MAILS = sql`${outboxEmails.template} like 'booking\\_%'`;
/** LIKE matches the text literally: its wildcards and escape character are escaped. */
const literal = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);
const sameAddress = (email: string) => sql`lower(${bookings.visitorEmail}) = ${email.toLowerCase()}`;
/** The version the console holds is `updated_at` in milliseconds (JavaScript's precision). */
const atVersion = (version: Date) =>
  sql`date_trunc('milliseconds', ${bookings.updatedAt}) = ${version.toISOString()}::timestamptz`;

/** PostgreSQL's SQLSTATE of an error, as both drivers report it (directly or as a cause). */
function sqlStateOf(error: unknown): string | null {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

const columns = {
  booking: bookings,
  sessionType: {
    id: sessionTypes.id,
    name: sessionTypes.name,
    durationMinutes: sessionTypes.durationMinutes,
    bufferBeforeMinutes: sessionTypes.bufferBeforeMinutes,
    bufferAfterMinutes: sessionTypes.bufferAfterMinutes,
    locationKind: sessionTypes.locationKind,
    locationAddress: sessionTypes.locationAddress,
    locationLink: sessionTypes.locationLink,
  },
};
const rowOf = (joined: { booking: BookingRow; sessionType: AgendaRow['sessionType'] }): AgendaRow => ({
  ...joined.booking,
  sessionType: joined.sessionType,
});

const filterOf = (filter: AgendaFilter): SQL[] => {
  const conditions: SQL[] = [];
  if (filter.state) conditions.push(eq(bookings.state, filter.state));
  if (filter.search) {
    const pattern = `%${literal(filter.search.toLowerCase())}%`;
    const match = or(
      sql`lower(${bookings.visitorName}) like ${pattern}`,
      sql`lower(${bookings.visitorEmail}) like ${pattern}`,
      sql`lower(coalesce(${bookings.visitorPhone}, '')) like ${pattern}`,
    );
    if (match) conditions.push(match);
  }
  return conditions;
};

/** The outbox rows of the mails a change sends, made from the changed row. */
export type MailsOf = (row: BookingRow) => OutboxEmailInsert[];

const storeMails = async (tx: Transaction, rows: OutboxEmailInsert[]) => {
  if (rows.length > 0) await tx.insert(outboxEmails).values(rows);
  return true;
};

/** `queued`: called after a change stored mails (wakes the sender). */
export function createAgendaRepository(db: Database, queued: () => void = () => {}) {
  const select = (executor: Database | Transaction = db) =>
    executor
      .select(columns)
      .from(bookings)
      .innerJoin(sessionTypes, eq(sessionTypes.id, bookings.sessionTypeId));

  const byId = async (id: string, executor: Database | Transaction = db): Promise<AgendaRow | null> => {
    const [row] = await select(executor).where(eq(bookings.id, id));
    return row ? rowOf(row) : null;
  };

  return {
    byId,

    /** Every booking overlapping [from, to) the filter matches, earliest first (at most `limit`). */
    async window(from: Date, to: Date, filter: AgendaFilter, limit: number): Promise<AgendaRow[]> {
      const rows = await select()
        .where(and(lt(bookings.startsAt, to), gt(bookings.endsAt, from), ...filterOf(filter)))
        .orderBy(asc(bookings.startsAt), asc(bookings.id))
        .limit(limit);
      return rows.map(rowOf);
    },

    /**
     * One page of the bookings the filter matches: with `from`, those ending after it, earliest
     * first; without, the latest start first.
     */
    async list(filter: AgendaFilter & { from?: Date | undefined; to?: Date | undefined }, page: Page) {
      const conditions = [
        ...filterOf(filter),
        ...(filter.from ? [gt(bookings.endsAt, filter.from)] : []),
        ...(filter.to ? [lt(bookings.startsAt, filter.to)] : []),
      ];
      const where = and(...conditions);
      const [total] = await db.select({ count: count() }).from(bookings).where(where);
      const order = filter.from
        ? [asc(bookings.startsAt), asc(bookings.id)]
        : [desc(bookings.startsAt), desc(bookings.id)];
      const rows = await select()
        .where(where)
        .orderBy(...order)
        .limit(page.pageSize)
        .offset((page.page - 1) * page.pageSize);
      return { count: total?.count ?? 0, results: rows.map(rowOf) };
    },

    /** Bookings starting in [from, to), earliest first, for the CSV export (at most `limit`). */
    async starting(from: Date, to: Date, state: string | undefined, limit: number): Promise<AgendaRow[]> {
      const rows = await select()
        .where(
          and(
            gte(bookings.startsAt, from),
            lt(bookings.startsAt, to),
            ...(state ? [eq(bookings.state, state)] : []),
          ),
        )
        .orderBy(asc(bookings.startsAt), asc(bookings.id))
        .limit(limit);
      return rows.map(rowOf);
    },

    /** The owner's blocked times overlapping [from, to), earliest first. */
    async blockedTimes(from: Date, to: Date): Promise<BlockedTimeRow[]> {
      const window = sql`tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz, '[)')`;
      const rows = await db
        .select({
          id: bookingBlockedTimes.id,
          start: sql<string>`lower(${bookingBlockedTimes.during})`,
          end: sql<string>`upper(${bookingBlockedTimes.during})`,
          note: bookingBlockedTimes.note,
        })
        .from(bookingBlockedTimes)
        .where(sql`${bookingBlockedTimes.during} && ${window}`)
        .orderBy(sql`lower(${bookingBlockedTimes.during})`);
      return rows.map((row) => ({ ...row, start: new Date(row.start), end: new Date(row.end) }));
    },

    /**
     * Changes the booking's state (and what goes with it) if it is still at `version` in one of
     * `change.from`, storing the mails `mailsOf` makes of the changed row in the same transaction
     * (a change that commits never loses its mail); `unchanged` with the booking as it is otherwise.
     */
    async change(
      id: string,
      version: Date,
      change: AgendaChange,
      now: Date,
      mailsOf: MailsOf = () => [],
    ): Promise<AgendaWrite> {
      const { raiseSequence, ...set } = change.set;
      const changed = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(bookings)
          .set({
            ...set,
            ...(raiseSequence ? { sequence: sql`${bookings.sequence} + 1` } : {}),
            ...(set.state ? { stateChangedAt: now } : {}),
            updatedAt: now,
          })
          .where(and(eq(bookings.id, id), atVersion(version), inArray(bookings.state, [...change.from])))
          .returning();
        return updated ? storeMails(tx, mailsOf(updated)) : false;
      });
      if (changed) queued();
      const row = await byId(id);
      return changed && row ? { outcome: 'done', row } : { outcome: 'unchanged', row };
    },

    /**
     * Moves a live booking at `version` to [start, end) holding `blocked`, with the invitation's
     * SEQUENCE raised and the mails `mailsOf` makes in the same transaction. The database refuses
     * a time that overlaps another live booking (`overlap`).
     */
    async move(
      id: string,
      version: Date,
      times: { start: Date; end: Date; blocked: { start: Date; end: Date } },
      decisionMessage: string | null,
      now: Date,
      mailsOf: MailsOf = () => [],
    ): Promise<AgendaWrite> {
      try {
        const changed = await db.transaction(async (tx) => {
          const [updated] = await tx
            .update(bookings)
            .set({
              startsAt: times.start,
              endsAt: times.end,
              blocked: sql`tstzrange(${times.blocked.start.toISOString()}::timestamptz, ${times.blocked.end.toISOString()}::timestamptz, '[)')`,
              sequence: sql`${bookings.sequence} + 1`,
              // A request holds its new time no longer than until it starts (as when booked).
              expiresAt: sql`case when ${bookings.state} = 'requested' then least(${bookings.expiresAt}, ${times.start.toISOString()}::timestamptz) else ${bookings.expiresAt} end`,
              decisionMessage,
              // The reminders belong to the old time: the new one gets its own (none a move makes late).
              ...remindersAfterMove(times.start, now),
              updatedAt: now,
            })
            .where(
              and(
                eq(bookings.id, id),
                atVersion(version),
                inArray(bookings.state, ['requested', 'confirmed']),
              ),
            )
            .returning();
          return updated ? storeMails(tx, mailsOf(updated)) : false;
        });
        if (changed) queued();
        const row = await byId(id);
        return changed && row ? { outcome: 'done', row } : { outcome: 'unchanged', row };
      } catch (error) {
        if (sqlStateOf(error) === '23P01') return { outcome: 'overlap', row: await byId(id) };
        throw error;
      }
    },

    /** Every booking of the address (any case), earliest first, and the booking mails sent to it. */
    async person(email: string) {
      const rows = await select().where(sameAddress(email)).orderBy(asc(bookings.startsAt), asc(bookings.id));
      const mails = await db
        .select()
        .from(outboxEmails)
        .where(and(BOOKING_MAILS, sql`lower(${outboxEmails.recipient}) = ${email.toLowerCase()}`))
        .orderBy(asc(outboxEmails.createdAt), asc(outboxEmails.id));
      return { bookings: rows.map(rowOf), mails };
    },

    /**
     * Erases the address's bookings and the booking mails to it or answering to it (the owner's
     * notices name the visitor, Reply-To her), in one transaction with `audited` — unless one of
     * its bookings still holds a time that has not ended (`live`, nothing erased).
     */
    async erasePerson(
      email: string,
      now: Date,
      audited: (tx: Transaction, erased: { bookings: number; mails: number }) => Promise<void>,
    ) {
      return db.transaction(async (tx) => {
        const [live] = await tx
          .select({ id: bookings.id })
          .from(bookings)
          .where(
            and(
              sameAddress(email),
              gt(bookings.endsAt, now),
              or(
                eq(bookings.state, 'confirmed'),
                and(eq(bookings.state, 'requested'), gt(bookings.expiresAt, now)),
              ),
            ),
          )
          .limit(1);
        if (live) return { outcome: 'live' as const };
        const lower = email.toLowerCase();
        const mails = await tx
          .delete(outboxEmails)
          .where(
            and(
              BOOKING_MAILS,
              or(
                sql`lower(${outboxEmails.recipient}) = ${lower}`,
                sql`lower(${outboxEmails.replyTo}) = ${lower}`,
              ),
            ),
          )
          .returning({ id: outboxEmails.id });
        const erased = await tx.delete(bookings).where(sameAddress(email)).returning({ id: bookings.id });
        const counts = { bookings: erased.length, mails: mails.length };
        await audited(tx, counts);
        return { outcome: 'erased' as const, ...counts };
      });
    },

    /** Deletes the bookings that ended before `cutoff` (retention); how many went. */
    async purgeEndedBefore(cutoff: Date): Promise<number> {
      const gone = await db
        .delete(bookings)
        .where(lt(bookings.endsAt, cutoff))
        .returning({ id: bookings.id });
      return gone.length;
    },

    /** The live and recent bookings of the calendar feed: not cancelled or declined, ending after `since`. */
    async feed(since: Date, now: Date, limit: number): Promise<AgendaRow[]> {
      const rows = await select()
        .where(
          and(
            gt(bookings.endsAt, since),
            or(
              inArray(bookings.state, ['confirmed', 'done', 'no_show']),
              and(eq(bookings.state, 'requested'), gt(bookings.expiresAt, now)),
            ),
          ),
        )
        .orderBy(asc(bookings.startsAt), asc(bookings.id))
        .limit(limit);
      return rows.map(rowOf);
    },

    /** The calendar feed's token hash, or null when there is no feed. */
    async feedTokenHash(): Promise<string | null> {
      const [row] = await db
        .select({ hash: bookingPolicy.calendarFeedTokenHash })
        .from(bookingPolicy)
        .where(eq(bookingPolicy.id, 1));
      return row?.hash ?? null;
    },

    /**
     * Sets (a new feed) or clears (revoked) the feed's token hash; the policy's version stays, so a
     * policy form open meanwhile is not made stale. Returns whether a feed existed before.
     */
    async setFeedTokenHash(hash: string | null): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ hash: bookingPolicy.calendarFeedTokenHash })
          .from(bookingPolicy)
          .where(eq(bookingPolicy.id, 1))
          .for('update');
        await tx
          .insert(bookingPolicy)
          .values({ id: 1, calendarFeedTokenHash: hash })
          .onConflictDoUpdate({ target: bookingPolicy.id, set: { calendarFeedTokenHash: hash } });
        return Boolean(before?.hash);
      });
    },
  };
}

export type AgendaRepository = ReturnType<typeof createAgendaRepository>;
