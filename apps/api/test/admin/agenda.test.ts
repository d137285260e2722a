/**
 * The owner's agenda (issue 25 point 7, decision 104) through the real app: the window of a day or
 * week view with blocked times, the paged list, one booking, the owner's actions with their state
 * and version rules (a second click never acts twice), a move the database refuses when it lands on
 * another booking, the visitor's mails with their invitations, the audit entries, the CSV export.
 *
 *   TEST_DATABASE=pglite npx vitest run --project api apps/api/test/admin/agenda.test.ts
 */
import { randomBytes } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { auditLog, bookingBlockedTimes, bookings, outboxEmails } from '../../src/db/schema';
import { setupContentApp } from '../helpers/admin-content';

const t = setupContentApp();
const db = () => t.database.db;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The demo's coaching session at the practice: 60 minutes, 15 minutes' buffer either side. */
const COACHING = 2;
let serial = 0;

type Seeded = { state?: string; start: string | number; minutes?: number; email?: string; name?: string };

/** A booking stored as the booking use case stores one (the agenda reads what is there). */
async function seed({ state = 'confirmed', start, minutes = 60, email, name }: Seeded) {
  serial += 1;
  const startsAt = new Date(start);
  const endsAt = new Date(startsAt.getTime() + minutes * MINUTE);
  const [row] = await db()
    .insert(bookings)
    .values({
      sessionTypeId: COACHING,
      state,
      startsAt,
      endsAt,
      blocked: `[${new Date(startsAt.getTime() - 15 * MINUTE).toISOString()},${new Date(endsAt.getTime() + 15 * MINUTE).toISOString()})`,
      visitorName: name ?? `Visitor ${serial}`,
      visitorEmail: email ?? `visitor${serial}@example.org`,
      visitorPhone: '+49 170 0000000',
      visitorMessage: 'Bis bald',
      languageCode: 'en',
      visitorTimeZone: 'America/New_York',
      manageTokenHash: randomBytes(32).toString('hex'),
      expiresAt: state === 'requested' ? new Date(Math.min(Date.now() + 2 * DAY, startsAt.getTime())) : null,
    })
    .returning();
  if (!row) throw new Error('not seeded');
  return row;
}

const owner = { role: 'owner' as const };
const detail = async (id: string) => (await t.send('GET', `/api/admin/bookings/${id}/`, owner)).body;
const act = (id: string, action: string, body: Record<string, unknown>) =>
  t.send('POST', `/api/admin/bookings/${id}/${action}/`, { ...owner, body });
const mailsTo = (email: string) =>
  db()
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.recipient, email), like(outboxEmails.template, 'booking\\_%')));
const eventOf = (calendar: string | null) => {
  const component = new ICAL.Component(ICAL.parse(calendar ?? ''));
  const event = component.getFirstSubcomponent('vevent');
  return {
    method: String(component.getFirstPropertyValue('method')),
    status: String(event?.getFirstPropertyValue('status')),
    sequence: Number(event?.getFirstPropertyValue('sequence')),
    uid: String(event?.getFirstPropertyValue('uid')),
  };
};

/** A Monday in March next year, 09:00 in Berlin (08:00 UTC): inside the demo's hours. */
const MONDAY = Date.parse('2027-03-01T08:00:00Z');

describe('/api/admin/bookings/ is the owner’s', () => {
  it('an editor gets 403 and nobody signed in 401, for reading and for acting', async () => {
    const booking = await seed({ state: 'requested', start: MONDAY + 30 * DAY });
    for (const url of [
      '/api/admin/bookings/',
      `/api/admin/bookings/${booking.id}/`,
      '/api/admin/bookings/export.csv?from=2027-01-01T00:00:00Z&to=2027-02-01T00:00:00Z',
      '/api/admin/bookings/calendar-feed/',
    ]) {
      expect((await t.send('GET', url)).status, url).toBe(403);
      expect((await t.send('GET', url, { role: null })).status, url).toBe(401);
    }
    const body = { version: booking.updatedAt.toISOString() };
    expect((await t.send('POST', `/api/admin/bookings/${booking.id}/confirm/`, { body })).status).toBe(403);
    expect((await detail(booking.id)).state).toBe('requested');
  });
});

