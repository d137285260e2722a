/**
 * The funnel goes on to the booking (issue 25 point 8, decision 109): `booking_start` and `booked`
 * arrive through the real collector in two site languages and come out as the funnel's columns
 * "booking started" and "booked", per service, package and session type of its own, per language
 * (the filter and the table by language), and in the CSV export.
 */
import { sessionStartFixture } from '@wegweiser/contracts/testing';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { services as catalogServices, servicePackages } from '../../src/db/schema';
import { setupContentApp } from '../helpers/admin-content';

const t = setupContentApp();
const TODAY = new Date().toISOString().slice(0, 10);
const origin = { origin: 'http://localhost:3000' };

type Step = [slug: string, title: string, interaction_type: string];

/** One visit through the collector in `language`, taking the given steps. */
async function visit(language: string, steps: Step[]) {
  const now = new Date().toISOString();
  const started = await t.app.inject({
    method: 'POST',
    url: `/api/analytics/session/start/?language=${language}`,
    headers: origin,
    payload: sessionStartFixture({ timestamp: now, landing_page: '/booking' }),
  });
  expect(started.statusCode).toBe(201);
  const session_id = started.json().session_id as string;
  const tracked = await t.app.inject({
    method: 'POST',
    url: `/api/analytics/track/?language=${language}`,
    headers: origin,
    payload: {
      events: steps.map(([service_slug, service_title, interaction_type]) => ({
        type: 'service_interaction',
        timestamp: now,
        data: {
          session_id,
          service_slug,
          service_title,
          interaction_type,
          page_context: interaction_type === 'booked' ? '/booking/confirmation' : '/booking',
          timestamp: now,
        },
      })),
    },
  });
  return tracked;
}

