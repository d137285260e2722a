/**
 * Setting up booking in the console (issue 25 points 1 and 2, decision 106), on both engines:
 * session types (validation, 409 on a stale version, no deletion while bookings name it, order),
 * weekly hours and booking window (ranges checked, versioned), date overrides and a German state's
 * holidays (existing overrides kept), blocked times (whole days in the practice's zone, the live
 * bookings they cover named); the owner writes, everyone signed in reads — and the public slots
 * follow what was saved.
 *
 *   TEST_DATABASE=pglite npx vitest run --project api apps/api/test/admin/booking-setup.test.ts
 */
import { desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, bookingDateOverrides, bookings, services } from '../../src/db/schema';
import { setupContentApp } from '../helpers/admin-content';

const t = setupContentApp();
const BASE = '/api/admin/booking-setup';
const DAY = 86_400_000;

const patch = (url: string, body: unknown, role: 'owner' | 'editor' = 'owner') =>
  t[role].request('PATCH', url, body);

const NEW_TYPE = {
  name: { de: 'Kennenlernen am Telefon', en: 'Intro call' },
  description: { de: 'Zwanzig Minuten, um sich kennenzulernen.' },
  duration_minutes: 20,
  buffer_before_minutes: 0,
  buffer_after_minutes: 10,
  location_kind: 'phone',
  requires_confirmation: false,
  is_visible: true,
};

const lastAudit = async () => {
  const [row] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.at)).limit(1);
  return row;
};

/** `YYYY-MM-DD` of today + `days` (UTC). */
const dateIn = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