describe('GET /api/admin/bookings/ (window)', () => {
  it('answers every booking overlapping [from, to) in any state, earliest first, with the blocked times and the zone', async () => {
    const day = MONDAY + 7 * DAY;
    const before = await seed({ start: day - 2 * HOUR, minutes: 60 }); // ends 1 h before the window: out
    const edge = await seed({ start: day - 30 * MINUTE, minutes: 60 }); // overlaps the window's start
    const morning = await seed({ state: 'requested', start: day + HOUR });
    const cancelled = await seed({ state: 'cancelled', start: day + HOUR });
    const afternoon = await seed({ start: day + 6 * HOUR, name: 'Zora Zander' });
    const next = await seed({ start: day + DAY }); // starts exactly at the window's end: out
    await db()
      .insert(bookingBlockedTimes)
      .values({
        during: `[${new Date(day + 3 * HOUR).toISOString()},${new Date(day + 4 * HOUR).toISOString()})`,
        note: 'Zahnarzt',
      });
    const from = new Date(day).toISOString();
    const to = new Date(day + DAY).toISOString();
    const answer = await t.send('GET', `/api/admin/bookings/?from=${from}&to=${to}`, owner);
    expect(answer.status).toBe(200);
    const ids = answer.body.results.map((row: { id: string }) => row.id);
    expect(ids).toHaveLength(4);
    expect(new Set(ids)).toEqual(new Set([edge.id, morning.id, cancelled.id, afternoon.id]));
    expect(ids).not.toContain(before.id);
    expect(ids).not.toContain(next.id);
    expect(ids.indexOf(edge.id)).toBe(0);
    expect(ids.indexOf(afternoon.id)).toBe(3);
    expect(answer.body.time_zone).toBe('Europe/Berlin');
    expect(answer.body.blocked_times).toEqual([
      {
        id: expect.any(String),
        start: new Date(day + 3 * HOUR).toISOString(),
        end: new Date(day + 4 * HOUR).toISOString(),
        note: 'Zahnarzt',
      },
    ]);
    const view = answer.body.results.find((row: { id: string }) => row.id === morning.id);
    expect(view).toMatchObject({
      state: 'requested',
      expired: false,
      session_type: {
        id: COACHING,
        name: { de: expect.any(String), en: expect.any(String) },
        duration_minutes: 60,
      },
      starts_at: new Date(day + HOUR).toISOString(),
      ends_at: new Date(day + 2 * HOUR).toISOString(),
      visitor: {
        name: morning.visitorName,
        email: morning.visitorEmail,
        phone: '+49 170 0000000',
        message: 'Bis bald',
      },
      language: 'en',
      visitor_time_zone: 'America/New_York',
      expires_at: morning.expiresAt?.toISOString(),
      decision_message: null,
      version: morning.updatedAt.toISOString(),
    });
    expect(view.session_type.name.en.length).toBeGreaterThan(0);

    const confirmed = await t.send(
      'GET',
      `/api/admin/bookings/?from=${from}&to=${to}&state=confirmed`,
      owner,
    );
    expect(confirmed.body.results.map((row: { id: string }) => row.id)).toEqual([edge.id, afternoon.id]);
    const search = await t.send('GET', `/api/admin/bookings/?from=${from}&to=${to}&q=zora`, owner);
    expect(search.body.results.map((row: { id: string }) => row.id)).toEqual([afternoon.id]);
  });

  it('refuses a window longer than 62 days, reversed or with a bad instant (400, nothing read)', async () => {
    const from = new Date(MONDAY).toISOString();
    for (const query of [
      `from=${from}&to=${new Date(MONDAY + 63 * DAY).toISOString()}`,
      `from=${from}&to=${new Date(MONDAY - DAY).toISOString()}`,
      `from=monday&to=${from}`,
      'state=lost',
    ]) {
      const answer = await t.send('GET', `/api/admin/bookings/?${query}`, owner);
      expect(answer.status, query).toBe(400);
    }
  });
});

