import { ANALYTICS } from '@wegweiser/contracts/constants';
import { sessionStartFixture } from '@wegweiser/contracts/testing';
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { analyticsEvents, analyticsSessions } from '../src/db/schema';
import { setupApp } from './helpers/build-app';

const t = setupApp();
const now = () => new Date().toISOString();

const sessionStart = sessionStartFixture({
  timestamp: new Date(Date.now() - 60 * 60 * 1000).toISOString(),
  referrer: 'https://www.example.org/',
});

async function startSession() {
  const response = await t.post('/api/analytics/session/start/', sessionStart);
  expect(response.status).toBe(201);
  return response.body.session_id as string;
}

const eventsFor = (session_id: string) => [
  {
    type: 'page_view',
    timestamp: now(),
    data: {
      session_id,
      page_path: '/',
      page_title: 'Startseite | Wegweiser Coaching',
      timestamp: now(),
      referrer: null,
      viewport_width: 1440,
      viewport_height: 900,
    },
  },
  {
    type: 'page_exit',
    timestamp: now(),
    data: {
      session_id,
      page_path: '/',
      time_on_page_seconds: 42,
      scroll_depth_percent: 100,
      timestamp: now(),
    },
  },
  {
    type: 'navigation_flow',
    timestamp: now(),
    data: { session_id, from_page: '/', to_page: '/services', time_spent_seconds: 42, timestamp: now() },
  },
  {
    type: 'click',
    timestamp: now(),
    data: {
      session_id,
      page_path: '/services',
      element_id: 'cta',
      element_class: 'btn btn-primary',
      element_tag: 'a',
      element_text: 'Jetzt Termin vereinbaren',
      element_href: '/contact',
      x_coordinate: 120,
      y_coordinate: 640.5,
      timestamp: now(),
    },
  },
  {
    type: 'service_interaction',
    timestamp: now(),
    data: {
      session_id,
      service_slug: 'karriere-coaching',
      service_title: 'Karriere-Coaching',
      interaction_type: 'detail_view',
      page_context: '/services/karriere-coaching',
      timestamp: now(),
    },
  },
  {
    type: 'custom_event',
    timestamp: now(),
    data: { session_id, event_type: 'newsletter_signup', page_path: '/', timestamp: now() },
  },
];