describe('session types', () => {
  it('are listed for everyone signed in with the services and packages to pick (and their prices)', async () => {
    const answer = await t.send('GET', `${BASE}/session-types/`);
    expect(answer.status).toBe(200);
    expect(answer.body.items.length).toBeGreaterThan(0);
    expect(answer.body.items[0]).toMatchObject({ version: expect.any(Number), upcoming_bookings: 0 });
    const offer = answer.body.offers.find((o: { kind: string }) => o.kind === 'package');
    expect(offer).toMatchObject({
      price: expect.stringMatching(/^\d+\.\d{2}$/),
      currency: 'EUR',
      active: true,
    });
    expect((await t.send('GET', `${BASE}/session-types/`, { role: null })).status).toBe(401);
  });

  it('name the offers hidden on the website as such, for the picker to say so', async () => {
    const [service] = await t.database.db.select({ id: services.id }).from(services).limit(1);
    if (!service) throw new Error('the seed has services');
    await t.database.db.update(services).set({ isActive: false }).where(eq(services.id, service.id));
    try {
      const answer = await t.send('GET', `${BASE}/session-types/`);
      const offers = answer.body.offers as { kind: string; id: number; active: boolean }[];
      expect(offers.find((o) => o.kind === 'service' && o.id === service.id)?.active).toBe(false);
      expect(offers.filter((o) => o.active).length).toBe(offers.length - 1);
    } finally {
      await t.database.db.update(services).set({ isActive: true }).where(eq(services.id, service.id));
    }
  });

  it('are created by the owner only, last in the order, with an audit entry in words', async () => {
    expect((await t.send('POST', `${BASE}/session-types/`, { body: NEW_TYPE })).status).toBe(403);
    const before = (await t.send('GET', `${BASE}/session-types/`)).body.items as { order: number }[];
    const answer = await t.send('POST', `${BASE}/session-types/`, { body: NEW_TYPE, role: 'owner' });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      name: NEW_TYPE.name,
      duration_minutes: 20,
      location_kind: 'phone',
      location_address: null,
      location_link: null,
      version: 0,
      order: Math.max(...before.map((item) => item.order)) + 1,
    });
    expect(await lastAudit()).toMatchObject({
      action: 'session_type.create',
      summary: 'Session type “Kennenlernen am Telefon” added (20 minutes, by phone)',
    });
  });

  it('refuse a missing German name, durations and buffers out of range, the address a practice needs, a bad link, service and package at once', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: { en: 'Only English' } }, 'name.de', 'Dieses Feld ist erforderlich.'],
      [{ duration_minutes: 4 }, 'duration_minutes', 'Der Wert muss mindestens 5 sein.'],
      [{ duration_minutes: 481 }, 'duration_minutes', 'Der Wert darf höchstens 480 sein.'],
      [{ buffer_after_minutes: 241 }, 'buffer_after_minutes', 'Der Wert darf höchstens 240 sein.'],
      [{ location_kind: 'practice' }, 'location_address', 'Dieses Feld ist erforderlich.'],
      [{ location_kind: 'video', location_link: 'javascript:alert(1)' }, 'location_link', ''],
      [
        { service_id: 1, package_id: 1 },
        'package_id',
        'Eine Sitzungsart gehört zu einer Leistung oder zu einem Paket, nicht zu beidem.',
      ],
      [{ service_id: 999_999 }, 'service_id', ''],
    ];
    for (const [change, field, message] of cases) {
      const answer = await t.send('POST', `${BASE}/session-types/`, {
        body: { ...NEW_TYPE, ...change },
        role: 'owner',
      });
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(Object.keys(answer.body.errors), JSON.stringify(change)).toEqual([field]);
      if (message) expect(answer.body.errors[field]).toEqual([message]);
    }
  });

  it('keep only the location field the kind uses: a video type without a link gets a fresh room per booking', async () => {
    const answer = await t.send('POST', `${BASE}/session-types/`, {
      body: { ...NEW_TYPE, location_kind: 'video', location_address: 'Hauptstraße 1', location_link: null },
      role: 'owner',
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      location_kind: 'video',
      location_address: null,
      location_link: null,
    });
    const withLink = await patch(`${BASE}/session-types/${answer.body.id}/`, {
      ...NEW_TYPE,
      location_kind: 'video',
      location_link: ' https://meet.example.com/praxis ',
      version: 0,
    });
    expect(withLink.status).toBe(200);
    expect(withLink.body).toMatchObject({ location_link: 'https://meet.example.com/praxis', version: 1 });
  });

  it('are saved from their version: a stale one answers 409 with the current type and changes nothing', async () => {
    const created = (await t.send('POST', `${BASE}/session-types/`, { body: NEW_TYPE, role: 'owner' })).body;
    const url = `${BASE}/session-types/${created.id}/`;
    const first = await patch(url, { ...NEW_TYPE, duration_minutes: 30, is_visible: false, version: 0 });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ duration_minutes: 30, is_visible: false, version: 1 });
    expect((await lastAudit())?.summary).toBe('Session type “Kennenlernen am Telefon” changed and hidden');
    const stale = await patch(url, { ...NEW_TYPE, duration_minutes: 45, version: 0 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(
      'Jemand hat diesen Eintrag inzwischen geändert. Bitte vergleichen Sie beide Fassungen.',
    );
    expect(stale.body.current).toMatchObject({ duration_minutes: 30, version: 1 });
    expect((await patch(`${BASE}/session-types/999999/`, { ...NEW_TYPE, version: 0 })).status).toBe(404);
    expect((await patch(url, { ...NEW_TYPE, version: 1 }, 'editor')).status).toBe(403);
  });

  it('with bookings are not deleted (hide them instead); one without is', async () => {
    const created = (await t.send('POST', `${BASE}/session-types/`, { body: NEW_TYPE, role: 'owner' })).body;
    const start = new Date(Date.now() + 3 * DAY);
    const end = new Date(start.getTime() + 20 * 60_000);
    await t.database.db.insert(bookings).values({
      sessionTypeId: created.id,
      state: 'confirmed',
      startsAt: start,
      endsAt: end,
      blocked:
        sql`tstzrange(${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz, '[)')` as never,
      visitorName: 'Mia',
      visitorEmail: 'mia@example.com',
      languageCode: 'de',
      visitorTimeZone: 'Europe/Berlin',
      manageTokenHash: 'a'.repeat(64),
    });
    const listed = (await t.send('GET', `${BASE}/session-types/`)).body.items.find(
      (item: { id: number }) => item.id === created.id,
    );
    expect(listed.upcoming_bookings).toBe(1);
    const refused = await t.send('DELETE', `${BASE}/session-types/${created.id}/`, { role: 'owner' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('Blenden Sie sie stattdessen aus');
    expect(refused.body.message).toContain('(1)');
    await t.database.db.delete(bookings).where(sql`${bookings.sessionTypeId} = ${created.id}`);
    const deleted = await t.send('DELETE', `${BASE}/session-types/${created.id}/`, { role: 'owner' });
    expect(deleted.status).toBe(200);
    expect((await t.send('DELETE', `${BASE}/session-types/${created.id}/`, { role: 'owner' })).status).toBe(
      404,
    );
  });

  it('are reordered with every id once; a list missing one is refused', async () => {
    const ids = ((await t.send('GET', `${BASE}/session-types/`)).body.items as { id: number }[]).map(
      (i) => i.id,
    );
    const reversed = [...ids].reverse();
    const answer = await t.send('POST', `${BASE}/session-types/order/`, {
      body: { ids: reversed },
      role: 'owner',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.items.map((item: { id: number }) => item.id)).toEqual(reversed);
    const partial = await t.send('POST', `${BASE}/session-types/order/`, {
      body: { ids: reversed.slice(1) },
      role: 'owner',
    });
    expect(partial.status).toBe(400);
    expect(Object.keys(partial.body.errors)).toEqual(['ids']);
  });
});

describe('availability', () => {
  const HOURS = {
    weekly_hours: {
      '1': [
        { start: '14:00', end: '18:00' },
        { start: '09:00', end: '12:00' },
      ],
      '3': [],
    },
    minimum_notice_minutes: 720,
    horizon_days: 30,
    slot_interval_minutes: 30,
  };

  it("is read by everyone signed in with the practice's zone, saved by the owner from its version (sorted, empty days left out)", async () => {
    const current = (await t.send('GET', `${BASE}/availability/`)).body;
    expect(current.time_zone).toBe('Europe/Berlin');
    expect(
      (await patch(`${BASE}/availability/`, { ...HOURS, version: current.version }, 'editor')).status,
    ).toBe(403);
    const saved = await patch(`${BASE}/availability/`, { ...HOURS, version: current.version });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      weekly_hours: {
        '1': [
          { start: '09:00', end: '12:00' },
          { start: '14:00', end: '18:00' },
        ],
      },
      horizon_days: 30,
      version: current.version + 1,
    });
    expect(saved.body.weekly_hours['3']).toBeUndefined();
    expect((await lastAudit())?.summary).toBe(
      'Booking hours saved: Mon 09:00–12:00, 14:00–18:00; at least 720 minutes ahead, up to 30 days ahead, every 30 minutes',
    );
    const stale = await patch(`${BASE}/availability/`, {
      ...HOURS,
      horizon_days: 90,
      version: current.version,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ horizon_days: 30, version: current.version + 1 });
  });

  it('refuses overlapping, reversed and off-grid ranges, an unknown day, and a window out of bounds', async () => {
    const version = (await t.send('GET', `${BASE}/availability/`)).body.version;
    const cases: [Record<string, unknown>, string, string][] = [
      [
        {
          weekly_hours: {
            '2': [
              { start: '09:00', end: '12:00' },
              { start: '11:00', end: '13:00' },
            ],
          },
        },
        'weekly_hours.2.1.start',
        'Diese Zeitspanne überschneidet sich mit einer anderen desselben Tages.',
      ],
      [
        { weekly_hours: { '2': [{ start: '12:00', end: '09:00' }] } },
        'weekly_hours.2.0.end',
        'Das Ende muss nach dem Beginn liegen.',
      ],
      [
        { weekly_hours: { '2': [{ start: '09:03', end: '12:00' }] } },
        'weekly_hours.2.0.start',
        'Bitte eine Uhrzeit wie 09:00 angeben, in 5-Minuten-Schritten.',
      ],
      [{ weekly_hours: { '8': [] } }, 'weekly_hours.8', ''],
      [{ horizon_days: 0 }, 'horizon_days', ''],
      [{ horizon_days: 731 }, 'horizon_days', ''],
      [{ slot_interval_minutes: 241 }, 'slot_interval_minutes', ''],
      [{ slot_interval_minutes: 4 }, 'slot_interval_minutes', ''],
    ];
    for (const [change, field, message] of cases) {
      const answer = await patch(`${BASE}/availability/`, { ...HOURS, ...change, version });
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(Object.keys(answer.body.errors), JSON.stringify(change)).toEqual([field]);
      if (message) expect(answer.body.errors[field]).toEqual([message]);
    }
    expect((await t.send('GET', `${BASE}/availability/`)).body.version).toBe(version);
  });

  it('is what the public slots offer: only in the hours, none on a day off', async () => {
    const type = (await t.send('POST', `${BASE}/session-types/`, { body: NEW_TYPE, role: 'owner' })).body;
    const version = (await t.send('GET', `${BASE}/availability/`)).body.version;
    const weekdays = Object.fromEntries(
      ['1', '2', '3', '4', '5', '6', '7'].map((day) => [day, [{ start: '10:00', end: '11:00' }]]),
    );
    expect(
      (
        await patch(`${BASE}/availability/`, {
          weekly_hours: weekdays,
          minimum_notice_minutes: 0,
          horizon_days: 30,
          slot_interval_minutes: 30,
          version,
        })
      ).status,
    ).toBe(200);
    const dayOff = dateIn(5);
    expect(
      (await patch(`${BASE}/date-overrides/${dayOff}/`, { ranges: [], note: 'Fortbildung' })).status,
    ).toBe(200);
    const from = new Date(Date.now() + DAY).toISOString();
    const to = new Date(Date.now() + 10 * DAY).toISOString();
    const slots = await t.app.inject({
      method: 'GET',
      url: `/api/booking/slots/?session_type=${type.id}&from=${from}&to=${to}`,
    });
    expect(slots.statusCode).toBe(200);
    const offered = slots.json().slots as { start: string }[];
    expect(offered.length).toBeGreaterThan(5);
    const berlin = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Berlin',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    for (const slot of offered) {
      const parts = Object.fromEntries(
        berlin.formatToParts(new Date(slot.start)).map((p) => [p.type, p.value]),
      );
      expect(`${parts.hour}:${parts.minute}`).toMatch(/^10:(00|30)$/);
      expect(`${parts.year}-${parts.month}-${parts.day}`).not.toBe(dayOff);
    }
  });
});

