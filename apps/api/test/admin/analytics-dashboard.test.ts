/**
 * The analytics dashboard (issue 14, decision 055): the figures of a small browsing script,
 * counted by hand, from the raw events, then from the roll-ups after the raw events were purged.
 * The practice counts in UTC here, so the script's days are the calendar days of its timestamps;
 * analytics-time-zone.test.ts proves the days of another zone (decision 086).
 */
import { translate } from '@wegweiser/contracts/messages';
import { sessionStartFixture } from '@wegweiser/contracts/testing';
import { asc, count, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  analyticsDaily,
  analyticsEvents,
  analyticsSessions,
  services as catalogServices,
  contactMessages,
  servicePackages,
} from '../../src/db/schema';
import { rollUp, rollUpAndPurge } from '../../src/plugins/retention';
import { setupContentApp } from '../helpers/admin-content';

const t = setupContentApp();
const DAY = 86_400_000;
const dayOf = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
const A = dayOf(-10);
const B = dayOf(-9);
const TODAY = dayOf(0);

type Page = { path: string; seconds: number; scroll: number };
type Visit = {
  day: string;
  language: string;
  viewport: string;
  referrer: string | null;
  pages: Page[];
  bot?: boolean;
  clicks?: [string, number, number][];
  services?: [string, string][];
};

/** One visit as the collector would have stored it, at 10:00 UTC of its day, a minute a page. */
async function visit(v: Visit) {
  const db = t.database.db;
  const at = (minute: number) => new Date(Date.parse(`${v.day}T10:00:00Z`) + minute * 60_000);
  const [session] = await db
    .insert(analyticsSessions)
    .values({
      startedAt: at(0),
      lastActivityAt: at(v.pages.length),
      userAgent: v.bot ? 'Googlebot/2.1' : 'Mozilla/5.0',
      isBot: v.bot ?? false,
      screenResolution: '1920x1080',
      viewportSize: v.viewport,
      language: 'de-DE',
      siteLanguage: v.language,
      timezone: 'Europe/Berlin',
      referrer: v.referrer,
      landingPage: v.pages[0]?.path ?? '/',
    })
    .returning({ id: analyticsSessions.id });
  const session_id = session?.id ?? '';
  const events: { type: string; data: Record<string, unknown>; minute: number }[] = [];
  v.pages.forEach((page, index) => {
    events.push({ type: 'page_view', data: { page_path: page.path }, minute: index });
    events.push({
      type: 'page_exit',
      data: { page_path: page.path, time_on_page_seconds: page.seconds, scroll_depth_percent: page.scroll },
      minute: index + 0.9,
    });
    const next = v.pages[index + 1];
    if (next) {
      events.push({
        type: 'navigation_flow',
        data: { from_page: page.path, to_page: next.path, time_spent_seconds: page.seconds },
        minute: index + 0.95,
      });
    }
  });
  for (const [page_path, x, y] of v.clicks ?? [])
    events.push({ type: 'click', data: { page_path, x_coordinate: x, y_coordinate: y }, minute: 0.5 });
  for (const [interaction_type, page_context] of v.services ?? [])
    events.push({
      type: 'service_interaction',
      data: { service_slug: 'coaching', service_title: 'Coaching', interaction_type, page_context },
      minute: 0.5,
    });
  await db.insert(analyticsEvents).values(
    events.map((event) => ({
      sessionId: session_id,
      type: event.type,
      data: { session_id, ...event.data, timestamp: at(event.minute).toISOString() },
      occurredAt: at(event.minute),
    })),
  );
}

/** Today's visit goes through the real collector, in English. */
async function visitToday() {
  const now = new Date().toISOString();
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/analytics/session/start/?language=en',
    headers: { origin: 'http://localhost:3000' },
    payload: sessionStartFixture({
      timestamp: now,
      viewport_size: '390x844',
      referrer: 'https://www.example.org/post',
      landing_page: '/services/coaching',
    }),
  });
  expect(started.statusCode).toBe(201);
  const session_id = started.json().session_id as string;
  const event = (type: string, data: Record<string, unknown>) => ({
    type,
    timestamp: now,
    data: { session_id, timestamp: now, ...data },
  });
  const page = { page_path: '/services/coaching' };
  const tracked = await t.app.inject({
    method: 'POST',
    url: '/api/analytics/track/?language=en',
    headers: { origin: 'http://localhost:3000' },
    payload: {
      events: [
        event('page_view', {
          ...page,
          page_title: 'Coaching',
          referrer: null,
          viewport_width: 390,
          viewport_height: 844,
        }),
        event('service_interaction', {
          service_slug: 'coaching',
          service_title: 'Coaching',
          interaction_type: 'book_click',
          page_context: '/services/coaching',
        }),
        event('page_exit', { ...page, time_on_page_seconds: 20, scroll_depth_percent: 80 }),
      ],
    },
  });
  expect(tracked.statusCode).toBe(201);
}

