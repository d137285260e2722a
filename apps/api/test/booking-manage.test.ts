/**
 * The visitor's way after booking, through the real app (issue 25 points 5 and 9, decision 103):
 * booking queues her mail with its invitation and the owner's notice in the insert's transaction;
 * the manage link shows the booking, moves it to a free slot of its type (SEQUENCE+1, same UID, the
 * old time free, an overlap refused with the old time kept) and cancels it — until the owner's
 * deadline before the start, after which both are refused in her language.
 */
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, outboxEmails } from '../src/db/schema';
import { OWNER, OWNER_ENV } from './admin/console-client';
import { setupApp } from './helpers/build-app';
import { readInvitation } from './helpers/ical';

const t = setupApp(OWNER_ENV);
const DAY = 86_400_000;
const INTRO = 1;
const COACHING = 2;
let keys = 0;

type Slot = { start: string; end: string };

/** Free slots from three days ahead (well before the 24-hour deadline) for two weeks. */
async function freeSlots(sessionType: number): Promise<Slot[]> {
  const from = new Date(Date.now() + 3 * DAY).toISOString();
  const to = new Date(Date.now() + 17 * DAY).toISOString();
  const answer = await t.get(`/api/booking/slots/?session_type=${sessionType}&from=${from}&to=${to}`);
  expect(answer.status).toBe(200);
  return answer.body.slots;
}

/** Free slots on different days (a type's maximum per day and buffers keep neighbours apart). */
async function slotsOnDays(sessionType: number, count: number): Promise<Slot[]> {
  const days = new Map<string, Slot>();
  for (const slot of await freeSlots(sessionType)) {
    if (!days.has(slot.start.slice(0, 10))) days.set(slot.start.slice(0, 10), slot);
  }
  const slots = [...days.values()].slice(0, count);
  if (slots.length < count) throw new Error('too few free days in the seeded hours');
  return slots;
}

const key = () => {
  keys += 1;
  return `manage-key-${String(keys).padStart(8, '0')}`;
};

async function book(sessionType: number, start: string, email: string) {
  const answer = await t.post('/api/booking/', {
    session_type_id: sessionType,
    start,
    name: 'Léa Martin',
    email,
    language: 'fr',
    time_zone: 'America/Montreal',
    idempotency_key: key(),
  });
  expect(answer.status).toBe(201);
  return answer.body as { id: string; state: string; manage_token: string };
}

/** The mails queued to an address, oldest first. */
const mailsTo = (recipient: string) =>
  t.database.db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.recipient, recipient))
    .orderBy(asc(outboxEmails.createdAt));

/** The owners' booking notices about a visitor (they name her in the subject). */
const ownerNotices = async (since: Date) =>
  (
    await t.database.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.recipient, OWNER.email), gt(outboxEmails.createdAt, since)))
  ).filter((mail) => mail.template.startsWith('booking_owner_'));

const setDeadline = async (hours: number) => {
  const policy = await t.api.repositories.bookingPolicy.get();
  const write = await t.api.repositories.bookingPolicy.update(
    { cancellationDeadlineHours: hours },
    policy.version,
    null,
  );
  expect(write.outcome).toBe('done');
};