describe('date overrides and holidays', () => {
  it('are set, listed by window and removed; other hours are checked like the weekly ones', async () => {
    const date = dateIn(40);
    const set = await patch(`${BASE}/date-overrides/${date}/`, {
      ranges: [{ start: '13:00', end: '15:00' }],
      note: 'Nur nachmittags',
    });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ date, ranges: [{ start: '13:00', end: '15:00' }], note: 'Nur nachmittags' });
    expect((await patch(`${BASE}/date-overrides/${date}/`, { ranges: [] }, 'editor')).status).toBe(403);
    const listed = await t.send('GET', `${BASE}/date-overrides/?from=${dateIn(39)}&to=${dateIn(41)}`);
    expect(listed.body.items).toEqual([set.body]);
    const bad = await patch(`${BASE}/date-overrides/${date}/`, {
      ranges: [{ start: '15:00', end: '13:00' }],
    });
    expect(bad.status).toBe(400);
    expect((await patch(`${BASE}/date-overrides/2026-02-30/`, { ranges: [] })).status).toBe(404);
    expect((await t.send('GET', `${BASE}/date-overrides/?from=${dateIn(5)}&to=${dateIn(1)}`)).status).toBe(
      400,
    );
    expect((await t.send('DELETE', `${BASE}/date-overrides/${date}/`, { role: 'owner' })).status).toBe(200);
    expect((await t.send('DELETE', `${BASE}/date-overrides/${date}/`, { role: 'owner' })).status).toBe(404);
  });

  it("of a German state become days off named after the holiday; the owner's own overrides are kept", async () => {
    await patch(`${BASE}/date-overrides/2031-12-25/`, {
      ranges: [{ start: '10:00', end: '12:00' }],
      note: 'Offen',
    });
    const answer = await t.send('POST', `${BASE}/holiday-import/`, {
      body: { state: 'BY', year: 2031 },
      role: 'owner',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.kept).toEqual([{ date: '2031-12-25', name: '1. Weihnachtstag' }]);
    expect(answer.body.added).toContainEqual({ date: '2031-01-06', ranges: [], note: 'Heilige Drei Könige' });
    expect(answer.body.added).toContainEqual({
      date: '2031-10-03',
      ranges: [],
      note: 'Tag der Deutschen Einheit',
    });
    // Bavaria's Corpus Christi (2031-06-12); Berlin has none.
    expect(answer.body.added.map((day: { date: string }) => day.date)).toContain('2031-06-12');
    const stored = await t.database.db
      .select()
      .from(bookingDateOverrides)
      .where(sql`${bookingDateOverrides.date} = '2031-12-25'`);
    expect(stored[0]).toMatchObject({ ranges: [{ start: '10:00', end: '12:00' }], note: 'Offen' });
    expect((await lastAudit())?.summary).toBe(
      `Public holidays 2031 (BY) imported: ${answer.body.added.length} days off added, 1 existing exceptions kept`,
    );
    const again = await t.send('POST', `${BASE}/holiday-import/`, {
      body: { state: 'BY', year: 2031 },
      role: 'owner',
    });
    expect(again.body.added).toEqual([]);
    expect(again.body.kept).toHaveLength(answer.body.added.length + 1);
    const unknown = await t.send('POST', `${BASE}/holiday-import/`, {
      body: { state: 'XX', year: 2031 },
      role: 'owner',
    });
    expect(unknown.status).toBe(400);
  });
});