describe('GET /api/admin/bookings/ (list) and /{id}/', () => {
  it('pages the latest first, or the upcoming ones earliest first from `from`', async () => {
    const far = MONDAY + 200 * DAY;
    const a = await seed({ start: far, email: 'list@example.net' });
    const b = await seed({ start: far + DAY, email: 'list@example.net' });
    const c = await seed({ start: far + 2 * DAY, email: 'list@example.net' });
    const latest = await t.send('GET', '/api/admin/bookings/?q=list@example.net&page_size=2', owner);
    expect(latest.status).toBe(200);
    expect(latest.body.count).toBe(3);
    expect(latest.body.results.map((row: { id: string }) => row.id)).toEqual([c.id, b.id]);
    expect(latest.body.next).toContain('page=2');
    expect(latest.body.blocked_times).toEqual([]);
    const second = await t.send('GET', latest.body.next, owner);
    expect(second.body.results.map((row: { id: string }) => row.id)).toEqual([a.id]);
    const upcoming = await t.send(
      'GET',
      `/api/admin/bookings/?q=list@example.net&from=${new Date(far + DAY + 30 * MINUTE).toISOString()}`,
      owner,
    );
    expect(upcoming.body.results.map((row: { id: string }) => row.id)).toEqual([b.id, c.id]);
  });

  it('answers one booking, and 404 for an id that names none', async () => {
    const booking = await seed({ start: MONDAY + 40 * DAY });
    expect((await detail(booking.id)).id).toBe(booking.id);
    const unknown = await t.send('GET', '/api/admin/bookings/00000000-0000-4000-8000-000000000000/', owner);
    expect(unknown.status).toBe(404);
    expect((await t.send('GET', '/api/admin/bookings/nope/', owner)).status).toBe(404);
  });
});

