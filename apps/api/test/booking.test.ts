/**
 * Booking on a real database, on both engines (issue 25, decision 099): the seeded session types and
 * hours offer slots; the database itself refuses two live bookings whose ranges overlap, buffers
 * included (SQLSTATE 23P01 on PGlite and PostgreSQL alike); the use case turns that refusal into a
 * 409 with the current free slots; cancelled and expired bookings free their range; a repeated
 * submit books once.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { bookings, outboxEmails, sessionTypes } from '../src/db/schema';
import { createRepositories, type Repositories } from '../src/repositories';
import type { SessionTypeRow } from '../src/repositories/bookings-repository';
import { type BookingRequest, createBookingService } from '../src/services/booking/booking-service';
import { createTestDatabase } from './helpers/test-database';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let database: DatabaseHandle;
let repositories: Repositories;
/** The service's clock: Tuesday 2026-12-01, 07:00 in Berlin. */
let now = Date.parse('2026-12-01T06:00:00Z');
let service: ReturnType<typeof createBookingService>;
let introCall: SessionTypeRow;
let coaching: SessionTypeRow;
let keys = 0;
const NOTICES = {
  publicUrl: 'https://praxis.example',
  secret: 'booking-secret-booking-secret-booking-secret',
  organizerEmail: 'termine@praxis.example',
};
/** A fresh key for each submit or raw row. */
const nextKey = (prefix: string) => {
  keys += 1;
  return `${prefix}-${keys}`;
};

beforeAll(async () => {
  database = await createTestDatabase();
  repositories = createRepositories(database.db);
  service = createBookingService(repositories, NOTICES, () => now);
  const types = await repositories.bookings.sessionTypes();
  const named = (de: string) => {
    const type = types.find((row) => row.name.de === de);
    if (!type) throw new Error(`no seeded session type ${de}`);
    return type;
  };
  introCall = named('Kostenloses Erstgespräch');
  coaching = named('Coaching-Sitzung');
});

afterAll(async () => {
  await database?.close();
});

/** Thursday 2026-12-03 at a time in Berlin (CET, UTC+1). */
const thursday = (time: string) => new Date(`2026-12-03T${time}:00+01:00`);

const request = (changes: Partial<BookingRequest> = {}): BookingRequest => ({
  sessionTypeId: introCall.id,
  start: thursday('09:00'),
  name: 'Mia Muster',
  email: 'mia@example.com',
  language: 'de',
  timeZone: 'America/Sao_Paulo',
  idempotencyKey: nextKey('key'),
  ...changes,
});

/** The SQLSTATE of a refused statement (the drivers put it on the error or its cause). */
async function sqlStateOf(work: Promise<unknown>): Promise<string | null> {
  try {
    await work;
    return null;
  } catch (error) {
    for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
      const code = (current as { code?: unknown }).code;
      if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    }
    throw error;
  }
}

/** A raw row for the constraint tests: `blocked` as given, whatever the type's buffers. */
const rawBooking = (state: string, blocked: [string, string], start: string, end: string) =>
  database.db.insert(bookings).values({
    sessionTypeId: introCall.id,
    state,
    startsAt: new Date(start),
    endsAt: new Date(end),
    blocked: sql`tstzrange(${blocked[0]}::timestamptz, ${blocked[1]}::timestamptz, '[)')`,
    visitorName: 'Raw',
    visitorEmail: 'raw@example.com',
    languageCode: 'de',
    visitorTimeZone: 'Europe/Berlin',
    manageTokenHash: nextKey('raw').padEnd(64, '0'),
    expiresAt: state === 'requested' ? new Date(Date.now() + 365 * 24 * HOUR) : null,
  });