describe('blocked times', () => {
  it("block whole days in the practice's zone, list and remove them", async () => {
    const created = await t.send('POST', `${BASE}/blocked-times/`, {
      body: { date: '2030-03-30', date_to: '2030-03-31', note: 'Urlaub' },
      role: 'owner',
    });
    expect(created.status).toBe(201);
    // Berlin: midnight of the 30th is 23:00 UTC; the clocks go forward on the 31st, so the 1st starts at 22:00 UTC.
    expect(created.body.item).toMatchObject({
      start: '2030-03-29T23:00:00.000Z',
      end: '2030-03-31T22:00:00.000Z',
      note: 'Urlaub',
    });
    expect(created.body.overlapping_bookings).toEqual([]);
    const listed = await t.send('GET', `${BASE}/blocked-times/?from=2030-03-31&to=2030-04-02`);
    expect(listed.body.items.map((item: { id: string }) => item.id)).toEqual([created.body.item.id]);
    expect((await t.send('DELETE', `${BASE}/blocked-times/${created.body.item.id}/`)).status).toBe(403);
    expect(
      (await t.send('DELETE', `${BASE}/blocked-times/${created.body.item.id}/`, { role: 'owner' })).status,
    ).toBe(200);
    expect(
      (await t.send('DELETE', `${BASE}/blocked-times/${created.body.item.id}/`, { role: 'owner' })).status,
    ).toBe(404);
  });

  it('may cover a live booking, which stays: the answer names it', async () => {
    const type = (await t.send('POST', `${BASE}/session-types/`, { body: NEW_TYPE, role: 'owner' })).body;
    const start = new Date('2030-05-06T08:00:00Z');
    const end = new Date('2030-05-06T08:20:00Z');
    const [booking] = await t.database.db
      .insert(bookings)
      .values({
        sessionTypeId: type.id,
        state: 'confirmed',
        startsAt: start,
        endsAt: end,
        blocked:
          sql`tstzrange(${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz, '[)')` as never,
        visitorName: 'Ben',
        visitorEmail: 'ben@example.com',
        languageCode: 'de',
        visitorTimeZone: 'Europe/Berlin',
        manageTokenHash: 'b'.repeat(64),
      })
      .returning({ id: bookings.id });
    const created = await t.send('POST', `${BASE}/blocked-times/`, {
      body: { start: '2030-05-06T07:00:00Z', end: '2030-05-06T09:00:00Z' },
      role: 'owner',
    });
    expect(created.status).toBe(201);
    expect(created.body.overlapping_bookings).toEqual([
      {
        id: booking?.id,
        starts_at: start.toISOString(),
        ends_at: end.toISOString(),
        state: 'confirmed',
        session_type: NEW_TYPE.name,
      },
    ]);
    const reversed = await t.send('POST', `${BASE}/blocked-times/`, {
      body: { start: '2030-05-06T09:00:00Z', end: '2030-05-06T07:00:00Z' },
      role: 'owner',
    });
    expect(reversed.status).toBe(400);
    expect(Object.keys(reversed.body.errors)).toEqual(['end']);
  });
});
