/**
 * Issue 24 point 9 (decision 086): the dashboard counts the days of the practice's time zone —
 * Europe/Berlin until the owner chooses another — on both sides of a daylight-saving change; a day
 * rolled up in another zone counts from the raw events until it is rolled up again; the owner alone
 * changes the zone, which is checked, versioned and written to the audit log.
 */
import { translate } from '@wegweiser/contracts/messages';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { analyticsSessions } from '../../src/db/schema';
import { rollUp } from '../../src/plugins/retention';
import { setupContentApp } from '../helpers/admin-content';
import { storedSession } from '../helpers/analytics-sessions';

const t = setupContentApp();
const DAY = 86_400_000;
const dayOf = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

const sessionAt = (iso: string) => storedSession(t.database.db, new Date(iso));

const perDay = (from: string, to: string, timeZone: string) =>
  t.api.repositories.analyticsDashboard.perDay('sessions', { from, to, language: null, timeZone });
const visitorsByDay = async (from: string, to: string, timeZone: string) =>
  (await perDay(from, to, timeZone)).map((row) => [row.day, row.count]);

const summary = async (from: string, to: string) => {
  const answer = await t.send('GET', `/api/admin/analytics/summary/?from=${from}&to=${to}`, {
    role: 'owner',
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as {
    time_zone: string;
    rolled_up_days: number;
    days: { day: string; visitors: number }[];
  };
};

const practice = async () => (await t.send('GET', '/api/admin/practice/', { role: 'owner' })).body;
const setZone = (time_zone: string, version: number, role: 'owner' | 'editor' = 'owner') =>
  t.send('PATCH', '/api/admin/practice/', { role, body: { time_zone, version } });

describe("the practice's time zone", () => {
  it('counts a late evening in Berlin on its own day, in summer time and in winter time', async () => {
    const ids = [
      await sessionAt('2026-07-10T21:30:00Z'), // 23:30 in Berlin (CEST): 10 July
      await sessionAt('2026-07-10T22:30:00Z'), // 00:30 in Berlin: 11 July
      await sessionAt('2026-01-10T22:30:00Z'), // 23:30 in Berlin (CET): 10 January
      await sessionAt('2026-01-10T23:30:00Z'), // 00:30 in Berlin: 11 January
    ];
    expect(await visitorsByDay('2026-07-10', '2026-07-11', 'Europe/Berlin')).toEqual([
      ['2026-07-10', 1],
      ['2026-07-11', 1],
    ]);
    expect(await visitorsByDay('2026-07-10', '2026-07-11', 'UTC')).toEqual([['2026-07-10', 2]]);
    expect(await visitorsByDay('2026-01-10', '2026-01-11', 'Europe/Berlin')).toEqual([
      ['2026-01-10', 1],
      ['2026-01-11', 1],
    ]);
    expect(await visitorsByDay('2026-01-10', '2026-01-11', 'UTC')).toEqual([['2026-01-10', 2]]);
    for (const id of ids) await t.database.db.delete(analyticsSessions).where(eq(analyticsSessions.id, id));
  });

  it("names the practice's week: today and the six days before it, from the first one's midnight there", async () => {
    const week = (now: string, zone: string) =>
      t.api.repositories.analyticsDashboard.week(new Date(now), zone);
    expect(await week('2026-11-29T23:30:00Z', 'Europe/Berlin')).toEqual({
      from: '2026-11-24',
      to: '2026-11-30',
      start: new Date('2026-11-23T23:00:00Z'),
    });
    expect(await week('2026-11-29T23:30:00Z', 'UTC')).toEqual({
      from: '2026-11-23',
      to: '2026-11-29',
      start: new Date('2026-11-23T00:00:00Z'),
    });
    expect(await week('2026-07-01T12:00:00Z', 'America/New_York')).toEqual({
      from: '2026-06-25',
      to: '2026-07-01',
      start: new Date('2026-06-25T04:00:00Z'),
    });
  });

  it('is Europe/Berlin until the owner chooses; a day rolled up in another zone counts from the raw events until rolled again', async () => {
    expect(await practice()).toEqual({ time_zone: 'Europe/Berlin', version: 0, updated_at: null });
    // Three evenings: at 23:30 UTC each is the next day in Berlin.
    for (const offset of [-4, -3, -2]) await sessionAt(`${dayOf(offset)}T23:30:00Z`);
    const from = dayOf(-4);
    const to = dayOf(0);

    const berlin = await summary(from, to);
    expect(berlin.time_zone).toBe('Europe/Berlin');
    expect(berlin.days.map((row) => [row.day, row.visitors])).toEqual([
      [dayOf(-3), 1],
      [dayOf(-2), 1],
      [dayOf(-1), 1],
    ]);
    await rollUp(t.api.repositories, new Date());
    const rolled = await summary(from, to);
    expect(rolled.rolled_up_days).toBeGreaterThanOrEqual(3);
    expect(rolled.days).toEqual(berlin.days);
    const zones = (await t.database.db.execute(
      sql`select distinct time_zone from analytics_rolled_days`,
    )) as unknown as { rows: { time_zone: string }[] };
    expect(zones.rows).toEqual([{ time_zone: 'Europe/Berlin' }]);

    // The owner moves the practice to UTC: the Berlin roll-ups no longer count, the raw events do.
    const changed = await setZone('UTC', 0);
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({ time_zone: 'UTC', version: 1 });
    const utc = await summary(from, to);
    expect(utc).toMatchObject({ time_zone: 'UTC', rolled_up_days: 0 });
    expect(utc.days.map((row) => [row.day, row.visitors])).toEqual([
      [dayOf(-4), 1],
      [dayOf(-3), 1],
      [dayOf(-2), 1],
    ]);
    // The next run rolls those days up again in UTC: the same figures, from the roll-ups.
    await rollUp(t.api.repositories, new Date());
    const again = await summary(from, to);
    expect(again.rolled_up_days).toBeGreaterThanOrEqual(3);
    expect(again.days).toEqual(utc.days);

    const audit = await t.send('GET', '/api/admin/audit/', { role: 'owner' });
    expect(JSON.stringify(audit.body)).toContain('Time zone changed from Europe/Berlin to UTC');
  });

  it('takes a zone only from the owner, from the list, and from the version she saw', async () => {
    const current = await practice();
    const unknown = await setZone('Mars/Olympus_Mons', current.version);
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.time_zone).toEqual([translate('invalid_time_zone', 'de')]);
    expect((await setZone('Europe/Vienna', current.version, 'editor')).status).toBe(403);
    // An editor reads it: the console shows her days there too.
    expect((await t.send('GET', '/api/admin/practice/', { role: 'editor' })).body.time_zone).toBe(
      current.time_zone,
    );
    const stale = await setZone('Europe/Vienna', current.version - 1);
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ time_zone: current.time_zone, version: current.version });
    expect((await setZone('Europe/Vienna', current.version)).body.time_zone).toBe('Europe/Vienna');
  });
});
