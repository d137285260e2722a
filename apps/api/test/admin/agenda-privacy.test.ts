/**
 * The agenda's private parts (issue 25 point 7, decision 104) through the real app: the owner's
 * calendar feed (created, shown once, replaced, revoked; read back by ical.js to the same instants
 * with the practice zone's VTIMEZONE), a person's bookings in their data export and erasure by
 * e-mail address, and the retention purge of bookings that ended long ago.
 *
 *   TEST_DATABASE=pglite npx vitest run --project api apps/api/test/admin/agenda-privacy.test.ts
 */
import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  bookingPolicy,
  bookings,
  newsletterSubscriptions,
  outboxEmails,
} from '../../src/db/schema';
import { runRetention } from '../../src/plugins/retention';
import { setupContentApp } from '../helpers/admin-content';
import { readFeed } from '../helpers/ical-feed';

const t = setupContentApp();
const db = () => t.database.db;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const owner = { role: 'owner' as const };
let serial = 0;

async function seed(options: {
  state?: string;
  start: number;
  email?: string;
  name?: string;
  minutes?: number;
}) {
  serial += 1;
  const { state = 'confirmed', minutes = 60 } = options;
  // On the minute, as every slot is (an iCalendar time has whole seconds).
  const start = Math.floor(options.start / MINUTE) * MINUTE;
  const startsAt = new Date(start);
  const endsAt = new Date(start + minutes * MINUTE);
  const [row] = await db()
    .insert(bookings)
    .values({
      sessionTypeId: 2,
      state,
      startsAt,
      endsAt,
      blocked: `[${new Date(start - 15 * MINUTE).toISOString()},${new Date(endsAt.getTime() + 15 * MINUTE).toISOString()})`,
      visitorName: options.name ?? `Person ${serial}`,
      visitorEmail: options.email ?? `person${serial}@example.org`,
      languageCode: 'de',
      visitorTimeZone: 'Europe/Berlin',
      manageTokenHash: randomBytes(32).toString('hex'),
      expiresAt: state === 'requested' ? new Date(Math.min(Date.now() + DAY, start)) : null,
    })
    .returning();
  if (!row) throw new Error('not seeded');
  return row;
}

const feedPath = (url: string) => new URL(url).pathname;

