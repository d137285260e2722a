/**
 * The owner's retention periods in the console (issue 14 points 3 and 4, decision 061): the
 * environment's periods until the owner sets others, bounds refused at the field, a stale version
 * answered 409 with the current periods, owner only, never in the public settings — and the hourly
 * purge deleting by the stored periods, the analytics history kept as daily totals.
 *
 *   TEST_DATABASE=pglite npx vitest run --project api apps/api/test/admin/retention-settings.test.ts
 */
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  analyticsDaily,
  analyticsEvents,
  analyticsSessions,
  auditLog,
  bookings,
  contactMessages,
  retentionSettings,
} from '../../src/db/schema';
import { retentionPeriods, runRetention } from '../../src/plugins/retention';
import type { Repositories } from '../../src/repositories';
import { setupContentApp } from '../helpers/admin-content';
import { practiceDay } from '../helpers/practice-day';

const t = setupContentApp();
const URL = '/api/admin/retention/';
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms);
const patch = (body: unknown, role: 'owner' | 'editor' | null = 'owner') =>
  t.send('PATCH', URL, { body, role });

describe('/api/admin/retention/', () => {
  it("answers the environment's periods, the limits and version 0 before the owner sets any", async () => {
    const answer = await t.send('GET', URL, { role: 'owner' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      contact_days: null,
      analytics_raw_days: null,
      booking_days: null,
      defaults: { contact_days: 183, analytics_raw_days: 427, booking_days: 365 },
      limits: {
        contact: { min: 1, max: 183 },
        analytics_raw: { min: 3, max: 427 },
        booking: { min: 7, max: 365 },
      },
      version: 0,
      updated_at: null,
    });
  });

  it('is the owner’s: an editor gets 403, nobody signed in 401, and neither changes anything', async () => {
    expect((await t.send('GET', URL)).status).toBe(403);
    expect((await t.send('GET', URL, { role: null })).status).toBe(401);
    expect((await patch({ contact_days: 5, version: 0 }, 'editor')).status).toBe(403);
    expect((await patch({ contact_days: 5, version: 0 }, null)).status).toBe(401);
    expect(
      (await t.send('PATCH', URL, { body: { contact_days: 5, version: 0 }, role: 'owner', csrf: false }))
        .status,
    ).toBe(403);
    expect((await t.send('GET', URL, { role: 'owner' })).body).toMatchObject({
      contact_days: null,
      version: 0,
    });
  });

  it('refuses periods outside the limits, at their fields, and unknown fields', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ contact_days: 0, version: 0 }, 'contact_days', 'Der Wert muss mindestens 1 sein.'],
      [{ contact_days: 184, version: 0 }, 'contact_days', 'Der Wert darf höchstens 183 sein.'],
      [{ analytics_raw_days: 2, version: 0 }, 'analytics_raw_days', 'Der Wert muss mindestens 3 sein.'],
      [{ analytics_raw_days: 428, version: 0 }, 'analytics_raw_days', 'Der Wert darf höchstens 427 sein.'],
      [{ booking_days: 6, version: 0 }, 'booking_days', 'Der Wert muss mindestens 7 sein.'],
      [{ booking_days: 366, version: 0 }, 'booking_days', 'Der Wert darf höchstens 365 sein.'],
      [{ booking_days: 30.5, version: 0 }, 'booking_days', 'Bitte geben Sie eine gültige Zahl ein.'],
      [{ contact_days: 1.5, version: 0 }, 'contact_days', 'Bitte geben Sie eine gültige Zahl ein.'],
      [{ contact_days: '30', version: 0 }, 'contact_days', 'Bitte geben Sie eine gültige Zahl ein.'],
      [{ contact_days: 30, colour: 'red', version: 0 }, 'colour', 'Unbekanntes Feld.'],
      [{ contact_days: 30 }, 'version', 'Dieses Feld ist erforderlich.'],
    ];
    for (const [body, field, message] of cases) {
      const answer = await patch(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.errors, JSON.stringify(body)).toEqual({ [field]: [message] });
    }
    expect((await t.send('GET', URL, { role: 'owner' })).body.version).toBe(0);
  });

  it('saves either period, resets one to the default with null, audits it, and answers 409 to a stale version', async () => {
    const saved = await patch({ contact_days: 30, analytics_raw_days: 90, version: 0 });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ contact_days: 30, analytics_raw_days: 90, version: 1 });
    expect(Date.parse(saved.body.updated_at)).toBeGreaterThan(Date.now() - HOUR);

    const reset = await patch({ analytics_raw_days: null, version: 1 });
    expect(reset.body).toMatchObject({ contact_days: 30, analytics_raw_days: null, version: 2 });

    const stale = await patch({ contact_days: 7, version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(
      'Jemand hat diesen Eintrag inzwischen geändert. Bitte vergleichen Sie beide Fassungen.',
    );
    expect(stale.body.current).toMatchObject({ contact_days: 30, analytics_raw_days: null, version: 2 });
    expect((await t.send('GET', URL, { role: 'owner' })).body).toMatchObject({
      contact_days: 30,
      version: 2,
    });

    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'retention.update'));
    expect(entries.map((entry) => entry.summary)).toEqual([
      'Retention periods changed: contact messages 30 days, raw analytics 90 days',
      'Retention periods changed: raw analytics default',
    ]);
  });

  it('saves the booking period from its version, back to the default with null, and answers 409 to a stale one', async () => {
    const version = (await t.send('GET', URL, { role: 'owner' })).body.version as number;
    const saved = await patch({ booking_days: 90, version });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ booking_days: 90, version: version + 1 });
    expect(saved.body.defaults.booking_days).toBe(365);

    const stale = await patch({ booking_days: 30, version });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ booking_days: 90, version: version + 1 });

    const reset = await patch({ booking_days: null, version: version + 1 });
    expect(reset.body).toMatchObject({ booking_days: null, version: version + 2 });
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'retention.update'));
    expect(entries.map((entry) => entry.summary).slice(-2)).toEqual([
      'Retention periods changed: bookings 90 days',
      'Retention periods changed: bookings default',
    ]);
  });

  it('is refused by the database outside the privacy policy’s year, too', async () => {
    await patch({ contact_days: 30, version: (await t.send('GET', URL, { role: 'owner' })).body.version });
    for (const days of [6, 366]) {
      await expect(
        t.database.db.update(retentionSettings).set({ bookingDays: days }).where(eq(retentionSettings.id, 1)),
      ).rejects.toThrow();
    }
  });

  it('states the booking period in the privacy policy of every language', async () => {
    const said = {
      de: 'höchstens ein Jahr nach dem Termin',
      en: 'no longer than one year after the appointment',
      es: 'como máximo un año después de la cita',
      fr: 'un an au maximum après le rendez-vous',
      zh: '最长至预约时间后一年',
    };
    for (const [language, words] of Object.entries(said)) {
      const page = await t.app.inject({
        method: 'GET',
        url: `/api/content/legal-pages/privacy/?language=${language}`,
      });
      expect(page.statusCode).toBe(200);
      expect(page.body, language).toContain(words);
    }
  });

  it('is not part of the public site settings', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/content/site-settings/current/' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).not.toMatch(/retention|contact_days|analytics_raw_days/);
  });
});

