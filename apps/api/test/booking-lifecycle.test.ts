/**
 * The booking's clock (issue 25 point 5, decision 103), ticked by hand with a clock of the test's:
 * a request the owner let lapse is declined by expiry and both sides are told; the 24-hour and the
 * 1-hour reminder go out once each, from their moment on (a tick every 30 seconds: within a minute),
 * never for a booking made closer than that, a cancelled one, or a reminder the owner switched off —
 * and two lifecycles ticking at the same moment send each reminder once.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, outboxEmails } from '../src/db/schema';
import { BOOKING_TICK_MS } from '../src/plugins/booking-lifecycle';
import { createBookingLifecycle } from '../src/services/booking/booking-lifecycle';
import { OWNER, OWNER_ENV } from './admin/console-client';
import { setupApp } from './helpers/build-app';
import { readInvitation } from './helpers/ical';

const t = setupApp(OWNER_ENV);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const CONFIG = {
  publicUrl: 'https://praxis.example',
  secret: 'lifecycle-secret-lifecycle-secret-lifecycle',
  organizerEmail: 'termine@praxis.example',
};
/** Far from the real clock, so the app's own ticks (on the real clock) find none of these due. */
let base = Date.parse('2031-01-06T08:00:00Z');
let made = 0;

/** A booking of the seeded intro call (30 minutes) starting at `start`, made at `createdAt`. */
async function booking(start: number, changes: Partial<typeof bookings.$inferInsert> = {}) {
  made += 1;
  const end = start + 30 * MINUTE;
  const [row] = await t.database.db
    .insert(bookings)
    .values({
      sessionTypeId: 1,
      state: 'confirmed',
      startsAt: new Date(start),
      endsAt: new Date(end),
      blocked: sql`tstzrange(${new Date(start).toISOString()}::timestamptz, ${new Date(end).toISOString()}::timestamptz, '[)')`,
      visitorName: 'Wang Fang',
      visitorEmail: `wang${made}@example.com`,
      languageCode: 'zh',
      visitorTimeZone: 'Asia/Shanghai',
      manageTokenHash: `l${String(made).padStart(63, '0')}`,
      createdAt: new Date(start - 3 * DAY),
      ...changes,
    })
    .returning();
  if (!row) throw new Error('no booking');
  return row;
}

/** A lifecycle whose clock reads `at`. */
const lifecycleAt = (at: () => number) => createBookingLifecycle(t.api.repositories, CONFIG, at);

const templatesTo = async (recipient: string) =>
  (await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.recipient, recipient))).map(
    (mail) => mail.template,
  );

/** A fresh start, a week after the previous test's, so no two tests' bookings are due together. */
const nextStart = () => {
  base += 7 * DAY;
  return base;
};

describe('lapsed requests', () => {
  it('are declined by expiry once; the visitor gets the lapse mail with a CANCEL, the owner a notice', async () => {
    const start = nextStart();
    const request = await booking(start, { state: 'requested', expiresAt: new Date(start - 2 * DAY) });
    const waiting = await booking(start + 2 * HOUR, { state: 'requested', expiresAt: new Date(start - DAY) });
    const before = lifecycleAt(() => start - 2 * DAY - 1);
    expect((await before.tick()).expired).toBe(0);

    const now = start - 2 * DAY + 10_000;
    const [a, b] = await Promise.all([lifecycleAt(() => now).tick(), lifecycleAt(() => now).tick()]);
    expect(a.expired + b.expired).toBe(1);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, request.id));
    expect(row).toMatchObject({ state: 'declined', endedBy: 'expiry', sequence: 1 });
    const [mail] = await t.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.recipient, request.visitorEmail));
    expect(mail).toMatchObject({ template: 'booking_expired', languageCode: 'zh' });
    expect(mail?.subject).toContain('预约申请已失效');
    expect(readInvitation(mail?.calendarEvent ?? '')).toMatchObject({
      method: 'CANCEL',
      uid: `${request.id}@praxis.example`,
      sequence: 1,
    });
    const owner = await t.database.db
      .select()
      .from(outboxEmails)
      .where(
        and(eq(outboxEmails.recipient, OWNER.email), eq(outboxEmails.template, 'booking_owner_expired')),
      );
    expect(owner.map((notice) => notice.replyTo)).toEqual([request.visitorEmail]);
    // The one still waiting stays requested.
    const [still] = await t.database.db.select().from(bookings).where(eq(bookings.id, waiting.id));
    expect(still?.state).toBe('requested');
  });
});

