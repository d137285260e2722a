/**
 * The booking's notices through the real outbox table (issue 25 point 5, decision 103): which mails
 * each event queues, in which language, and which invitation (METHOD, STATUS, UID, SEQUENCE) rides
 * on the visitor's; the manage link signed and valid until the policy's deadline; the policy read
 * with its defaults and changed only from its version.
 */
import { inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, outboxEmails } from '../src/db/schema';
import type { SessionTypeRow } from '../src/repositories/bookings-repository';
import {
  BOOKING_EVENTS,
  type BookingEvent,
  createBookingNotices,
  locationOf,
} from '../src/services/booking/booking-notices';
import { bookingIdOfToken, manageTokenOf } from '../src/services/booking/manage-token';
import { OWNER, OWNER_ENV } from './admin/console-client';
import { setupApp } from './helpers/build-app';
import { readInvitation } from './helpers/ical';

const t = setupApp(OWNER_ENV);
const HOUR = 3_600_000;
const SECRET = 'notice-secret-notice-secret-notice-secret';
let made = 0;

/** The demo's session types by their German name. */
async function seededType(de: string): Promise<SessionTypeRow> {
  const type = (await t.api.repositories.bookings.sessionTypes()).find((row) => row.name.de === de);
  if (!type) throw new Error(`no seeded session type ${de}`);
  return type;
}

/** A booking row as the database holds it (the notices read nothing else of it). */
async function booking(type: SessionTypeRow, changes: Partial<typeof bookings.$inferInsert> = {}) {
  made += 1;
  // Far apart, so no two overlap.
  const start = new Date(Date.parse('2027-03-01T09:00:00Z') + made * 7 * 24 * HOUR);
  const end = new Date(start.getTime() + type.durationMinutes * 60_000);
  const [row] = await t.database.db
    .insert(bookings)
    .values({
      sessionTypeId: type.id,
      state: 'confirmed',
      startsAt: start,
      endsAt: end,
      blocked: sql`tstzrange(${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz, '[)')`,
      visitorName: 'Ana Pérez',
      visitorEmail: `ana${made}@example.com`,
      languageCode: 'es',
      visitorTimeZone: 'America/Mexico_City',
      manageTokenHash: `n${String(made).padStart(63, '0')}`,
      videoLink: 'https://meet.jit.si/wegweiser-test-room',
      ...changes,
    })
    .returning();
  if (!row) throw new Error('no booking');
  return row;
}

const notices = () =>
  createBookingNotices(
    t.api.repositories,
    { publicUrl: 'https://praxis.example/', secret: SECRET, organizerEmail: 'termine@praxis.example' },
    () => Date.parse('2027-01-04T10:00:00Z'),
  );

async function queued(ids: string[]) {
  return t.database.db.select().from(outboxEmails).where(inArray(outboxEmails.id, ids));
}

/** The one mail of an event to the visitor. */
async function toVisitor(ids: string[], row: { visitorEmail: string }) {
  const mails = (await queued(ids)).filter((mail) => mail.recipient === row.visitorEmail);
  expect(mails).toHaveLength(1);
  return mails[0];
}

/** What each event queues: the visitor's template and invitation, the owners' template. */
const EXPECTED: Record<
  BookingEvent,
  { visitor: string; method: 'REQUEST' | 'CANCEL' | null; status?: string; owner: string | null }
> = {
  requested: {
    visitor: 'booking_requested',
    method: 'REQUEST',
    status: 'TENTATIVE',
    owner: 'booking_owner_requested',
  },
  confirmed: { visitor: 'booking_confirmed', method: 'REQUEST', status: 'CONFIRMED', owner: null },
  declined: { visitor: 'booking_declined', method: 'CANCEL', status: 'CANCELLED', owner: null },
  moved: { visitor: 'booking_moved', method: 'REQUEST', status: 'CONFIRMED', owner: 'booking_owner_moved' },
  cancelled_by_visitor: {
    visitor: 'booking_cancelled',
    method: 'CANCEL',
    status: 'CANCELLED',
    owner: 'booking_owner_cancelled',
  },
  cancelled_by_owner: {
    visitor: 'booking_cancelled',
    method: 'CANCEL',
    status: 'CANCELLED',
    owner: 'booking_owner_cancelled',
  },
  expired: {
    visitor: 'booking_expired',
    method: 'CANCEL',
    status: 'CANCELLED',
    owner: 'booking_owner_expired',
  },
  reminder_24h: { visitor: 'booking_reminder_24h', method: null, owner: null },
  reminder_1h: { visitor: 'booking_reminder_1h', method: null, owner: null },
};

