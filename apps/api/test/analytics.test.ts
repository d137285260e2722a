import { ANALYTICS } from '@wegweiser/contracts/constants';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { analyticsEvents, analyticsSessions } from '../src/db/schema';
import { setupApp } from './helpers/build-app';

const t = setupApp();
const now = () => new Date().toISOString();

const sessionStart = {
  timestamp: new Date(Date.now() - 60 * 60 * 1000).toISOString(),
  user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0',
  screen_resolution: '1920x1080',
  viewport_size: '1440x900',
  language: 'de-DE',
  timezone: 'Europe/Berlin',
  referrer: 'https://www.example.org/',
  landing_page: '/',
};

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