describe('reminders', () => {
  it('go out 24 h and 1 h before, each once, from their moment on', async () => {
    expect(BOOKING_TICK_MS).toBeLessThanOrEqual(30_000);
    const start = nextStart();
    const row = await booking(start);
    let now = start - DAY - 1_000;
    const lifecycle = lifecycleAt(() => now);
    expect(await lifecycle.tick()).toMatchObject({ reminders24h: 0, reminders1h: 0 });
    now = start - DAY;
    expect((await lifecycle.tick()).reminders24h).toBe(1);
    now = start - DAY + 30_000;
    expect((await lifecycle.tick()).reminders24h).toBe(0);
    now = start - HOUR - 1_000;
    expect(await lifecycle.tick()).toMatchObject({ reminders24h: 0, reminders1h: 0 });
    now = start - HOUR + 20_000;
    expect((await lifecycle.tick()).reminders1h).toBe(1);
    expect((await lifecycle.tick()).reminders1h).toBe(0);
    expect(await templatesTo(row.visitorEmail)).toEqual(['booking_reminder_24h', 'booking_reminder_1h']);
    const [reminder] = await t.database.db
      .select()
      .from(outboxEmails)
      .where(
        and(eq(outboxEmails.recipient, row.visitorEmail), eq(outboxEmails.template, 'booking_reminder_1h')),
      );
    expect(reminder?.subject).toContain('一小时后开始');
    expect(reminder?.calendarEvent).toBeNull();
    const [claimed] = await t.database.db.select().from(bookings).where(eq(bookings.id, row.id));
    expect(claimed?.reminder24hSentAt?.getTime()).toBe(start - DAY);
    expect(claimed?.reminder1hSentAt?.getTime()).toBe(start - HOUR + 20_000);
  });

  it('are sent once when two lifecycles tick at the same moment', async () => {
    const start = nextStart();
    const rows = await Promise.all(Array.from({ length: 7 }, (_, n) => booking(start + n * HOUR)));
    for (const row of rows) {
      const at = row.startsAt.getTime() - DAY + 5_000;
      const ticks = await Promise.all([lifecycleAt(() => at).tick(), lifecycleAt(() => at).tick()]);
      expect(ticks[0].reminders24h + ticks[1].reminders24h).toBe(1);
    }
    const mails = await t.database.db
      .select()
      .from(outboxEmails)
      .where(
        and(
          inArray(
            outboxEmails.recipient,
            rows.map((row) => row.visitorEmail),
          ),
          eq(outboxEmails.template, 'booking_reminder_24h'),
        ),
      );
    expect(mails.map((mail) => mail.recipient).sort()).toEqual(rows.map((row) => row.visitorEmail).sort());
  });

  it('none for a booking made less than 24 h ahead (its 1-h one still), a cancelled one, a late tick, or one switched off', async () => {
    const start = nextStart();
    const recent = await booking(start, { createdAt: new Date(start - 10 * HOUR) });
    const cancelled = await booking(start + HOUR, {
      state: 'cancelled',
      cancelledAt: new Date(start - 2 * DAY),
    });
    const requested = await booking(start + 2 * HOUR, {
      state: 'requested',
      expiresAt: new Date(start + 2 * HOUR),
    });
    let now = start - DAY + 1_000;
    const lifecycle = lifecycleAt(() => now);
    expect((await lifecycle.tick()).reminders24h).toBe(0);
    now = start - HOUR + 1_000;
    expect((await lifecycle.tick()).reminders1h).toBe(1);
    now = start + 2 * HOUR - HOUR + 1_000;
    await lifecycle.tick();
    expect(await templatesTo(recent.visitorEmail)).toEqual(['booking_reminder_1h']);
    expect(await templatesTo(cancelled.visitorEmail)).toEqual([]);
    expect(await templatesTo(requested.visitorEmail)).toEqual([]);

    // An hour late (the processes were down): a "24 hours" reminder would be wrong — none.
    const later = nextStart();
    const missed = await booking(later);
    now = later - DAY + HOUR + 1_000;
    expect((await lifecycle.tick()).reminders24h).toBe(0);
    expect(await templatesTo(missed.visitorEmail)).toEqual([]);

    // The owner switched the 24-h reminder off: the 1-h one still goes.
    const off = nextStart();
    const quiet = await booking(off);
    const policy = await t.api.repositories.bookingPolicy.get();
    await t.api.repositories.bookingPolicy.update({ reminder24h: false }, policy.version, null);
    try {
      now = off - DAY + 1_000;
      expect((await lifecycle.tick()).reminders24h).toBe(0);
      now = off - HOUR + 1_000;
      expect((await lifecycle.tick()).reminders1h).toBe(1);
      expect(await templatesTo(quiet.visitorEmail)).toEqual(['booking_reminder_1h']);
    } finally {
      const current = await t.api.repositories.bookingPolicy.get();
      await t.api.repositories.bookingPolicy.update({ reminder24h: true }, current.version, null);
    }
  });
});