describe('confirm and decline', () => {
  it('confirms a request once: the visitor gets the confirmation with its invitation, a second click is refused', async () => {
    const booking = await seed({ state: 'requested', start: MONDAY + 8 * DAY + 3 * HOUR });
    const version = booking.updatedAt.toISOString();
    const confirmed = await act(booking.id, 'confirm', { version, message: 'Ich freue mich auf Sie.' });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({
      state: 'confirmed',
      decision_message: 'Ich freue mich auf Sie.',
      expires_at: null,
    });
    expect(confirmed.body.state_changed_at).not.toBeNull();
    expect(confirmed.body.version).not.toBe(version);

    const again = await act(booking.id, 'confirm', { version, message: 'Ich freue mich auf Sie.' });
    expect(again.status).toBe(409);
    expect(again.body.reason).toBe('stale');
    expect(again.body.message).toBe(
      'Diese Buchung wurde inzwischen geändert. Bitte sehen Sie sich den aktuellen Stand an.',
    );
    expect(again.body.current.state).toBe('confirmed');
    const wrong = await act(booking.id, 'confirm', { version: confirmed.body.version });
    expect(wrong.status).toBe(409);
    expect(wrong.body.reason).toBe('wrong_state');

    const mails = await mailsTo(booking.visitorEmail);
    expect(mails.map((mail) => mail.template)).toEqual(['booking_confirmed']);
    expect(mails[0]?.bodyText).toContain('Ich freue mich auf Sie.');
    const invitation = eventOf(mails[0]?.calendarEvent ?? null);
    expect(invitation).toMatchObject({
      method: 'REQUEST',
      status: 'CONFIRMED',
      uid: `${booking.id}@localhost:3000`,
    });

    const [entry] = await db().select().from(auditLog).where(eq(auditLog.entityId, booking.id));
    expect(entry).toMatchObject({ action: 'booking.confirm', entity: 'booking' });
    expect(entry?.summary).not.toContain(booking.visitorEmail);
    // The log names the visitor by reading the booking (decision 096).
    const log = await t.send('GET', '/api/admin/audit/', owner);
    const shown = log.body.results.find((row: { entity_id: string }) => row.entity_id === booking.id);
    expect(shown.detail).toEqual({ person: { name: booking.visitorName, email: booking.visitorEmail } });
  });

  it('acts once when the same click arrives twice at the same moment', async () => {
    const booking = await seed({ state: 'requested', start: MONDAY + 9 * DAY });
    const body = { version: booking.updatedAt.toISOString() };
    const answers = await Promise.all([act(booking.id, 'confirm', body), act(booking.id, 'confirm', body)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await mailsTo(booking.visitorEmail)).length).toBe(1);
  });

  it('declines a request (its time is free again) and refuses to confirm an expired one', async () => {
    const booking = await seed({ state: 'requested', start: MONDAY + 10 * DAY });
    const declined = await act(booking.id, 'decline', {
      version: booking.updatedAt.toISOString(),
      message: 'Leider ausgebucht.',
    });
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({
      state: 'declined',
      ended_by: 'owner',
      decision_message: 'Leider ausgebucht.',
    });
    const [mail] = await mailsTo(booking.visitorEmail);
    expect(mail?.template).toBe('booking_declined');
    expect(mail?.bodyText).toContain('Leider ausgebucht.');
    expect(eventOf(mail?.calendarEvent ?? null)).toMatchObject({ method: 'CANCEL', status: 'CANCELLED' });
    // The database no longer counts it: the same time can be booked.
    await seed({ start: MONDAY + 10 * DAY });

    const lapsed = await seed({ state: 'requested', start: MONDAY + 11 * DAY });
    await db()
      .update(bookings)
      .set({ expiresAt: new Date(Date.now() - MINUTE), updatedAt: lapsed.updatedAt })
      .where(eq(bookings.id, lapsed.id));
    const view = await detail(lapsed.id);
    expect(view.expired).toBe(true);
    const refused = await act(lapsed.id, 'confirm', { version: view.version });
    expect(refused.status).toBe(409);
    expect(refused.body.reason).toBe('expired');
    expect((await mailsTo(lapsed.visitorEmail)).length).toBe(0);
  });
});