describe('the private calendar feed', () => {
  it('is made once, read by a calendar without signing in, replaced and revoked', async () => {
    expect((await t.send('GET', '/api/admin/bookings/calendar-feed/', owner)).body).toEqual({
      exists: false,
    });
    // A Monday in summer and one in winter: both clock offsets of Berlin in one feed.
    const summer = await seed({ start: Date.parse('2027-07-05T07:00:00Z'), name: 'Sommer Gast' });
    const winter = await seed({ start: Date.parse('2027-01-04T08:00:00Z'), name: 'Winter Gast' });
    const request = await seed({ state: 'requested', start: Date.now() + 3 * DAY, name: 'Frage Gast' });
    const cancelled = await seed({ state: 'cancelled', start: Date.parse('2027-07-05T07:00:00Z') });
    const done = await seed({ state: 'done', start: Date.now() - 10 * DAY });
    const old = await seed({ state: 'done', start: Date.now() - 200 * DAY });

    const created = await t.send('POST', '/api/admin/bookings/calendar-feed/', owner);
    expect(created.status).toBe(200);
    expect(created.body.url).toMatch(
      /^http:\/\/localhost:3000\/api\/booking\/calendar\/[A-Za-z0-9_-]{43}\.ics$/,
    );
    expect((await t.send('GET', '/api/admin/bookings/calendar-feed/', owner)).body).toEqual({ exists: true });
    const [policy] = await db().select().from(bookingPolicy);
    expect(policy?.calendarFeedTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(policy)).not.toContain(feedPath(created.body.url).split('/').pop()?.slice(0, 43));

    const feed = await t.app.inject({ method: 'GET', url: feedPath(created.body.url) });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.headers['cache-control']).toBe('private, no-store');
    const { events, zones } = readFeed(feed.body);
    expect(zones).toEqual(['Europe/Berlin']);
    const byUid = new Map(events.map((event) => [event.uid, event]));
    for (const booking of [summer, winter, request, done]) {
      const event = byUid.get(`agenda-${booking.id}@localhost:3000`);
      expect(event, booking.visitorName).toBeDefined();
      expect(event?.start).toBe(booking.startsAt.getTime());
      expect(event?.end).toBe(booking.endsAt.getTime());
      expect(event?.tzid).toBe('Europe/Berlin');
      expect(event?.summary).toContain(booking.visitorName);
    }
    expect(byUid.get(`agenda-${request.id}@localhost:3000`)?.status).toBe('TENTATIVE');
    expect(byUid.get(`agenda-${summer.id}@localhost:3000`)?.status).toBe('CONFIRMED');
    expect(byUid.has(`agenda-${cancelled.id}@localhost:3000`)).toBe(false);
    expect(byUid.has(`agenda-${old.id}@localhost:3000`)).toBe(false);

    // Replaced: the old address stops, the new one works; the secret is never shown again.
    const replaced = await t.send('POST', '/api/admin/bookings/calendar-feed/', owner);
    expect(replaced.body.url).not.toBe(created.body.url);
    expect((await t.app.inject({ method: 'GET', url: feedPath(created.body.url) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: feedPath(replaced.body.url) })).statusCode).toBe(200);
    const status = await t.send('GET', '/api/admin/bookings/calendar-feed/', owner);
    expect(JSON.stringify(status.body)).not.toContain('calendar/');

    const revoked = await t.send('DELETE', '/api/admin/bookings/calendar-feed/', owner);
    expect(revoked.status).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: feedPath(replaced.body.url) })).statusCode).toBe(404);
    expect((await t.send('GET', '/api/admin/bookings/calendar-feed/', owner)).body).toEqual({
      exists: false,
    });
    const actions = (await db().select().from(auditLog).where(eq(auditLog.entity, 'booking_policy'))).map(
      (entry) => entry.action,
    );
    expect(actions).toEqual(['booking.feed_create', 'booking.feed_create', 'booking.feed_revoke']);
  });

  it('answers 404 to an unknown or malformed token, never caches, and limits the rate per address', async () => {
    const created = await t.send('POST', '/api/admin/bookings/calendar-feed/', owner);
    for (const url of [`/api/booking/calendar/${'A'.repeat(43)}.ics`, '/api/booking/calendar/short.ics']) {
      const answer = await t.app.inject({ method: 'GET', url, remoteAddress: '198.51.100.7' });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.headers['cache-control'], url).toBe('private, no-store');
    }
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      const answer = await t.app.inject({
        method: 'GET',
        url: feedPath(created.body.url),
        remoteAddress: '198.51.100.8',
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe("a person's bookings (GDPR Art. 15 and 17)", () => {
  it('exports every booking of the address, any case, with the booking mails sent to it', async () => {
    const first = await seed({
      state: 'cancelled',
      start: Date.parse('2027-02-01T09:00:00Z'),
      email: 'Greta@Example.com',
    });
    const second = await seed({ state: 'done', start: Date.now() - 30 * DAY, email: 'greta@example.com' });
    await seed({ state: 'done', start: Date.now() - 31 * DAY, email: 'other@example.com' });
    await db()
      .insert(outboxEmails)
      .values([
        {
          template: 'booking_confirmed',
          recipient: 'greta@example.com',
          languageCode: 'de',
          subject: 'Ihr Termin',
          bodyText: 'Hallo Greta',
        },
        {
          template: 'contact_reply',
          recipient: 'greta@example.com',
          languageCode: 'de',
          subject: 'Antwort',
          bodyText: 'Kontakt',
        },
      ]);
    const answer = await t.send('POST', '/api/admin/bookings/person/export/', {
      ...owner,
      body: { email: 'GRETA@example.com' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.email).toBe('greta@example.com');
    expect(answer.body.bookings.map((row: { id: string }) => row.id).sort()).toEqual(
      [first.id, second.id].sort(),
    );
    expect(answer.body.mails).toEqual([
      expect.objectContaining({
        template: 'booking_confirmed',
        subject: 'Ihr Termin',
        body_text: 'Hallo Greta',
      }),
    ]);
    const bad = await t.send('POST', '/api/admin/bookings/person/export/', {
      ...owner,
      body: { email: 'nope' },
    });
    expect(bad.status).toBe(400);
  });

  it("are in the newsletter subscriber's data export too (same address)", async () => {
    const [subscription] = await db()
      .insert(newsletterSubscriptions)
      .values({ email: 'jana@example.com', languageCode: 'de', status: 'active', consentTextVersion: 'v1' })
      .returning();
    const booking = await seed({ state: 'done', start: Date.now() - 40 * DAY, email: 'Jana@example.com' });
    await seed({ state: 'done', start: Date.now() - 41 * DAY, email: 'jan@example.com' });
    const answer = await t.send('GET', `/api/admin/subscribers/${subscription?.id}/export/`, owner);
    expect(answer.status).toBe(200);
    expect(answer.body.bookings.map((row: { id: string }) => row.id)).toEqual([booking.id]);
    expect(answer.body.bookings[0]).toMatchObject({ state: 'done', visitor: { name: booking.visitorName } });
  });

  it('erases them with their mails, the owner’s notices about them too — not while one is still to come', async () => {
    const email = 'hanna@example.com';
    const past = await seed({ state: 'done', start: Date.now() - 20 * DAY, email });
    const upcoming = await seed({ start: Date.parse('2027-05-03T07:00:00Z'), email });
    const kept = await seed({ state: 'done', start: Date.now() - 21 * DAY, email: 'ida@example.com' });
    await db()
      .insert(outboxEmails)
      .values([
        {
          template: 'booking_confirmed',
          recipient: email,
          languageCode: 'de',
          subject: 'Termin',
          bodyText: 'Hallo Hanna',
        },
        {
          template: 'booking_owner_booked',
          recipient: 'owner@example.com',
          replyTo: email,
          languageCode: 'de',
          subject: 'Neue Buchung',
          bodyText: 'Hanna hat gebucht',
        },
      ]);
    const refused = await t.send('POST', '/api/admin/bookings/person/erase/', { ...owner, body: { email } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'Diese Person hat noch einen kommenden Termin. Bitte sagen Sie ihn zuerst ab.',
    );
    expect((await db().select().from(bookings).where(eq(bookings.visitorEmail, email))).length).toBe(2);

    const view = (await t.send('GET', `/api/admin/bookings/${upcoming.id}/`, owner)).body;
    expect(
      (
        await t.send('POST', `/api/admin/bookings/${upcoming.id}/cancel/`, {
          ...owner,
          body: { version: view.version },
        })
      ).status,
    ).toBe(200);
    const erased = await t.send('POST', '/api/admin/bookings/person/erase/', {
      ...owner,
      body: { email: 'Hanna@Example.com' },
    });
    expect(erased.status).toBe(200);
    // Two bookings; the confirmation, the owner's notice and the cancellation just sent.
    expect(erased.body.bookings).toBe(2);
    expect(erased.body.mails).toBeGreaterThanOrEqual(3);
    const left = await db()
      .select()
      .from(bookings)
      .where(inArray(bookings.id, [past.id, upcoming.id, kept.id]));
    expect(left.map((row) => row.id)).toEqual([kept.id]);
    const mails = await db().select().from(outboxEmails);
    expect(JSON.stringify(mails)).not.toContain(email);
    const entries = await db().select().from(auditLog).where(eq(auditLog.action, 'booking.person_erase'));
    expect(entries).toHaveLength(1);
    expect(JSON.stringify(entries)).not.toContain('hanna');
  });
});

describe('retention', () => {
  it('deletes the bookings that ended longer ago than BOOKING_RETENTION_DAYS, whatever their state', async () => {
    const now = Date.now();
    const expired = await seed({ state: 'done', start: now - 400 * DAY });
    const cancelled = await seed({ state: 'cancelled', start: now - 370 * DAY });
    const recent = await seed({ state: 'no_show', start: now - 300 * DAY });
    const deleted = await runRetention(t.api.repositories, t.api.config, new Date(now));
    expect(t.api.config.bookingRetentionDays).toBe(365);
    expect(deleted.bookings).toBeGreaterThanOrEqual(2);
    const left = await db()
      .select({ id: bookings.id })
      .from(bookings)
      .where(inArray(bookings.id, [expired.id, cancelled.id, recent.id]));
    expect(left.map((row) => row.id)).toEqual([recent.id]);
    // A shorter period applies at the next run.
    const shorter = await runRetention(
      t.api.repositories,
      { ...t.api.config, bookingRetentionDays: 100 },
      new Date(now),
    );
    expect(shorter.bookings).toBeGreaterThanOrEqual(1);
    expect((await db().select().from(bookings).where(eq(bookings.id, recent.id))).length).toBe(0);
  });
});