describe('booking queues its mails', () => {
  it('a booking confirmed at once: her confirmation with a REQUEST invitation, the owner’s notice, one transaction', async () => {
    const since = new Date(Date.now() - 1);
    const [slot] = await slotsOnDays(INTRO, 1);
    if (!slot) throw new Error('no slot');
    const booked = await book(INTRO, slot.start, 'lea.confirmed@example.com');
    expect(booked.state).toBe('confirmed');
    const [mail] = await mailsTo('lea.confirmed@example.com');
    expect(mail).toMatchObject({ template: 'booking_confirmed', languageCode: 'fr' });
    const link = `http://localhost:3000/booking/manage/${booked.manage_token}?lang=fr`;
    expect(mail?.bodyText).toContain(`Déplacer le rendez-vous : ${link}#manage-move-heading`);
    expect(mail?.bodyText).toContain(`Annuler le rendez-vous : ${link}&cancel=1`);
    expect(mail?.bodyText).toContain(
      'Vous pouvez déplacer ou annuler le rendez-vous avec ces liens jusqu’au',
    );
    // The intro call is by video: a fresh room of its own, in the mail and the invitation.
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, booked.id));
    expect(row?.videoLink).toMatch(/^https:\/\/meet\.jit\.si\/Wegweiser-[0-9a-f]{24}$/);
    expect(mail?.bodyText).toContain(row?.videoLink ?? 'no link');
    const invitation = readInvitation(mail?.calendarEvent ?? '');
    expect(invitation).toMatchObject({
      method: 'REQUEST',
      status: 'CONFIRMED',
      uid: `${booked.id}@localhost:3000`,
      sequence: 0,
      start: Date.parse(slot.start),
      end: Date.parse(slot.end),
      url: row?.videoLink,
    });
    expect((await ownerNotices(since)).map((notice) => notice.template)).toEqual(['booking_owner_booked']);
  });

  it('a request: "request received" with a TENTATIVE invitation and no video link yet; the owner is asked to confirm', async () => {
    const since = new Date(Date.now() - 1);
    const [slot] = await slotsOnDays(COACHING, 1);
    if (!slot) throw new Error('no slot');
    const booked = await book(COACHING, slot.start, 'lea.requested@example.com');
    expect(booked.state).toBe('requested');
    const [mail] = await mailsTo('lea.requested@example.com');
    expect(mail?.template).toBe('booking_requested');
    expect(readInvitation(mail?.calendarEvent ?? '')).toMatchObject({
      method: 'REQUEST',
      status: 'TENTATIVE',
    });
    expect((await ownerNotices(since)).map((notice) => notice.template)).toEqual(['booking_owner_requested']);
  });

  it('stores no booking when its mails cannot be stored, and no mail without its booking', async () => {
    const [slot] = await slotsOnDays(INTRO, 1);
    if (!slot) throw new Error('no slot');
    const start = new Date(slot.start);
    const values = {
      sessionTypeId: INTRO,
      state: 'confirmed',
      startsAt: start,
      endsAt: new Date(start.getTime() + 30 * 60_000),
      blocked: { start, end: new Date(start.getTime() + 30 * 60_000) },
      visitorName: 'Atomic',
      visitorEmail: 'atomic@example.com',
      languageCode: 'de',
      visitorTimeZone: 'Europe/Berlin',
      manageTokenHash: 'a'.repeat(64),
    };
    await expect(
      t.api.repositories.bookings.insert(values, new Date(), () => [
        // A mail the outbox refuses (no recipient): the booking must go with it.
        { template: 'x', recipient: null as never, languageCode: 'de', subject: 's', bodyText: 'b' },
      ]),
    ).rejects.toThrow();
    expect(
      await t.database.db.select().from(bookings).where(eq(bookings.visitorEmail, 'atomic@example.com')),
    ).toEqual([]);
    const taken = await t.api.repositories.bookings.insert(
      { ...values, manageTokenHash: 'b'.repeat(64) },
      new Date(),
      () => [],
    );
    expect(taken.outcome).toBe('inserted');
    const refused = await t.api.repositories.bookings.insert(
      { ...values, manageTokenHash: 'c'.repeat(64), visitorEmail: 'overlap@example.com' },
      new Date(),
      (row) => [
        { template: 'never', recipient: row.visitorEmail, languageCode: 'de', subject: 's', bodyText: 'b' },
      ],
    );
    expect(refused).toEqual({ outcome: 'overlap' });
    expect(await mailsTo('overlap@example.com')).toEqual([]);
  });
});