const range = (extra = '') => `from=${TODAY}&to=${TODAY}${extra}`;
const table = async (name: string, extra = '') => {
  const answer = await t.send('GET', `/api/admin/analytics/tables/${name}/?${range(extra)}`, {
    role: 'owner',
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as { columns: string[]; rows: (string | number)[][] };
};

describe('the booking steps of the funnel', () => {
  let service: { slug: string; title: Record<string, string> };
  let pkg: { slug: string; title: Record<string, string> };

  beforeAll(async () => {
    await t.api.repositories.practiceSettings.update({ timeZone: 'UTC' }, 0, null);
    const db = t.database.db;
    [service] = (await db
      .select({ slug: catalogServices.slug, title: catalogServices.title })
      .from(catalogServices)
      .where(eq(catalogServices.isActive, true))
      .orderBy(asc(catalogServices.order), asc(catalogServices.id))) as [typeof service];
    [pkg] = (await db
      .select({ slug: servicePackages.slug, title: servicePackages.name })
      .from(servicePackages)
      .where(eq(servicePackages.isActive, true))
      .orderBy(asc(servicePackages.order), asc(servicePackages.id))) as [typeof pkg];
  });

  it('takes the two new steps, still refuses an unknown one, and counts them per offer and language', async () => {
    const s = service.slug;
    const title = service.title.de ?? s;
    // German: two visits start a booking of the service; one books it twice (two bookings).
    expect(
      (
        await visit('de', [
          [s, title, 'detail_view'],
          [s, title, 'book_click'],
          [s, title, 'booking_start'],
          // The same visit shows the type again: still one visit that started a booking.
          [s, title, 'booking_start'],
          [s, title, 'booked'],
          [s, title, 'booked'],
        ])
      ).statusCode,
    ).toBe(201);
    expect((await visit('de', [[s, title, 'booking_start']])).statusCode).toBe(201);
    // English: the package booked once; a session type of no offer started and booked.
    expect(
      (
        await visit('en', [
          [pkg.slug, pkg.title.en ?? pkg.slug, 'booking_start'],
          [pkg.slug, pkg.title.en ?? pkg.slug, 'booked'],
          ['session-type:42', 'Free first call', 'booking_start'],
          ['session-type:42', 'Free first call', 'booked'],
        ])
      ).statusCode,
    ).toBe(201);
    // Validation is the shared schema's: a made-up step is refused, nothing of its batch stored.
    const refused = await visit('en', [[s, title, 'booking_finished']]);
    expect(refused.statusCode).toBe(400);

    const funnel = await table('funnel');
    expect(funnel.columns).toEqual([
      'kind',
      'service',
      'title',
      'views',
      'detail_views',
      'book_clicks',
      'booking_starts',
      'bookings',
      'contact_messages',
    ]);
    const row = (rows: (string | number)[][], slug: string) => rows.find((cells) => cells[1] === slug);
    expect(row(funnel.rows, s)).toEqual(['service', s, title, 0, 1, 1, 2, 2, 0]);
    expect(row(funnel.rows, pkg.slug)).toEqual(['package', pkg.slug, pkg.title.de, 0, 0, 0, 1, 1, 0]);
    expect(row(funnel.rows, 'session-type:42')).toEqual([
      'session_type',
      'session-type:42',
      'Free first call',
      0,
      0,
      0,
      1,
      1,
      0,
    ]);

    // One language chosen: only its visits.
    const english = await table('funnel', '&site_language=en');
    expect(row(english.rows, s)).toEqual(['service', s, title, 0, 0, 0, 0, 0, 0]);
    expect(row(english.rows, pkg.slug)).toEqual(['package', pkg.slug, pkg.title.de, 0, 0, 0, 1, 1, 0]);
    const german = await table('funnel', '&site_language=de');
    expect(row(german.rows, s)).toEqual(['service', s, title, 0, 1, 1, 2, 2, 0]);
    expect(row(german.rows, 'session-type:42')).toBeUndefined();

    // The languages side by side, all offers together; a chosen language shows its row only.
    const languages = await table('funnel_languages');
    expect(languages.columns).toEqual([
      'site_language',
      'views',
      'detail_views',
      'book_clicks',
      'booking_starts',
      'bookings',
      'contact_messages',
    ]);
    expect(languages.rows).toEqual([
      ['de', 0, 1, 1, 2, 2, 0],
      ['en', 0, 0, 0, 2, 2, 0],
    ]);
    expect((await table('funnel_languages', '&site_language=en')).rows).toEqual([['en', 0, 0, 0, 2, 2, 0]]);

    // The day's roll-up stores the same counts: visits for a started booking, bookings for "booked".
    expect(await t.api.repositories.analyticsDashboard.rollupDay(TODAY, 'UTC')).toBe('rolled');
    expect(row((await table('funnel')).rows, s)).toEqual(['service', s, title, 0, 1, 1, 2, 2, 0]);
    expect((await table('funnel_languages')).rows).toEqual(languages.rows);
    const summary = await t.send('GET', `/api/admin/analytics/summary/?${range()}`, { role: 'owner' });
    expect(summary.body.rolled_up_days).toBe(1);
  });

  it('exports the new columns in the CSV, named as the API names them', async () => {
    for (const [name, header] of [
      [
        'funnel',
        'kind,service,title,views,detail_views,book_clicks,booking_starts,bookings,contact_messages',
      ],
      [
        'funnel_languages',
        'site_language,views,detail_views,book_clicks,booking_starts,bookings,contact_messages',
      ],
    ] as const) {
      const answer = await t.owner.request('GET', `/api/admin/analytics/tables/${name}/csv/?${range()}`);
      expect(answer.status).toBe(200);
      const lines = String(answer.body).split('\r\n');
      expect(lines[0]).toBe(header);
      if (name === 'funnel')
        expect(lines).toContain(`session_type,session-type:42,Free first call,0,0,0,1,1,0`);
      else expect(lines.slice(1, 3)).toEqual(['de,0,1,1,2,2,0', 'en,0,0,0,2,2,0']);
    }
  });
});