describe('analytics collector', () => {
  it('starts a session and stores every field', async () => {
    const sessionId = await startSession();
    expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);
    const [row] = await t.database.db
      .select()
      .from(analyticsSessions)
      .where(eq(analyticsSessions.id, sessionId));
    expect(row).toMatchObject({
      userAgent: sessionStart.user_agent,
      screenResolution: '1920x1080',
      viewportSize: '1440x900',
      language: 'de-DE',
      timezone: 'Europe/Berlin',
      referrer: 'https://www.example.org/',
      landingPage: '/',
      isBot: false,
    });
    expect(row?.startedAt.toISOString()).toBe(sessionStart.timestamp);
  });

  it('flags sessions of bots', async () => {
    const response = await t.post('/api/analytics/session/start/', {
      ...sessionStart,
      user_agent: 'Googlebot/2.1',
    });
    const [row] = await t.database.db
      .select()
      .from(analyticsSessions)
      .where(eq(analyticsSessions.id, response.body.session_id));
    expect(row?.isBot).toBe(true);
  });

  it('records all six event types with their fields', async () => {
    const sessionId = await startSession();
    const response = await t.post('/api/analytics/track/', { events: eventsFor(sessionId) });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ accepted: 6 });
    const rows = await t.database.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.sessionId, sessionId));
    expect(rows.map((row) => row.type).sort()).toEqual([
      'click',
      'custom_event',
      'navigation_flow',
      'page_exit',
      'page_view',
      'service_interaction',
    ]);
    const click = rows.find((row) => row.type === 'click');
    expect(click?.data).toMatchObject({ element_text: 'Jetzt Termin vereinbaren', x_coordinate: 120 });
  });

  it('accepts a batch of 100 and rejects 101', async () => {
    const sessionId = await startSession();
    const event = eventsFor(sessionId)[0];
    const ok = await t.post('/api/analytics/track/', {
      events: Array(ANALYTICS.maxEventsPerRequest).fill(event),
    });
    expect(ok.status).toBe(201);
    const tooMany = await t.post('/api/analytics/track/?language=en', { events: Array(101).fill(event) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.events).toEqual(['Too many items (at most 100).']);
  });

  it('rejects an empty batch', async () => {
    const response = await t.post('/api/analytics/track/?language=en', { events: [] });
    expect(response.status).toBe(400);
    expect(response.body.events).toEqual(['Too few items (at least 1).']);
  });

  it.each([
    ['an unknown type', { type: 'mouse_move' }, 'events.0.type'],
    [
      'a click text over 100 characters',
      { data: { element_text: 'x'.repeat(101) } },
      'events.0.data.element_text',
    ],
    ['scroll depth above 100 %', { type: 'page_exit', scroll: 101 }, 'events.0.data.scroll_depth_percent'],
    ['a missing page path', { data: { page_path: undefined } }, 'events.0.data.page_path'],
    ['an invalid timestamp', { timestamp: 'yesterday' }, 'events.0.timestamp'],
    [
      'an unknown interaction type',
      { type: 'service_interaction', interaction: 'hover' },
      'events.0.data.interaction_type',
    ],
  ])('rejects %s with the field path', async (_label, change, path) => {
    const sessionId = await startSession();
    const events = eventsFor(sessionId);
    let event: Record<string, any> = { ...events[3] };
    if ('type' in change && change.type === 'page_exit')
      event = { ...events[1], data: { ...events[1]?.data, scroll_depth_percent: 101 } };
    else if ('type' in change && change.type === 'service_interaction')
      event = { ...events[4], data: { ...events[4]?.data, interaction_type: 'hover' } };
    else if ('type' in change) event.type = change.type;
    if ('data' in change) event.data = { ...event.data, ...change.data };
    if ('timestamp' in change) event.timestamp = change.timestamp;
    const response = await t.post('/api/analytics/track/', { events: [event] });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.errors)).toEqual([path]);
  });

  it('rejects events of an unknown session and stores none of the batch', async () => {
    const sessionId = await startSession();
    const stranger = '00000000-0000-4000-8000-000000000000';
    const events = [...eventsFor(sessionId).slice(0, 1), ...eventsFor(stranger).slice(0, 1)];
    const response = await t.post('/api/analytics/track/?language=en', { events });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ 'events.1.data.session_id': ['Unknown session.'] });
    const rows = await t.database.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.sessionId, sessionId));
    expect(rows).toHaveLength(0);
  });

  it('ends a session', async () => {
    const sessionId = await startSession();
    const response = await t.post('/api/analytics/session/end/', { session_id: sessionId, timestamp: now() });
    expect(response.status).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(analyticsSessions)
      .where(eq(analyticsSessions.id, sessionId));
    expect(row?.endedAt).toBeInstanceOf(Date);
    const unknown = await t.post('/api/analytics/session/end/', {
      session_id: '00000000-0000-4000-8000-000000000000',
      timestamp: now(),
    });
    expect(unknown.status).toBe(404);
  });

  it('validates the session start payload', async () => {
    const response = await t.post('/api/analytics/session/start/?language=en', {
      ...sessionStart,
      timestamp: 'now',
      landing_page: '',
      user_agent: undefined,
    });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.errors).sort()).toEqual(['landing_page', 'timestamp', 'user_agent']);
  });
});