describe('cancel and move', () => {
  it('cancels a confirmed booking: cancelled_at, the CANCEL invitation with a raised SEQUENCE, once', async () => {
    const booking = await seed({ start: MONDAY + 12 * DAY });
    const version = booking.updatedAt.toISOString();
    const cancelled = await act(booking.id, 'cancel', { version, message: 'Ich bin krank.' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ state: 'cancelled', ended_by: 'owner' });
    expect(cancelled.body.cancelled_at).not.toBeNull();
    expect((await act(booking.id, 'cancel', { version })).status).toBe(409);
    const mails = await mailsTo(booking.visitorEmail);
    expect(mails.map((mail) => mail.template)).toEqual(['booking_cancelled']);
    expect(mails[0]?.bodyText).toContain('Ich bin krank.');
    expect(eventOf(mails[0]?.calendarEvent ?? null)).toMatchObject({ method: 'CANCEL', sequence: 1 });
    const [row] = await db().select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.sequence).toBe(1);
  });

  it('moves a booking, outside the weekly hours too; the visitor gets the new time with SEQUENCE raised', async () => {
    const booking = await seed({ start: MONDAY + 13 * DAY });
    // 20:00 in Berlin: no weekly hours then, but the owner may.
    const evening = new Date(MONDAY + 13 * DAY + 11 * HOUR).toISOString();
    const moved = await act(booking.id, 'move', {
      version: booking.updatedAt.toISOString(),
      start: evening,
      message: 'Abends passt es besser.',
    });
    expect(moved.status).toBe(200);
    expect(moved.body.starts_at).toBe(evening);
    expect(moved.body.ends_at).toBe(new Date(Date.parse(evening) + HOUR).toISOString());
    const [row] = await db().select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.blocked).toContain(new Date(Date.parse(evening) - 15 * MINUTE).toISOString().slice(11, 16));
    const mails = await mailsTo(booking.visitorEmail);
    expect(mails.map((mail) => mail.template)).toEqual(['booking_moved']);
    expect(mails[0]?.bodyText).toContain('Abends passt es besser.');
    expect(moved.body.decision_message).toBe('Abends passt es besser.');
    const invitation = eventOf(mails[0]?.calendarEvent ?? null);
    expect(invitation).toMatchObject({ method: 'REQUEST', sequence: 1 });
  });

  it('moves a booking closer than a reminder: that reminder counts as sent, the later one is due again', async () => {
    const booking = await seed({ start: MONDAY + 20 * DAY });
    // 23 hours ahead (the minute away from the other tests' whole hours): the move's own mail
    // names the new time, so no "tomorrow" reminder follows it; the 1-hour one still will.
    const soon = new Date(Math.ceil((Date.now() + 23 * HOUR) / MINUTE) * MINUTE + 7 * MINUTE);
    const moved = await act(booking.id, 'move', {
      version: booking.updatedAt.toISOString(),
      start: soon.toISOString(),
    });
    expect(moved.status).toBe(200);
    const [row] = await db().select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.reminder24hSentAt).not.toBeNull();
    expect(row?.reminder1hSentAt).toBeNull();

    const later = new Date(MONDAY + 21 * DAY);
    const again = await act(booking.id, 'move', {
      version: row?.updatedAt.toISOString(),
      start: later.toISOString(),
    });
    expect(again.status).toBe(200);
    const [after] = await db().select().from(bookings).where(eq(bookings.id, booking.id));
    expect([after?.reminder24hSentAt, after?.reminder1hSentAt]).toEqual([null, null]);
  });

  it('moves a request: it holds its new time no longer than until that starts', async () => {
    const request = await seed({ state: 'requested', start: MONDAY + 17 * DAY });
    // Tomorrow at the same minute: before the request's hold (two days from now) runs out.
    const soon = new Date(Math.ceil((Date.now() + DAY) / HOUR) * HOUR).toISOString();
    const moved = await act(request.id, 'move', { version: request.updatedAt.toISOString(), start: soon });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ state: 'requested', starts_at: soon, expires_at: soon });
    const [mail] = await mailsTo(request.visitorEmail);
    expect(mail?.template).toBe('booking_moved');
    expect(eventOf(mail?.calendarEvent ?? null)).toMatchObject({ method: 'REQUEST', status: 'TENTATIVE' });
  });

  it('refuses a move onto another booking (buffers included), into the past, or from a stale version', async () => {
    const day = MONDAY + 14 * DAY;
    const other = await seed({ start: day + 2 * HOUR });
    const booking = await seed({ start: day });
    const version = booking.updatedAt.toISOString();
    // Ends 10 minutes before the other starts: the 15-minute buffers overlap.
    const onto = await act(booking.id, 'move', { version, start: new Date(day + 50 * MINUTE).toISOString() });
    expect(onto.status).toBe(409);
    expect(onto.body).toMatchObject({
      reason: 'taken',
      message: 'Zu dieser Zeit liegt schon eine andere Buchung. Bitte wählen Sie eine andere Zeit.',
    });
    expect(onto.body.current.starts_at).toBe(new Date(day).toISOString());
    const past = await act(booking.id, 'move', { version, start: new Date(Date.now() - HOUR).toISOString() });
    expect(past.status).toBe(422);
    expect(past.body.reason).toBe('in_the_past');
    const stale = await act(booking.id, 'move', {
      version: new Date(Date.parse(version) - 1).toISOString(),
      start: new Date(day + 5 * HOUR).toISOString(),
    });
    expect(stale.status).toBe(409);
    expect(stale.body.reason).toBe('stale');
    expect((await detail(booking.id)).starts_at).toBe(new Date(day).toISOString());
    expect((await detail(other.id)).starts_at).toBe(new Date(day + 2 * HOUR).toISOString());
    expect((await mailsTo(booking.visitorEmail)).length).toBe(0);
  });
});