describe('the seeded booking', () => {
  it('has two visible session types in all five languages and slots in the weekly hours', async () => {
    for (const type of [introCall, coaching]) {
      expect(Object.keys(type.name).sort()).toEqual(['de', 'en', 'es', 'fr', 'zh']);
      expect(Object.values(type.description).every((text) => text.length > 0)).toBe(true);
      expect(type.isVisible).toBe(true);
      expect(type.serviceId).not.toBeNull();
    }
    expect(introCall).toMatchObject({
      durationMinutes: 30,
      locationKind: 'video',
      requiresConfirmation: false,
    });
    expect(coaching).toMatchObject({
      durationMinutes: 60,
      locationKind: 'practice',
      requiresConfirmation: true,
    });

    const answer = await service.freeSlots(introCall.id, thursday('00:00'), thursday('23:59'));
    expect(answer?.timeZone).toBe('Europe/Berlin');
    const times = answer?.slots.map((slot) => new Date(slot.start).toISOString().slice(11, 16));
    // 09:00–12:00 and 13:00–17:00 Berlin = 08:00–11:00 and 12:00–16:00 UTC, every 30 minutes.
    expect(times).toEqual([
      '08:00',
      '08:30',
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
    ]);
    expect(await service.freeSlots(9999, thursday('00:00'), thursday('23:59'))).toBeNull();
  });
});

describe('the database refuses overlapping live bookings', () => {
  it('answers 23P01 for an overlap of the blocked ranges, buffers included, and lets adjacent ones be', async () => {
    // A booking 2027-01-05 10:00–10:30 with 15 minutes after: blocked 10:00–10:45.
    await rawBooking(
      'confirmed',
      ['2027-01-05T10:00Z', '2027-01-05T10:45Z'],
      '2027-01-05T10:00Z',
      '2027-01-05T10:30Z',
    );
    // Its session does not overlap 10:30–11:00, but the buffer does.
    const overlap = rawBooking(
      'requested',
      ['2027-01-05T10:30Z', '2027-01-05T11:00Z'],
      '2027-01-05T10:30Z',
      '2027-01-05T11:00Z',
    );
    expect(await sqlStateOf(overlap)).toBe('23P01');
    expect(
      await sqlStateOf(
        rawBooking(
          'confirmed',
          ['2027-01-05T10:45Z', '2027-01-05T11:15Z'],
          '2027-01-05T10:45Z',
          '2027-01-05T11:15Z',
        ),
      ),
    ).toBeNull();
    // Cancelled, declined and done bookings hold nothing.
    for (const state of ['cancelled', 'declined', 'done', 'no_show']) {
      expect(
        await sqlStateOf(
          rawBooking(
            state,
            ['2027-01-05T10:00Z', '2027-01-05T11:00Z'],
            '2027-01-05T10:00Z',
            '2027-01-05T11:00Z',
          ),
        ),
      ).toBeNull();
    }
    // Reopening a cancelled one onto a live one is refused too.
    const [cancelled] = await database.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.state, 'cancelled'));
    const reopen = database.db
      .update(bookings)
      .set({ state: 'confirmed' })
      .where(eq(bookings.id, cancelled?.id ?? ''));
    expect(await sqlStateOf(reopen)).toBe('23P01');
  });
});