describe('the manage link', () => {
  it('shows the booking in the request’s language: times, zones, place, until when it may change', async () => {
    const [slot] = await slotsOnDays(COACHING, 1);
    if (!slot) throw new Error('no slot');
    const booked = await book(COACHING, slot.start, 'lea.view@example.com');
    const view = await t.get(`/api/booking/manage/${booked.manage_token}/?language=en`);
    expect(view.status).toBe(200);
    expect(view.headers['cache-control']).toBe('no-store');
    expect(view.body).toEqual({
      id: booked.id,
      state: 'requested',
      session_type_id: COACHING,
      session_type_name: 'Coaching session',
      starts_at: slot.start,
      ends_at: slot.end,
      time_zone: 'Europe/Berlin',
      visitor_time_zone: 'America/Montreal',
      location_kind: 'practice',
      location_text: expect.stringContaining('Berlin'),
      can_change: true,
      change_until: new Date(Date.parse(slot.start) - 24 * 3_600_000).toISOString(),
    });
    expect(
      (await t.get(`/api/booking/manage/${booked.manage_token}/?language=de`)).body.session_type_name,
    ).toBe('Coaching-Sitzung');
    // A requested video booking shows no link; a confirmed one does.
    const [intro] = await slotsOnDays(INTRO, 1);
    if (!intro) throw new Error('no slot');
    const video = await book(INTRO, intro.start, 'lea.video@example.com');
    const shown = await t.get(`/api/booking/manage/${video.manage_token}/`);
    expect(shown.body).toMatchObject({
      location_kind: 'video',
      location_text: expect.stringMatching(/^https:\/\/meet\.jit\.si\//),
    });
    await t.database.db
      .update(bookings)
      .set({ state: 'requested', expiresAt: new Date(Date.now() + DAY) })
      .where(eq(bookings.id, video.id));
    expect((await t.get(`/api/booking/manage/${video.manage_token}/`)).body.location_text).toBeNull();
    await t.database.db
      .update(bookings)
      .set({ state: 'confirmed', expiresAt: null })
      .where(eq(bookings.id, video.id));

    const unknown = await t.get(`/api/booking/manage/${'0'.repeat(32)}${'x'.repeat(43)}/?language=fr`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Ce lien ne correspond à aucun rendez-vous.');
    expect((await t.get('/api/booking/manage/short/')).status).toBe(404);
  });

  it('moves to a free slot of its type: SEQUENCE+1 under the same UID, the old time free, the owner told; a repeat changes nothing', async () => {
    const [first, second, third] = await slotsOnDays(INTRO, 3);
    if (!first || !second || !third) throw new Error('no slots');
    const booked = await book(INTRO, first.start, 'lea.move@example.com');
    const since = new Date();
    const moved = await t.post(`/api/booking/manage/${booked.manage_token}/move/?language=fr`, {
      start: second.start,
      idempotency_key: key(),
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      id: booked.id,
      state: 'confirmed',
      starts_at: second.start,
      ends_at: second.end,
      message: 'Votre rendez-vous a été déplacé. Vous recevrez un e-mail avec le nouvel horaire.',
    });
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, booked.id));
    expect(row?.sequence).toBe(1);
    const mails = await mailsTo('lea.move@example.com');
    expect(mails.map((mail) => mail.template)).toEqual(['booking_confirmed', 'booking_moved']);
    const invitation = readInvitation(mails[1]?.calendarEvent ?? '');
    expect(invitation).toMatchObject({
      method: 'REQUEST',
      uid: `${booked.id}@localhost:3000`,
      sequence: 1,
      start: Date.parse(second.start),
    });
    expect(mails[1]?.bodyText).toContain('Auparavant');
    expect((await ownerNotices(since)).map((notice) => notice.template)).toEqual(['booking_owner_moved']);
    expect((await freeSlots(INTRO)).some((slot) => slot.start === first.start)).toBe(true);
    expect((await freeSlots(INTRO)).some((slot) => slot.start === second.start)).toBe(false);

    const again = await t.post(`/api/booking/manage/${booked.manage_token}/move/`, {
      start: second.start,
      idempotency_key: key(),
    });
    expect(again.status).toBe(200);
    expect((await mailsTo('lea.move@example.com')).length).toBe(2);

    // A double click: two moves to the same new time at once move it once, with one mail.
    const clicks = await Promise.all(
      [key(), key()].map((idempotency_key) =>
        t.post(`/api/booking/manage/${booked.manage_token}/move/`, { start: third.start, idempotency_key }),
      ),
    );
    expect(clicks.map((click) => [click.status, click.body.starts_at])).toEqual([
      [200, third.start],
      [200, third.start],
    ]);
    const [twice] = await t.database.db.select().from(bookings).where(eq(bookings.id, booked.id));
    expect(twice?.sequence).toBe(2);
    // The same at the repository, where the two meet: the second reads the row under its lock,
    // after the first moved it, and changes nothing.
    const back = new Date(second.start);
    const to = {
      startsAt: back,
      endsAt: new Date(second.end),
      blocked: { start: back, end: new Date(second.end) },
    };
    const both = await Promise.all([
      t.api.repositories.bookings.move(booked.id, to, new Date()),
      t.api.repositories.bookings.move(booked.id, to, new Date()),
    ]);
    expect(both.map((result) => result.outcome).sort()).toEqual(['moved', 'unchanged']);
    const [thrice] = await t.database.db.select().from(bookings).where(eq(bookings.id, booked.id));
    expect(thrice).toMatchObject({ sequence: 3, startsAt: back });
    expect((await mailsTo('lea.move@example.com')).map((mail) => mail.template)).toEqual([
      'booking_confirmed',
      'booking_moved',
      'booking_moved',
    ]);
  });

  it('refuses a taken slot, one outside the hours or in the past, and keeps the old time', async () => {
    const [mine, theirs] = await slotsOnDays(INTRO, 2);
    if (!mine || !theirs) throw new Error('no slots');
    const booked = await book(INTRO, mine.start, 'lea.refused@example.com');
    await book(INTRO, theirs.start, 'someone.else@example.com');
    const move = (start: string) =>
      t.post(`/api/booking/manage/${booked.manage_token}/move/?language=de`, {
        start,
        idempotency_key: key(),
      });
    const taken = await move(theirs.start);
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ reason: 'taken' });
    expect(taken.body.message).toBe(
      'Dieser Termin wurde gerade vergeben. Bitte wählen Sie einen der freien Termine.',
    );
    expect(taken.body.slots.length).toBeGreaterThan(0);
    const offGrid = await move(new Date(Date.parse(mine.start) + 7 * 60_000).toISOString());
    expect([offGrid.status, offGrid.body.reason]).toEqual([422, 'outside_hours']);
    const past = await move('2020-01-06T09:00:00Z');
    expect([past.status, past.body.reason]).toEqual([422, 'in_the_past']);
    const invalid = await move('tomorrow');
    expect(invalid.status).toBe(400);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, booked.id));
    expect(row).toMatchObject({ state: 'confirmed', sequence: 0, startsAt: new Date(mine.start) });
    expect((await mailsTo('lea.refused@example.com')).map((mail) => mail.template)).toEqual([
      'booking_confirmed',
    ]);
  });

  it('cancels with the cancel invitation and the owner’s notice; after the deadline neither move nor cancel', async () => {
    const [a, b, c] = await slotsOnDays(COACHING, 3);
    if (!a || !b || !c) throw new Error('no slots');
    const booked = await book(COACHING, a.start, 'lea.cancel@example.com');
    const since = new Date();
    const cancelled = await t.post(`/api/booking/manage/${booked.manage_token}/cancel/?language=fr`, {});
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.message).toBe('Votre rendez-vous est annulé.');
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, booked.id));
    expect(row).toMatchObject({ state: 'cancelled', endedBy: 'visitor', sequence: 1 });
    const mails = await mailsTo('lea.cancel@example.com');
    expect(mails.map((mail) => mail.template)).toEqual(['booking_requested', 'booking_cancelled']);
    expect(readInvitation(mails[1]?.calendarEvent ?? '')).toMatchObject({
      method: 'CANCEL',
      status: 'CANCELLED',
      uid: `${booked.id}@localhost:3000`,
      sequence: 1,
    });
    expect((await ownerNotices(since)).map((notice) => notice.template)).toEqual(['booking_owner_cancelled']);
    const view = await t.get(`/api/booking/manage/${booked.manage_token}/`);
    expect(view.body).toMatchObject({ state: 'cancelled', can_change: false, change_until: null });
    const moveEnded = await t.post(`/api/booking/manage/${booked.manage_token}/move/?language=en`, {
      start: b.start,
      idempotency_key: key(),
    });
    expect([moveEnded.status, moveEnded.body.reason]).toEqual([409, 'ended']);

    // A deadline longer than the time left: the link shows it and changes nothing.
    const late = await book(COACHING, c.start, 'lea.late@example.com');
    await setDeadline(24 * 30);
    try {
      const shown = await t.get(`/api/booking/manage/${late.manage_token}/`);
      expect(shown.body).toMatchObject({ can_change: false, state: 'requested' });
      expect(Date.parse(shown.body.change_until)).toBeLessThan(Date.now());
      const refusedCancel = await t.post(`/api/booking/manage/${late.manage_token}/cancel/?language=de`, {});
      expect(refusedCancel.status).toBe(409);
      expect(refusedCancel.body).toMatchObject({ reason: 'too_late' });
      expect(refusedCancel.body.message).toContain('die Frist dafür ist abgelaufen');
      const refusedMove = await t.post(`/api/booking/manage/${late.manage_token}/move/?language=es`, {
        start: b.start,
        idempotency_key: key(),
      });
      expect([refusedMove.status, refusedMove.body.reason]).toEqual([409, 'too_late']);
      expect(refusedMove.body.message).toContain('el plazo ha vencido');
      const [kept] = await t.database.db
        .select()
        .from(bookings)
        .where(inArray(bookings.id, [late.id]));
      expect(kept).toMatchObject({ state: 'requested', startsAt: new Date(c.start), sequence: 0 });
    } finally {
      await setDeadline(24);
    }
  });
});