async function seed() {
  await visit({
    day: A,
    language: 'de',
    viewport: '390x844',
    referrer: 'https://www.google.com/search?q=coach',
    pages: [
      { path: '/', seconds: 30, scroll: 50 },
      { path: '/services', seconds: 20, scroll: 100 },
      { path: '/services/coaching', seconds: 40, scroll: 75 },
    ],
    clicks: [
      ['/services', 120, 480],
      ['/services', 130, 490],
      ['/', 600, 20],
    ],
    services: [
      ['view', '/services'],
      ['detail_view', '/services/coaching'],
      ['book_click', '/services/coaching'],
    ],
  });
  await visit({
    day: A,
    language: 'de',
    viewport: '1280x720',
    referrer: null,
    pages: [
      { path: '/', seconds: 10, scroll: 20 },
      { path: '/about', seconds: 60, scroll: 100 },
    ],
    clicks: [['/', 610, 40]],
  });
  await visit({
    day: B,
    language: 'en',
    viewport: '1920x1080',
    referrer: 'https://duckduckgo.com/',
    pages: [
      { path: '/services', seconds: 5, scroll: 10 },
      { path: '/services/coaching', seconds: 100, scroll: 60 },
    ],
    services: [
      ['view', '/services'],
      ['detail_view', '/services/coaching'],
    ],
  });
  // A crawler counts nowhere.
  await visit({
    day: B,
    language: 'de',
    viewport: '800x600',
    referrer: null,
    bot: true,
    pages: [{ path: '/', seconds: 1, scroll: 100 }],
    clicks: [['/', 600, 20]],
  });
  await visitToday();
  const message = { name: 'N', email: 'n@example.com', message: 'Hallo' };
  await t.database.db.insert(contactMessages).values([
    {
      ...message,
      context: 'service_detail',
      serviceName: 'Coaching',
      languageCode: 'de',
      createdAt: new Date(`${A}T10:30:00Z`),
    },
    { ...message, context: 'general_cta', languageCode: 'en', createdAt: new Date(`${B}T11:00:00Z`) },
    {
      ...message,
      context: 'service_detail',
      serviceName: 'Coaching',
      languageCode: 'en',
      createdAt: new Date(),
    },
    // Judged spam (honeypot): kept in the inbox's spam folder, never counted as a contact request.
    {
      ...message,
      context: 'general_cta',
      languageCode: 'de',
      state: 'spam',
      spamReason: 'honeypot',
      createdAt: new Date(`${A}T12:00:00Z`),
    },
  ]);
}

const range = (extra = '') => `from=${A}&to=${TODAY}${extra}`;
const get = async (url: string) => {
  const answer = await t.send('GET', url, { role: 'owner' });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};
const table = async (name: string, extra = '') =>
  (await get(`/api/admin/analytics/tables/${name}/?${range(extra)}`)).rows;