describe('booking a slot', () => {
  it('books a free slot with its buffers and a manage token, and offers it no more', async () => {
    const answer = await service.book(request({ start: thursday('10:00') }));
    expect(answer.outcome).toBe('booked');
    if (answer.outcome !== 'booked') return;
    expect(answer.booking).toMatchObject({
      state: 'confirmed',
      expiresAt: null,
      visitorTimeZone: 'America/Sao_Paulo',
    });
    expect(answer.booking.endsAt.getTime() - answer.booking.startsAt.getTime()).toBe(30 * MINUTE);
    expect(answer.booking.blocked).toContain('09:00:00+00');
    expect(answer.booking.blocked).toContain('09:45:00+00');
    expect(answer.manageToken.length).toBeGreaterThanOrEqual(43);
    expect(answer.booking.manageTokenHash).not.toContain(answer.manageToken);

    const after = await service.freeSlots(introCall.id, thursday('09:00'), thursday('12:00'));
    const times = after?.slots.map((slot) => new Date(slot.start).toISOString().slice(11, 16));
    // Booked 10:00–10:30 Berlin, blocking 10:00–10:45 with its buffer: 09:30's own buffer would
    // reach 10:15, 10:30 starts inside the buffer; 11:00 is free again.
    expect(times).toEqual(['08:00', '10:00', '10:30']);
  });

  it('answers a taken slot with 409 and the current free slots', async () => {
    const answer = await service.book(request({ start: thursday('10:00'), email: 'other@example.com' }));
    expect(answer).toMatchObject({ outcome: 'refused', reason: 'taken', status: 409 });
    if (answer.outcome !== 'refused') return;
    expect(answer.slots.length).toBeGreaterThan(10);
    expect(answer.slots.some((slot) => slot.start === thursday('10:00').getTime())).toBe(false);
  });

  it('turns the exclusion violation of a booking that raced past the check into the same 409', async () => {
    // Two submits for one slot at once: both pass the check, the database lets one in.
    const [first, second] = await Promise.all([
      service.book(request({ start: thursday('14:00') })),
      service.book(request({ start: thursday('14:00'), email: 'second@example.com' })),
    ]);
    const outcomes = [first.outcome, second.outcome].sort();
    expect(outcomes).toEqual(['booked', 'refused']);
    const refused = [first, second].find((answer) => answer.outcome === 'refused');
    expect(refused).toMatchObject({ reason: 'taken', status: 409 });
    // And straight at the repository: an overlapping insert is `overlap`, nothing stored.
    const [row] = await database.db
      .select()
      .from(bookings)
      .where(eq(bookings.startsAt, thursday('14:00')));
    if (!row) throw new Error('the booking at 14:00 is missing');
    const { id: _id, createdAt: _c, updatedAt: _u, cancelledAt: _x, blocked: _b, ...copy } = row;
    const again = await repositories.bookings.insert(
      {
        ...copy,
        startsAt: thursday('14:15'),
        endsAt: thursday('14:45'),
        idempotencyKey: 'raced',
        manageTokenHash: 'raced'.padEnd(64, '0'),
        blocked: { start: thursday('14:15'), end: thursday('14:45') },
      },
      new Date(now),
    );
    expect(again).toEqual({ outcome: 'overlap' });
  });

  it('refuses a slot outside the hours, in the past, too soon or beyond the horizon, and an unknown type', async () => {
    const refusal = async (changes: Partial<BookingRequest>) => {
      const answer = await service.book(request(changes));
      return answer.outcome === 'refused' ? [answer.reason, answer.status] : [answer.outcome];
    };
    expect(await refusal({ start: thursday('12:00') })).toEqual(['outside_hours', 422]);
    expect(await refusal({ start: thursday('09:10') })).toEqual(['outside_hours', 422]);
    expect(await refusal({ start: new Date('2026-12-05T09:00:00+01:00') })).toEqual(['outside_hours', 422]);
    expect(await refusal({ start: new Date('2026-11-30T09:00:00+01:00') })).toEqual(['in_the_past', 422]);
    expect(await refusal({ start: new Date('2026-12-01T13:00:00+01:00') })).toEqual(['too_soon', 422]);
    expect(await refusal({ start: new Date('2027-03-01T09:00:00+01:00') })).toEqual(['beyond_horizon', 422]);
    expect(await refusal({ sessionTypeId: 9999 })).toEqual(['unknown_session_type', 404]);
    await database.db.update(sessionTypes).set({ isVisible: false }).where(eq(sessionTypes.id, coaching.id));
    expect(await refusal({ sessionTypeId: coaching.id })).toEqual(['unknown_session_type', 404]);
    await database.db.update(sessionTypes).set({ isVisible: true }).where(eq(sessionTypes.id, coaching.id));
  });

  it('books a repeated submit once', async () => {
    const submit = request({ start: thursday('15:00'), idempotencyKey: 'same-submit' });
    const [a, b] = await Promise.all([service.book(submit), service.book(submit)]);
    const c = await service.book(submit);
    const ids = [a, b, c].map((answer) => ('booking' in answer ? answer.booking.id : answer.outcome));
    expect(new Set(ids).size).toBe(1);
    expect([a.outcome, b.outcome, c.outcome].filter((outcome) => outcome === 'booked')).toHaveLength(1);
    const stored = await database.db
      .select()
      .from(bookings)
      .where(eq(bookings.idempotencyKey, 'same-submit'));
    expect(stored).toHaveLength(1);
    expect(await service.book({ ...submit, start: thursday('15:30') })).toEqual({
      outcome: 'key_reused',
      status: 422,
    });
  });

  it('answers a submit that its own repeat overtook with the first booking, not a 409', async () => {
    const wednesday = new Date('2026-12-02T11:00:00+01:00');
    const first = await service.book(request({ start: wednesday, idempotencyKey: 'overtaken' }));
    if (first.outcome !== 'booked') throw new Error(`not booked: ${first.outcome}`);
    // The repeat looked for its key before the first was stored, then finds the slot taken.
    let looks = 0;
    const lookUp = async (key: string) => {
      looks += 1;
      return looks === 1 ? null : repositories.bookings.byIdempotencyKey(key);
    };
    const stale = createBookingService(
      { ...repositories, bookings: { ...repositories.bookings, byIdempotencyKey: lookUp } },
      NOTICES,
      () => now,
    );
    const repeat = await stale.book(request({ start: wednesday, idempotencyKey: 'overtaken' }));
    expect(repeat.outcome).toBe('repeated');
    expect('booking' in repeat && repeat.booking.id).toBe(first.booking.id);
  });
});

