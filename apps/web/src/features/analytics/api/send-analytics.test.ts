import { sessionStartFixture } from '@wegweiser/contracts/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession } from './end-session';
import { sendAnalytics } from './send-analytics';
import { SessionStartRefused, startSession } from './start-session';
import { isUnknownSessionError, trackEvents, trackOutcome } from './track-events';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function stubBrowser(responses: Response[]) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => responses.shift() ?? json(201, {}));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('sendAnalytics', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('POSTs JSON to /api/analytics with the language and nothing else: no CSRF handshake (decision 025)', async () => {
    // A csrftoken cookie left from earlier is not read.
    vi.stubGlobal('document', { cookie: 'selectedLanguage=de; csrftoken=abc.def' });
    const fetch = stubBrowser([json(201, { accepted: 1 })]);
    const response = await sendAnalytics('/track/', { events: [] }, { language: 'en', keepalive: true });
    expect(response).toEqual({ status: 201, body: { accepted: 1 } });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/analytics/track/?language=en');
    expect(init).toEqual({
      method: 'POST',
      body: '{"events":[]}',
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
    });
  });

  it('sends large bodies without keepalive (browsers cap keepalive at 64 KiB)', async () => {
    const fetch = stubBrowser([]);
    await sendAnalytics('/track/', { big: 'x'.repeat(70_000) }, { language: 'de', keepalive: true });
    expect(fetch.mock.calls[0]?.[1]?.keepalive).toBe(false);
  });

  it('starts the request synchronously, with or without a cookie (pagehide)', () => {
    const fetch = stubBrowser([]);
    void sendAnalytics('/session/end/', {}, { language: 'de', keepalive: true });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('rejects on network failure (the caller decides what to do)', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(sendAnalytics('/track/', {}, { language: 'de' })).rejects.toThrow('Failed to fetch');
  });
});

describe('analytics requests', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('session start returns the session_id of a 201, else null', async () => {
    stubBrowser([json(201, { session_id: 'f3b0c442-98fc-4c14-9afb-000000000000' }), json(503, {})]);
    const payload = sessionStartFixture();
    await expect(startSession(payload, 'de')).resolves.toBe('f3b0c442-98fc-4c14-9afb-000000000000');
    await expect(startSession(payload, 'de')).resolves.toBeNull();
  });

  it('track sends {events} and session end sends {session_id, timestamp} with keepalive', async () => {
    const fetch = stubBrowser([json(201, { accepted: 0 }), json(200, { message: 'ok' })]);
    await trackEvents([], 'de', false);
    await endSession('abc', 'de');
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({ events: [] });
    const end = fetch.mock.calls[1];
    expect(end?.[0]).toBe('/api/analytics/session/end/?language=de');
    expect(end?.[1]?.keepalive).toBe(true);
    const body = JSON.parse(String(end?.[1]?.body));
    expect(body.session_id).toBe('abc');
    expect(body.timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('recognises a batch rejected only for an unknown session', () => {
    const unknown = { 'events.0.data.session_id': ['Unbekannte Sitzung'], 'events.3.data.session_id': ['x'] };
    expect(isUnknownSessionError({ status: 400, body: { message: 'm', errors: unknown } })).toBe(true);
    expect(
      isUnknownSessionError({
        status: 400,
        body: { message: 'm', errors: { ...unknown, 'events.1.data.page_path': ['required'] } },
      }),
    ).toBe(false);
    expect(isUnknownSessionError({ status: 400, body: { message: 'm' } })).toBe(false);
    expect(isUnknownSessionError({ status: 500, body: { errors: unknown } })).toBe(false);
  });

  const startPayload = sessionStartFixture();

  it('session start rejects a 429 with how long to wait (Retry-After, else a minute)', async () => {
    stubBrowser([
      new Response('{"message":"m"}', { status: 429, headers: { 'retry-after': '1800' } }),
      json(429, { message: 'm' }),
    ]);
    const refused = await startSession(startPayload, 'de').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(SessionStartRefused);
    expect((refused as SessionStartRefused).retryAfterMs).toBe(1_800_000);
    await expect(startSession(startPayload, 'de')).rejects.toMatchObject({ retryAfterMs: 60_000 });
  });

  it('treats a 201 accepting fewer events than sent as sent (a full session is never resent)', () => {
    expect(trackOutcome({ status: 201, body: { accepted: 0 } })).toBe('sent');
    expect(trackOutcome({ status: 201, body: { accepted: 3 } })).toBe('sent');
  });

  it('continues in a new session when the session expired, drops what would fail forever', () => {
    const expired = { 'events.0.data.session_id': ['Diese Sitzung ist abgelaufen.'] };
    expect(trackOutcome({ status: 400, body: { message: 'm', errors: expired } })).toBe('new_session');
    const tooLarge = { 'events.1.data': ['Dieses Ereignis ist zu groß (höchstens 4096 Bytes).'] };
    expect(trackOutcome({ status: 400, body: { message: 'm', errors: tooLarge } })).toBe('drop');
    expect(trackOutcome({ status: 413, body: { message: 'm' } })).toBe('drop');
    for (const status of [408, 429, 500, 503]) expect(trackOutcome({ status, body: null })).toBe('retry');
    // A cross-origin refusal (decision 025): no token to refresh, it would fail forever.
    expect(trackOutcome({ status: 403, body: { message: 'm' } })).toBe('drop');
  });
});