/** Every figure of the script, counted by hand. */
async function expectScriptFigures(rolledUpDays: number) {
  const summary = await get(`/api/admin/analytics/summary/?${range()}`);
  expect(summary).toMatchObject({
    visitors: 4,
    page_views: 8,
    // Exits: 30 + 20 + 40 + 10 + 60 + 5 + 100 + 20 = 285 s over 8; depths 495 % over 8.
    average_time_on_page_seconds: 35.6,
    average_scroll_depth_percent: 61.9,
    scroll_depth: [
      { from_percent: 0, exits: 2 },
      { from_percent: 25, exits: 0 },
      { from_percent: 50, exits: 2 },
      { from_percent: 75, exits: 4 },
    ],
    rolled_up_days: rolledUpDays,
  });
  expect(summary.days).toEqual([
    { day: A, visitors: 2, page_views: 5 },
    { day: B, visitors: 1, page_views: 2 },
    { day: TODAY, visitors: 1, page_views: 1 },
  ]);
  expect(await table('top_pages')).toEqual([
    ['/services/coaching', 3],
    ['/', 2],
    ['/services', 2],
    ['/about', 1],
  ]);
  expect(await table('entry_pages')).toEqual([
    ['/', 2],
    ['/services', 1],
    ['/services/coaching', 1],
  ]);
  expect(await table('exit_pages')).toEqual([
    ['/services/coaching', 3],
    ['/about', 1],
  ]);
  expect(await table('referrers')).toEqual([
    ['', 1],
    ['duckduckgo.com', 1],
    ['www.example.org', 1],
    ['www.google.com', 1],
  ]);
  expect(await table('time_on_page')).toEqual([
    ['/services/coaching', 3, 53.3],
    ['/', 2, 20],
    ['/services', 2, 12.5],
    ['/about', 1, 60],
  ]);
  expect(await table('scroll_depth')).toEqual([
    ['/services/coaching', 3, 71.7],
    ['/', 2, 35],
    ['/services', 2, 55],
    ['/about', 1, 100],
  ]);
  expect(await table('flows')).toEqual([
    ['/services', '/services/coaching', 2],
    ['/', '/about', 1],
    ['/', '/services', 1],
  ]);
  expect(await table('devices')).toEqual([
    ['small', 2],
    ['large', 1],
    ['xlarge', 1],
  ]);
  // The offer the visitors met first, then every active service and package nobody met, at 0.
  const funnel = await table('funnel');
  expect(funnel[0]).toEqual(['service', 'coaching', 'Coaching', 2, 2, 2, 0, 0, 2]);
  expect(funnel.slice(1)).toEqual(await catalogueAtZero());
  expect(await table('contacts')).toEqual([
    ['service_detail', 'Coaching', 2],
    ['general_cta', '', 1],
  ]);
  const clicks = await get(`/api/admin/analytics/click-map/?${range('&page=/services')}`);
  expect(clicks).toEqual({
    page: '/services',
    cell_px: 50,
    cells: [{ x: 100, y: 450, clicks: 2 }],
    devices: [{ device: 'small', clicks: 2, width: 390, cells: [{ x: 100, y: 450, clicks: 2 }] }],
  });
  const home = await get(`/api/admin/analytics/click-map/?${range('&page=/')}`);
  expect(home.cells).toEqual([{ x: 600, y: 0, clicks: 2 }]);
  // Per device class, at the width its clicks were made (decision 088).
  expect(home.devices).toEqual([
    { device: 'small', clicks: 1, width: 390, cells: [{ x: 600, y: 0, clicks: 1 }] },
    { device: 'large', clicks: 1, width: 1280, cells: [{ x: 600, y: 0, clicks: 1 }] },
  ]);

  // One language: the English visits (day B and today) and the English messages.
  const english = await get(`/api/admin/analytics/summary/?${range('&site_language=en')}`);
  expect(english).toMatchObject({ visitors: 2, page_views: 3, site_language: 'en' });
  expect(await table('contacts', '&site_language=en')).toEqual([
    ['general_cta', '', 1],
    ['service_detail', 'Coaching', 1],
  ]);
  expect((await table('funnel', '&site_language=de'))[0]).toEqual([
    'service',
    'coaching',
    'Coaching',
    1,
    1,
    1,
    0,
    0,
    1,
  ]);
}

/** The seeded catalogue's active services, then packages, in their order, titled in German, at 0. */
async function catalogueAtZero() {
  const db = t.database.db;
  const shown = (kind: string) => (row: { slug: string; title: Record<string, string> }) => [
    kind,
    row.slug,
    row.title.de,
    0,
    0,
    0,
    0,
    0,
    0,
  ];
  const services = await db
    .select({ slug: catalogServices.slug, title: catalogServices.title })
    .from(catalogServices)
    .where(eq(catalogServices.isActive, true))
    .orderBy(asc(catalogServices.order), asc(catalogServices.id));
  const packages = await db
    .select({ slug: servicePackages.slug, title: servicePackages.name })
    .from(servicePackages)
    .where(eq(servicePackages.isActive, true))
    .orderBy(asc(servicePackages.order), asc(servicePackages.id));
  expect(services.length).toBeGreaterThan(3);
  expect(packages.length).toBeGreaterThan(1);
  return [...services.map(shown('service')), ...packages.map(shown('package'))];
}

type DailyRow = { day: string; metric: string; language: string; key: string; key2: string };
const dailyRows = async () =>
  (
    (await t.database.db.execute(
      sql`select day::text as day, metric, language, key, key2, count, total from analytics_daily order by 1, 2, 3, 4, 5`,
    )) as unknown as { rows: DailyRow[] }
  ).rows;