describe('freeing a range', () => {
  it('a cancelled booking frees its range; its token cancels once; a wrong token nothing', async () => {
    const booked = await service.book(request({ start: thursday('16:00') }));
    if (booked.outcome !== 'booked') throw new Error(`not booked: ${booked.outcome}`);
    expect((await service.book(request({ start: thursday('16:00') }))).outcome).toBe('refused');
    expect(await service.cancel('not-a-token')).toBe('unknown');
    expect(await service.cancel(booked.manageToken)).toBe('cancelled');
    expect(await service.cancel(booked.manageToken)).toBe('already_ended');
    const [row] = await database.db.select().from(bookings).where(eq(bookings.id, booked.booking.id));
    expect(row).toMatchObject({ state: 'cancelled' });
    expect(row?.cancelledAt).toBeInstanceOf(Date);
    expect((await service.book(request({ start: thursday('16:00') }))).outcome).toBe('booked');
  });

  it('a request waits for the owner, holds its slot, and lets it go when it expires', async () => {
    const start = new Date('2026-12-04T09:00:00+01:00');
    const requested = await service.book(request({ sessionTypeId: coaching.id, start }));
    if (requested.outcome !== 'booked') throw new Error(`not booked: ${requested.outcome}`);
    expect(requested.booking.state).toBe('requested');
    expect(requested.booking.expiresAt?.getTime()).toBe(now + 48 * HOUR);
    // The coaching session blocks 08:45–10:15: the intro call at 09:30 is taken.
    const overlapping = request({ start: new Date('2026-12-04T09:30:00+01:00') });
    expect((await service.book(overlapping)).outcome).toBe('refused');
    const before = now;
    now += 48 * HOUR + MINUTE;
    try {
      const later = await service.book({ ...overlapping, idempotencyKey: 'after-expiry' });
      expect(later.outcome).toBe('booked');
      const [expired] = await database.db
        .select()
        .from(bookings)
        .where(eq(bookings.id, requested.booking.id));
      expect(expired).toMatchObject({ state: 'declined', endedBy: 'expiry', sequence: 1 });
      // The insert that let it go queued its lapse mail in the same transaction.
      const lapse = await database.db
        .select()
        .from(outboxEmails)
        .where(
          and(eq(outboxEmails.recipient, 'mia@example.com'), eq(outboxEmails.template, 'booking_expired')),
        );
      expect(lapse).toHaveLength(1);
      expect(lapse[0]?.calendarEvent).toContain('METHOD:CANCEL');
    } finally {
      now = before;
    }
  });
});
