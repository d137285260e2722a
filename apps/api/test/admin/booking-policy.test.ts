/**
 * The booking policy in the console (issue 25 point 5, decision 103): the defaults until the owner
 * saves, read by everyone signed in, changed by the owner alone from its version (409 with the
 * current policy when stale), bounds refused at the field, every change in the audit log — and the
 * manage link's deadline follows it at once.
 *
 *   TEST_DATABASE=pglite npx vitest run --project api apps/api/test/admin/booking-policy.test.ts
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema';
import { setupContentApp } from '../helpers/admin-content';

const t = setupContentApp();
const URL = '/api/admin/booking/policy/';
const patch = (body: unknown, role: 'owner' | 'editor' | null = 'owner') =>
  t.send('PATCH', URL, { body, role });

describe('/api/admin/booking/policy/', () => {
  it('answers the defaults at version 0 to everyone signed in, and to nobody else', async () => {
    const defaults = {
      cancellation_deadline_hours: 24,
      reminder_24h: true,
      reminder_1h: true,
      limits: { cancellation_deadline_hours: { min: 0, max: 8760 } },
      version: 0,
      updated_at: null,
    };
    expect((await t.send('GET', URL, { role: 'owner' })).body).toEqual(defaults);
    const editor = await t.send('GET', URL);
    expect([editor.status, editor.body]).toEqual([200, defaults]);
    expect((await t.send('GET', URL, { role: null })).status).toBe(401);
  });

  it('is changed by the owner alone', async () => {
    expect((await patch({ reminder_1h: false, version: 0 }, 'editor')).status).toBe(403);
    expect((await patch({ reminder_1h: false, version: 0 }, null)).status).toBe(401);
    expect(
      (await t.send('PATCH', URL, { body: { reminder_1h: false, version: 0 }, role: 'owner', csrf: false }))
        .status,
    ).toBe(403);
    expect((await t.send('GET', URL, { role: 'owner' })).body).toMatchObject({
      reminder_1h: true,
      version: 0,
    });
  });

  it('refuses values outside the limits, at their fields, and unknown fields', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { cancellation_deadline_hours: -1, version: 0 },
        'cancellation_deadline_hours',
        'Der Wert muss mindestens 0 sein.',
      ],
      [
        { cancellation_deadline_hours: 8761, version: 0 },
        'cancellation_deadline_hours',
        'Der Wert darf höchstens 8760 sein.',
      ],
      [
        { cancellation_deadline_hours: 1.5, version: 0 },
        'cancellation_deadline_hours',
        'Bitte geben Sie eine gültige Zahl ein.',
      ],
      [{ reminder_24h: 'yes', version: 0 }, 'reminder_24h', 'Ungültiger Wert.'],
      [{ reminder_1h: true, colour: 'red', version: 0 }, 'colour', 'Unbekanntes Feld.'],
      [{ reminder_1h: true }, 'version', 'Dieses Feld ist erforderlich.'],
    ];
    for (const [body, field, message] of cases) {
      const answer = await patch(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(answer.body.errors), JSON.stringify(body)).toEqual([field]);
      expect(answer.body.errors[field][0], JSON.stringify(body)).toBe(message);
    }
    expect((await t.send('GET', URL, { role: 'owner' })).body.version).toBe(0);
  });

  it('saves from the version, audits what changed, and answers 409 with the current policy to a stale one', async () => {
    const saved = await patch({ cancellation_deadline_hours: 48, reminder_1h: false, version: 0 });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      cancellation_deadline_hours: 48,
      reminder_24h: true,
      reminder_1h: false,
      version: 1,
    });
    expect(Date.parse(saved.body.updated_at)).toBeGreaterThan(Date.now() - 3_600_000);
    expect(await t.api.repositories.bookingPolicy.get()).toMatchObject({
      cancellationDeadlineHours: 48,
      reminder1h: false,
    });

    const stale = await patch({ reminder_24h: false, version: 0 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(
      'Jemand hat diesen Eintrag inzwischen geändert. Bitte vergleichen Sie beide Fassungen.',
    );
    expect(stale.body.current).toMatchObject({
      cancellation_deadline_hours: 48,
      reminder_24h: true,
      version: 1,
    });

    const back = await patch({ cancellation_deadline_hours: 24, reminder_1h: true, version: 1 });
    expect(back.body).toMatchObject({ cancellation_deadline_hours: 24, reminder_1h: true, version: 2 });
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'booking_policy.update'));
    expect(entries.map((entry) => entry.summary)).toEqual([
      'Booking policy: links until 48 h before the start (was 24 h); 1-h reminder off',
      'Booking policy: links until 24 h before the start (was 48 h); 1-h reminder on',
    ]);
  });

  it('is not part of the public site settings', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/content/site-settings/current/' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).not.toMatch(/cancellation_deadline|reminder_24h/);
  });
});