describe('the hourly purge', () => {
  it('deletes contact messages (spam too) and raw analytics by the stored periods; the daily totals stay', async () => {
    await t.api.retentionStartup;
    const db = t.database.db;
    const current = (await t.send('GET', URL, { role: 'owner' })).body.version as number;
    expect((await patch({ contact_days: 1, analytics_raw_days: 3, version: current })).status).toBe(200);

    const message = { email: 'a@example.com', message: 'Hallo', languageCode: 'de' };
    await db.insert(contactMessages).values([
      { ...message, name: 'two days', createdAt: ago(2 * DAY) },
      { ...message, name: 'spam two days', state: 'spam', spamReason: 'honeypot', createdAt: ago(2 * DAY) },
      { ...message, name: 'twelve hours', createdAt: ago(12 * HOUR) },
    ]);
    const session = (at: Date) => ({
      startedAt: at,
      lastActivityAt: at,
      userAgent: 'Mozilla/5.0',
      screenResolution: '1920x1080',
      viewportSize: '1280x800',
      language: 'de-DE',
      siteLanguage: 'de',
      timezone: 'Europe/Berlin',
      landingPage: '/',
    });
    const fiveDays = ago(5 * DAY);
    const [old, recent] = await db
      .insert(analyticsSessions)
      .values([session(fiveDays), session(ago(2 * DAY))])
      .returning({ id: analyticsSessions.id });
    if (!old || !recent) throw new Error('sessions not inserted');
    await db.insert(analyticsEvents).values([
      { sessionId: old.id, type: 'page_view', data: { page_path: '/' }, occurredAt: fiveDays },
      { sessionId: recent.id, type: 'page_view', data: { page_path: '/' }, occurredAt: ago(2 * DAY) },
    ]);

    const deleted = await runRetention(t.api.repositories, t.api.config, new Date());

    expect(deleted).toMatchObject({ contact: 2, analyticsSessions: 1 });
    const names = (await db.select().from(contactMessages)).map((row) => row.name);
    expect(names).toEqual(['twelve hours']);
    const sessions = await db
      .select({ id: analyticsSessions.id })
      .from(analyticsSessions)
      .where(inArray(analyticsSessions.id, [old.id, recent.id]));
    expect(sessions.map((row) => row.id)).toEqual([recent.id]);
    // The purged day is kept as daily totals (a day of the practice's time zone).
    const oldDay = practiceDay(fiveDays);
    const totals = await db.select().from(analyticsDaily).where(eq(analyticsDaily.day, oldDay));
    expect(totals.length).toBeGreaterThan(0);
  });

  it('deletes the bookings that ended longer ago than the owner’s period and keeps the newer ones', async () => {
    await t.api.retentionStartup;
    const current = (await t.send('GET', URL, { role: 'owner' })).body.version as number;
    expect((await patch({ booking_days: 30, version: current })).status).toBe(200);
    const booking = (daysAgo: number, state: string) => {
      const startsAt = new Date(Math.floor((Date.now() - daysAgo * DAY) / 60_000) * 60_000);
      const endsAt = new Date(startsAt.getTime() + HOUR);
      return {
        sessionTypeId: 2,
        state,
        startsAt,
        endsAt,
        blocked: `[${startsAt.toISOString()},${endsAt.toISOString()})`,
        visitorName: `ended ${daysAgo} days ago`,
        visitorEmail: `ended${daysAgo}@example.org`,
        languageCode: 'de',
        visitorTimeZone: 'Europe/Berlin',
        manageTokenHash: `${daysAgo}`.padStart(64, '0'),
      };
    };
    const rows = await t.database.db
      .insert(bookings)
      .values([booking(40, 'done'), booking(31, 'cancelled'), booking(29, 'no_show'), booking(2, 'done')])
      .returning({ id: bookings.id });
    const deleted = await runRetention(t.api.repositories, t.api.config, new Date());
    expect(deleted.bookings).toBe(2);
    const left = await t.database.db
      .select({ name: bookings.visitorName })
      .from(bookings)
      .where(
        inArray(
          bookings.id,
          rows.map((row) => row.id),
        ),
      );
    expect(left.map((row) => row.name).sort()).toEqual(['ended 2 days ago', 'ended 29 days ago']);
  });

  it("uses the environment's periods where the owner chose none, and when the setting cannot be read", async () => {
    const config = { contactRetentionDays: 90, analyticsRawRetentionDays: 200, bookingRetentionDays: 300 };
    const stored = (row: {
      contactDays: number | null;
      analyticsRawDays: number | null;
      bookingDays: number | null;
    }) => ({ retentionSettings: { get: async () => row } }) as unknown as Repositories;
    expect(
      await retentionPeriods(
        stored({ contactDays: null, analyticsRawDays: null, bookingDays: null }),
        config,
      ),
    ).toEqual({ contactDays: 90, analyticsDays: 200, bookingDays: 300 });
    expect(
      await retentionPeriods(stored({ contactDays: 10, analyticsRawDays: null, bookingDays: 20 }), config),
    ).toEqual({ contactDays: 10, analyticsDays: 200, bookingDays: 20 });
    const unreadable = {
      retentionSettings: {
        get: async () => {
          throw new Error('database unavailable');
        },
      },
    } as unknown as Repositories;
    expect(await retentionPeriods(unreadable, config)).toEqual({
      contactDays: 90,
      analyticsDays: 200,
      bookingDays: 300,
    });
  });
});