describe('no-show and done', () => {
  it('only once the booking has started; either can be corrected to the other; no mail', async () => {
    const future = await seed({ start: MONDAY + 15 * DAY });
    const early = await act(future.id, 'no-show', { version: future.updatedAt.toISOString() });
    expect(early.status).toBe(422);
    expect(early.body.reason).toBe('not_started');

    const past = await seed({ start: Date.now() - 3 * HOUR });
    const noShow = await act(past.id, 'no-show', { version: past.updatedAt.toISOString() });
    expect(noShow.status).toBe(200);
    expect(noShow.body.state).toBe('no_show');
    const done = await act(past.id, 'done', { version: noShow.body.version });
    expect(done.status).toBe(200);
    expect(done.body.state).toBe('done');
    expect((await act(past.id, 'done', { version: done.body.version })).status).toBe(409);
    expect((await mailsTo(past.visitorEmail)).length).toBe(0);

    const request = await seed({ state: 'requested', start: Date.now() - 6 * HOUR, minutes: 30 });
    const wrong = await act(request.id, 'done', { version: request.updatedAt.toISOString() });
    expect(wrong.status).toBe(409);
    expect(wrong.body.reason).toBe('wrong_state');
  });

  it('answers 404 for an unknown booking and 400 for a body without its version', async () => {
    const unknown = await act('00000000-0000-4000-8000-000000000000', 'confirm', {
      version: new Date().toISOString(),
    });
    expect(unknown.status).toBe(404);
    const booking = await seed({ state: 'requested', start: MONDAY + 16 * DAY });
    expect((await act(booking.id, 'confirm', {})).status).toBe(400);
    expect(
      (await act(booking.id, 'confirm', { version: booking.updatedAt.toISOString(), extra: 1 })).status,
    ).toBe(400);
    expect((await detail(booking.id)).state).toBe('requested');
  });
});

describe('GET /api/admin/bookings/export.csv', () => {
  it('writes the bookings starting in the period in the practice’s clock, formula-like cells neutralised', async () => {
    const day = MONDAY + 300 * DAY;
    await seed({ start: day, name: '=HYPERLINK("http://evil")', email: 'csv@example.org' });
    await seed({ state: 'cancelled', start: day + 2 * HOUR, name: 'Bea, "Beta"' });
    await seed({ start: day + 3 * DAY });
    const from = new Date(day - HOUR).toISOString();
    const to = new Date(day + DAY).toISOString();
    const answer = await t.owner.request('GET', `/api/admin/bookings/export.csv?from=${from}&to=${to}`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="bookings.csv"');
    const text = String(answer.body);
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'start,end,time_zone,session_type,state,name,email,phone,message,language,visitor_time_zone,created_at,decision_message',
    );
    expect(lines).toHaveLength(3);
    // 2027-12-26 09:00 in Berlin is 08:00 UTC.
    expect(lines[1]).toMatch(
      /^2027-12-26 09:00,2027-12-26 10:00,Europe\/Berlin,[^,]+,confirmed,"'=HYPERLINK\(""http:\/\/evil""\)",csv@example.org,'\+49 170 0000000,/,
    );
    expect(lines[2]).toContain(',cancelled,"Bea, ""Beta""",');
    const bad = await t.send('GET', `/api/admin/bookings/export.csv?from=${from}`, owner);
    expect(bad.status).toBe(400);
  });
});