describe('analytics dashboard', () => {
  beforeAll(async () => {
    await t.api.repositories.practiceSettings.update({ timeZone: 'UTC' }, 0, null);
  });

  it('counts the script from the raw events, then the same from the roll-ups once the raw events are purged', async () => {
    await t.api.retentionStartup;
    await seed();
    await expectScriptFigures(0);

    const repository = t.api.repositories.analyticsDashboard;
    expect(await repository.rollupDay(A, 'UTC')).toBe('rolled');
    const once = await dailyRows();
    expect(await repository.rollupDay(A, 'UTC')).toBe('rolled');
    expect(await dailyRows()).toEqual(once);
    // Two processes rolling the same days at once: the same rows again.
    await Promise.all([
      repository.rollupDay(A, 'UTC'),
      repository.rollupDay(A, 'UTC'),
      repository.rollupDay(B, 'UTC'),
    ]);
    expect((await dailyRows()).filter((row) => row.day === A)).toEqual(once);

    // Raw events kept 3 days: every ended day since A's eve is rolled up, then A and B are purged.
    await rollUpAndPurge(t.api.repositories, new Date(), 3);
    const [sessions] = await t.database.db.select({ n: count() }).from(analyticsSessions);
    expect(sessions?.n).toBe(1);
    const [stored] = await t.database.db.select({ n: count() }).from(analyticsDaily);
    expect(stored?.n).toBeGreaterThan(0);
    // From A to yesterday: 10 rolled-up days (yesterday only once its sessions timed out, 35 min
    // after midnight); today is read from the raw events.
    const rolled = Date.now() % DAY >= 35 * 60_000 ? 10 : 9;
    await expectScriptFigures(rolled);
    // A purged day's roll-up is final.
    expect(await repository.rollupDay(A, 'UTC')).toBe('kept');
    await expectScriptFigures(rolled);

    // A late page view for yesterday (the collector takes 48 h old timestamps): the next run rolls
    // yesterday again and counts it.
    const [today] = await t.database.db.select({ id: analyticsSessions.id }).from(analyticsSessions);
    const late = new Date(`${dayOf(-1)}T23:00:00Z`);
    await t.database.db.insert(analyticsEvents).values({
      sessionId: today?.id ?? '',
      type: 'page_view',
      data: { page_path: '/about' },
      occurredAt: late,
    });
    await rollUp(t.api.repositories, new Date());
    const summary = await get(`/api/admin/analytics/summary/?${range()}`);
    expect(summary).toMatchObject({ page_views: 9, rolled_up_days: rolled });
    expect(summary.days).toContainEqual({ day: dayOf(-1), visitors: 0, page_views: 1 });
  });

  it('exports a table as CSV', async () => {
    const answer = await t.owner.request('GET', `/api/admin/analytics/tables/flows/csv/?${range()}`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/csv/);
    expect(answer.headers['content-disposition']).toContain(`analytics-flows-${A}-${TODAY}.csv`);
    expect(answer.body).toBe(
      'from_page,to_page,transitions\r\n/services,/services/coaching,2\r\n/,/about,1\r\n/,/services,1\r\n',
    );
  });

  it('is for the owner only', async () => {
    for (const url of [
      `/api/admin/analytics/summary/?${range()}`,
      `/api/admin/analytics/tables/top_pages/?${range()}`,
      `/api/admin/analytics/tables/top_pages/csv/?${range()}`,
      `/api/admin/analytics/click-map/?${range('&page=/')}`,
    ]) {
      expect((await t.send('GET', url, { role: 'editor' })).status).toBe(403);
      expect((await t.send('GET', url, { role: null })).status).toBe(401);
    }
  });

  it('refuses bad ranges with the field at fault', async () => {
    const refused = async (query: string) => {
      const answer = await t.send('GET', `/api/admin/analytics/summary/?${query}`, { role: 'owner' });
      expect(answer.status).toBe(400);
      return answer.body.errors as Record<string, string[]>;
    };
    expect((await refused('from=2026-03-10&to=2026-03-01')).to).toEqual([
      translate('date_range_reversed', 'de'),
    ]);
    expect((await refused('from=2025-01-01&to=2026-03-01')).to).toEqual([
      translate('date_range_too_long', 'de'),
    ]);
    expect((await refused('from=2026-02-30&to=2026-03-01')).from).toEqual([translate('invalid_date', 'de')]);
    expect((await refused('from=yesterday&to=2026-03-01&language=en')).from).toEqual([
      translate('invalid_date', 'en'),
    ]);
    expect(Object.keys(await refused('to=2026-03-01'))).toEqual(['from']);
    expect(Object.keys(await refused('from=2026-03-01&to=2026-03-02&site_language=xx'))).toEqual([
      'site_language',
    ]);
    const unknown = await t.send('GET', `/api/admin/analytics/tables/nothing/?${range()}`, { role: 'owner' });
    expect(unknown.status).toBe(404);
  });

  it('answers any query without a server error (fast-check)', async () => {
    const value = fc.oneof(
      fc.string(),
      fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
      fc.constantFrom('2026-02-29', '0000-01-01', '9999-12-31', '2026-13-01', '', '%00', 'de', 'zh'),
    );
    const url = fc.record(
      {
        path: fc.constantFrom(
          'summary/',
          'tables/top_pages/',
          'tables/funnel/csv/',
          'tables/flows/',
          'click-map/',
          'tables/%E2%80%AE/',
        ),
        from: value,
        to: value,
        site_language: value,
        page: value,
      },
      { requiredKeys: ['path'] },
    );
    await fc.assert(
      fc.asyncProperty(url, async ({ path, ...query }) => {
        const search = new URLSearchParams(query as Record<string, string>).toString();
        const answer = await t.send('GET', `/api/admin/analytics/${path}?${search}`, { role: 'owner' });
        expect(answer.status, `${path}?${search}`).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  });
});