const STATE_AFTER: Record<BookingEvent, string> = {
  requested: 'requested',
  confirmed: 'confirmed',
  declined: 'declined',
  moved: 'confirmed',
  cancelled_by_visitor: 'cancelled',
  cancelled_by_owner: 'cancelled',
  expired: 'declined',
  reminder_24h: 'confirmed',
  reminder_1h: 'confirmed',
};

describe('booking notices', () => {
  it('queue, for every event, the visitor’s mail in her language with its invitation and the owner’s notice', async () => {
    const type = await seededType('Coaching-Sitzung');
    for (const event of BOOKING_EVENTS) {
      const row = await booking(type, {
        state: STATE_AFTER[event],
        sequence: 3,
        expiresAt: STATE_AFTER[event] === 'requested' ? new Date('2030-01-01T00:00:00Z') : null,
      });
      const ids = await notices().queue(event, row, {
        previous:
          event === 'moved'
            ? {
                start: new Date(row.startsAt.getTime() - 24 * HOUR),
                end: new Date(row.endsAt.getTime() - 24 * HOUR),
              }
            : undefined,
      });
      const mails = await queued(ids);
      const expected = EXPECTED[event];
      const visitor = mails.filter((mail) => mail.recipient === row.visitorEmail);
      const owners = mails.filter((mail) => mail.recipient !== row.visitorEmail);
      expect(
        visitor.map((mail) => [mail.template, mail.languageCode]),
        event,
      ).toEqual([[expected.visitor, 'es']]);
      expect(
        owners.map((mail) => [mail.template, mail.recipient, mail.languageCode]),
        event,
      ).toEqual(expected.owner ? [[expected.owner, OWNER.email, 'de']] : []);
      const calendar = visitor[0]?.calendarEvent ?? null;
      if (!expected.method) {
        expect(calendar, event).toBeNull();
        continue;
      }
      const invitation = readInvitation(calendar ?? '');
      expect(invitation, event).toMatchObject({
        method: expected.method,
        status: expected.status,
        uid: `${row.id}@praxis.example`,
        sequence: 3,
        start: row.startsAt.getTime(),
        end: row.endsAt.getTime(),
        tzid: 'Europe/Berlin',
      });
      expect(invitation.attendee.value.toLowerCase()).toBe(`mailto:${row.visitorEmail}`);
      expect(invitation.organizer.toLowerCase()).toBe('mailto:termine@praxis.example');
    }
  });

  it('owners hear of a booking confirmed at once, not of a request they confirmed themselves', async () => {
    const type = await seededType('Kostenloses Erstgespräch');
    const row = await booking(type);
    const atOnce = await queued(await notices().queue('confirmed', row, { booked: true }));
    expect(atOnce.map((mail) => mail.template).sort()).toEqual(['booking_confirmed', 'booking_owner_booked']);
    const owner = atOnce.find((mail) => mail.template === 'booking_owner_booked');
    expect(owner).toMatchObject({ recipient: OWNER.email, replyTo: row.visitorEmail, languageCode: 'de' });
    expect(owner?.subject).toContain('Neue Buchung: Kostenloses Erstgespräch, Ana Pérez');
  });

  it('carry the signed manage link until the policy’s deadline, and say until when', async () => {
    const type = await seededType('Coaching-Sitzung');
    const row = await booking(type);
    const token = manageTokenOf(SECRET, row.id);
    expect(bookingIdOfToken(SECRET, token)).toBe(row.id);
    expect(bookingIdOfToken('another-secret-another-secret-another', token)).toBeNull();
    expect(bookingIdOfToken(SECRET, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
    const link = `https://praxis.example/booking/manage/${token}?lang=es`;

    const confirmed = await toVisitor(await notices().queue('confirmed', row), row);
    expect(confirmed?.bodyText).toContain(`Cambiar la cita: ${link}#manage-move-heading`);
    expect(confirmed?.bodyText).toContain(`Cancelar la cita: ${link}&cancel=1`);
    // 24 hours before the start (the default policy), in her zone: 10:00 UTC = 03:00 in Mexico City.
    const until = new Date(row.startsAt.getTime() - 24 * HOUR);
    expect(until.toISOString().slice(11, 16)).toBe('09:00');
    expect(confirmed?.bodyText).toMatch(
      /Puede cambiar o cancelar la cita con estos enlaces hasta el .*03:00/,
    );
    expect(readInvitation(confirmed?.calendarEvent ?? '').description).toContain(link);

    // The owner's deadline of 8 000 hours lies before "now": no links, no promise.
    const policy = await t.api.repositories.bookingPolicy.get();
    await t.api.repositories.bookingPolicy.update({ cancellationDeadlineHours: 8000 }, policy.version, null);
    try {
      const late = await toVisitor(await notices().queue('reminder_24h', row), row);
      expect(late?.bodyText).not.toContain('/booking/manage/');
      expect(late?.bodyText).not.toContain('hasta el');
    } finally {
      const now = await t.api.repositories.bookingPolicy.get();
      await t.api.repositories.bookingPolicy.update({ cancellationDeadlineHours: 24 }, now.version, null);
    }
    // An ended booking offers another time instead.
    const cancelled = await toVisitor(
      await notices().queue(
        'cancelled_by_owner',
        { ...row, state: 'cancelled' },
        { message: 'Estoy enferma.' },
      ),
      row,
    );
    expect(cancelled?.bodyText).not.toContain('/booking/manage/');
    expect(cancelled?.bodyText).toContain('Elegir otra hora: https://praxis.example/booking?lang=es');
    expect(cancelled?.bodyText).toContain('Estoy enferma.');
  });

  it('show a video link only once the booking is confirmed', () => {
    const type = { locationKind: 'video', locationAddress: null, locationLink: null };
    const business = { address: 'Hauptstraße 1', phone: '+49 30 123' };
    const room = 'https://meet.jit.si/room';
    expect(locationOf({ state: 'confirmed', videoLink: room }, type, business)).toEqual({
      kind: 'video',
      url: room,
    });
    expect(locationOf({ state: 'requested', videoLink: room }, type, business)).toEqual({
      kind: 'video',
      url: '',
    });
    expect(
      locationOf(
        { state: 'confirmed', videoLink: room },
        { ...type, locationLink: 'https://zoom.example/1' },
        business,
      ),
    ).toEqual({ kind: 'video', url: 'https://zoom.example/1' });
    expect(
      locationOf({ state: 'confirmed', videoLink: null }, { ...type, locationKind: 'phone' }, business),
    ).toEqual({
      kind: 'phone',
      phone: '+49 30 123',
    });
    expect(
      locationOf({ state: 'confirmed', videoLink: null }, { ...type, locationKind: 'practice' }, business),
    ).toEqual({ kind: 'practice', address: 'Hauptstraße 1' });
  });
});

describe('the booking policy', () => {
  it('reads the defaults until the first save, then changes only from its version', async () => {
    const policies = t.api.repositories.bookingPolicy;
    const before = await policies.get();
    expect(before).toMatchObject({ cancellationDeadlineHours: 24, reminder24h: true, reminder1h: true });
    const saved = await policies.update({ reminder1h: false }, before.version, null);
    expect(saved).toMatchObject({ outcome: 'done', row: { reminder1h: false, version: before.version + 1 } });
    const stale = await policies.update({ reminder24h: false }, before.version, null);
    expect(stale).toMatchObject({ outcome: 'stale', row: { reminder24h: true, reminder1h: false } });
    await policies.update({ reminder1h: true }, before.version + 1, null);
    const feed = await policies.setCalendarFeedTokenHash('f'.repeat(64), null);
    expect(feed.calendarFeedTokenHash).toBe('f'.repeat(64));
    expect((await policies.setCalendarFeedTokenHash(null, null)).calendarFeedTokenHash).toBeNull();
  });

  it('refuses a deadline beyond a year (the table’s check)', async () => {
    const policies = t.api.repositories.bookingPolicy;
    const { version } = await policies.get();
    await expect(policies.update({ cancellationDeadlineHours: 9000 }, version, null)).rejects.toThrow();
  });
});