describe('analytics floods (decision 021)', () => {
  const storedEvents = async (sessionId: string) => {
    const [row] = await t.database.db
      .select({ stored: count() })
      .from(analyticsEvents)
      .where(eq(analyticsEvents.sessionId, sessionId));
    return row?.stored;
  };
  const idleFor = (sessionId: string, minutes: number) =>
    t.database.db
      .update(analyticsSessions)
      .set({ lastActivityAt: sql`now() - make_interval(mins => ${minutes})` })
      .where(eq(analyticsSessions.id, sessionId));

  it('stores at most maxEventsPerSession events per session, also for concurrent batches', async () => {
    const sessionId = await startSession();
    const event = eventsFor(sessionId)[0];
    const batches = Math.ceil(ANALYTICS.maxEventsPerSession / ANALYTICS.maxEventsPerRequest) + 5;
    const responses = await Promise.all(
      Array.from({ length: batches }, () =>
        t.post('/api/analytics/track/', { events: Array(ANALYTICS.maxEventsPerRequest).fill(event) }),
      ),
    );
    // Over the cap the surplus is dropped with a 201, so the tracker does not resend it.
    expect(responses.map((response) => response.status)).toEqual(Array(batches).fill(201));
    const accepted = responses.reduce((sum, response) => sum + response.body.accepted, 0);
    expect(accepted).toBe(ANALYTICS.maxEventsPerSession);
    expect(await storedEvents(sessionId)).toBe(ANALYTICS.maxEventsPerSession);
  });

  it('counts stored rows whatever timestamps the events carry', async () => {
    const sessionId = await startSession();
    const [event] = eventsFor(sessionId);
    const filler = Array(ANALYTICS.maxEventsPerRequest).fill(event);
    for (let sent = 0; sent < ANALYTICS.maxEventsPerSession; sent += ANALYTICS.maxEventsPerRequest) {
      expect((await t.post('/api/analytics/track/', { events: filler })).status).toBe(201);
    }
    const earlier = new Date(Date.now() - 20 * 60_000).toISOString();
    const backdated = { ...event, timestamp: earlier, data: { ...event?.data, timestamp: earlier } };
    const response = await t.post('/api/analytics/track/', { events: [backdated, ...eventsFor(sessionId)] });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ accepted: 0 });
    expect(await storedEvents(sessionId)).toBe(ANALYTICS.maxEventsPerSession);
  });

  it('keeps the cap per session: another session still stores its events', async () => {
    const sessionId = await startSession();
    const response = await t.post('/api/analytics/track/', { events: eventsFor(sessionId) });
    expect(response.body).toEqual({ accepted: 6 });
  });

  it('refuses a track body over the byte cap with 413 in the request language', async () => {
    const sessionId = await startSession();
    const click = eventsFor(sessionId)[3];
    const base = JSON.stringify({ ...click, data: { ...click?.data, element_href: '' } }).length + 1;
    // A tenth over the cap (the former limit was twice the cap), each event within the data cap.
    const hrefLength = Math.ceil((ANALYTICS.maxBatchBytes * 1.1) / ANALYTICS.maxEventsPerRequest) - base;
    const long = { ...click, data: { ...click?.data, element_href: `/${'h'.repeat(hrefLength - 1)}` } };
    const body = JSON.stringify({ events: Array(ANALYTICS.maxEventsPerRequest).fill(long) });
    expect(Buffer.byteLength(body)).toBeGreaterThan(ANALYTICS.maxBatchBytes);
    expect(Buffer.byteLength(body)).toBeLessThan(ANALYTICS.maxBatchBytes * 1.2);
    const response = await t.post('/api/analytics/track/?language=fr', body);
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: 'La requête est trop volumineuse.' });
    expect(await storedEvents(sessionId)).toBe(0);
  });

  it('accepts a click-heavy batch of 100 realistic events under the byte cap', async () => {
    const sessionId = await startSession();
    const [view, , , click] = eventsFor(sessionId);
    const realistic = {
      ...click,
      data: {
        ...click?.data,
        element_class:
          'inline-flex items-center rounded-md bg-primary px-6 py-3 text-sm font-semibold '.repeat(2),
        element_href: '/contact?service_name=Karriere-Coaching',
      },
    };
    const events = Array.from({ length: 100 }, (_, index) => (index % 2 ? realistic : view));
    const response = await t.post('/api/analytics/track/', { events });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ accepted: 100 });
  });

  it('refuses an event whose data is over maxEventDataBytes, naming the event', async () => {
    const sessionId = await startSession();
    const events = eventsFor(sessionId);
    const click = events[3];
    // Every field within its own length; together, in 3-byte characters, over the byte cap.
    const big = { ...click, data: { ...click?.data, element_href: `/${'€'.repeat(1500)}` } };
    const response = await t.post('/api/analytics/track/?language=en', { events: [events[0], big] });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      'events.1.data': [`This event is too large (at most ${ANALYTICS.maxEventDataBytes} bytes).`],
    });
    expect(await storedEvents(sessionId)).toBe(0);
  });

  it('takes events of an ended session while it was active within the timeout (a reload)', async () => {
    const sessionId = await startSession();
    await t.post('/api/analytics/session/end/', { session_id: sessionId, timestamp: now() });
    await idleFor(sessionId, 29);
    const response = await t.post('/api/analytics/track/', { events: eventsFor(sessionId) });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ accepted: 6 });
  });

  it.each([
    ['an ended session', true],
    ['an open session', false],
  ])('refuses events of %s idle past the timeout and grace, on session_id', async (_label, ended) => {
    const sessionId = await startSession();
    const live = await startSession();
    if (ended) await t.post('/api/analytics/session/end/', { session_id: sessionId, timestamp: now() });
    const idleMinutes = (ANALYTICS.sessionTimeoutMs + ANALYTICS.sessionGraceMs) / 60_000 + 1;
    await idleFor(sessionId, idleMinutes);
    const events = [eventsFor(live)[0], eventsFor(sessionId)[0], eventsFor(sessionId)[1]];
    const response = await t.post('/api/analytics/track/?language=en', { events });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      'events.1.data.session_id': ['This session has expired.'],
      'events.2.data.session_id': ['This session has expired.'],
    });
    expect(await storedEvents(sessionId)).toBe(0);
    expect(await storedEvents(live)).toBe(0);
  });

  it('does not reopen an idle session when it is ended late', async () => {
    const sessionId = await startSession();
    await idleFor(sessionId, (ANALYTICS.sessionTimeoutMs + ANALYTICS.sessionGraceMs) / 60_000 + 1);
    const ended = await t.post('/api/analytics/session/end/', { session_id: sessionId, timestamp: now() });
    expect(ended.status).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(analyticsSessions)
      .where(eq(analyticsSessions.id, sessionId));
    expect(row?.endedAt).toBeInstanceOf(Date);
    const response = await t.post('/api/analytics/track/', { events: eventsFor(sessionId) });
    expect(response.status).toBe(400);
    expect(await storedEvents(sessionId)).toBe(0);
  });
});
