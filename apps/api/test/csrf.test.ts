/**
 * Cross-site protection (decision 025): the public anonymous endpoints refuse cross-site requests by
 * Fetch Metadata and Origin (Go's CrossOriginProtection) plus the JSON-only rule, and accept a plain
 * API client that sends what spec section 7 shows; routes declaring `csrf: 'token'` (the console's)
 * keep the double-submit token.
 */
import { sessionStartFixture } from '@wegweiser/contracts/testing';
import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { mountApi } from '../src/app';
import type { DatabaseHandle } from '../src/db/client';
import { defineRoute } from '../src/lib/route';
import { isCrossOriginRequest } from '../src/plugins/csrf';
import { setupApp, testConfig } from './helpers/build-app';
import { newsletterHelpers } from './helpers/newsletter';
import { createTestDatabase } from './helpers/test-database';

const t = setupApp();
const { subscribeAndGetToken, subscription } = newsletterHelpers(t);
const REFUSED = { message: 'The security check failed. Please reload the page.' };

/** A POST exactly as the spec's plain client sends it: a JSON body and its content type, nothing else. */
const plainPost = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers },
  });

async function startSession(headers: Record<string, string> = {}) {
  const response = await plainPost(
    '/api/analytics/session/start/?language=en',
    sessionStartFixture(),
    headers,
  );
  return { response, sessionId: String(response.json().session_id) };
}
const pageView = (session_id: string) => ({
  type: 'page_view',
  timestamp: new Date().toISOString(),
  data: {
    session_id,
    page_path: '/',
    page_title: 'Start',
    timestamp: new Date().toISOString(),
    referrer: null,
    viewport_width: 1440,
    viewport_height: 900,
  },
});

/** Every public anonymous write: a request that must succeed, and the status it succeeds with. */
const publicWrites: { name: string; request: () => Promise<{ url: string; body: unknown }>; ok: number }[] = [
  {
    name: 'newsletter subscribe',
    request: async () => ({ url: '/api/newsletter/subscribe/', body: { email: 'plain@example.com' } }),
    ok: 200,
  },
  {
    name: 'contact',
    request: async () => ({
      url: '/api/contact/',
      body: { name: 'Ada', email: 'ada@example.com', message: 'Hallo' },
    }),
    ok: 201,
  },
  {
    name: 'analytics session start',
    request: async () => ({ url: '/api/analytics/session/start/', body: sessionStartFixture() }),
    ok: 201,
  },
  {
    name: 'analytics track',
    request: async () => {
      const { sessionId } = await startSession();
      return { url: '/api/analytics/track/', body: { events: [pageView(sessionId)] } };
    },
    ok: 201,
  },
  {
    name: 'analytics session end',
    request: async () => {
      const { sessionId } = await startSession();
      return {
        url: '/api/analytics/session/end/',
        body: { session_id: sessionId, timestamp: new Date().toISOString() },
      };
    },
    ok: 200,
  },
];

describe('the public anonymous endpoints', () => {
  it.each(publicWrites)(
    '$name: the spec’s plain client (no cookie, token, Origin or Fetch Metadata) is accepted',
    async ({ request, ok }) => {
      const { url, body } = await request();
      const response = await plainPost(url, body);
      expect(response.statusCode, response.body).toBe(ok);
      // No cookie needed, none handed out.
      expect(response.headers['set-cookie']).toBeUndefined();
    },
  );

  it('POST /api/newsletter/subscribe/ with {email} alone signs the address up', async () => {
    const response = await plainPost('/api/newsletter/subscribe/', { email: 'spec-client@example.com' });
    expect(response.statusCode).toBe(200);
    expect((await subscription('spec-client@example.com'))?.status).toBe('pending');
  });

  it.each(publicWrites)(
    '$name: a browser’s same-origin request (Sec-Fetch-Site same-origin or none) is accepted',
    async ({ request, ok }) => {
      for (const site of ['same-origin', 'none']) {
        const { url, body } = await request();
        const response = await plainPost(url, body, {
          'sec-fetch-site': site,
          origin: 'http://localhost:3000',
        });
        expect(response.statusCode, `${site}: ${response.body}`).toBe(ok);
      }
    },
  );

  it.each(publicWrites)(
    '$name: a cross-site or same-site request is refused with the catalogue’s 403',
    async ({ request }) => {
      for (const site of ['cross-site', 'same-site']) {
        const { url, body } = await request();
        // The request's own Origin does not help: Sec-Fetch-Site decides when a browser sends it.
        const response = await plainPost(`${url}?language=en`, body, {
          'sec-fetch-site': site,
          origin: 'http://localhost:3000',
        });
        expect(response.statusCode, site).toBe(403);
        expect(response.json()).toEqual(REFUSED);
      }
    },
  );

  it.each(publicWrites)(
    '$name: a foreign Origin without Fetch Metadata (an older browser) is refused',
    async ({ request }) => {
      const { url, body } = await request();
      const response = await plainPost(`${url}?language=en`, body, { origin: 'https://evil.example' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(REFUSED);
    },
  );

  it('refuses a cross-site subscription before reading its body: nothing is stored', async () => {
    const response = await plainPost(
      '/api/newsletter/subscribe/',
      { email: 'victim@example.com' },
      {
        'sec-fetch-site': 'cross-site',
      },
    );
    expect(response.statusCode).toBe(403);
    expect(await subscription('victim@example.com')).toBeUndefined();
  });

  it('answers a form’s content type (what a cross-site HTML form could send) with 415', async () => {
    for (const contentType of [
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'text/plain',
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/newsletter/subscribe/?language=en',
        payload: contentType.startsWith('multipart') ? '--x--\r\n' : 'email=form@example.com',
        headers: { 'content-type': contentType },
      });
      expect(response.statusCode, contentType).toBe(415);
    }
    expect(await subscription('form@example.com')).toBeUndefined();
  });

  it('takes an Origin naming the request’s own host in development (no PUBLIC_URL needed)', async () => {
    const own = await plainPost(
      '/api/contact/',
      { name: 'A', email: 'a@example.com', message: 'Hallo' },
      {
        host: 'coach.test:3000',
        origin: 'http://coach.test:3000',
      },
    );
    expect(own.statusCode).toBe(201);
  });

  it('the emailed links’ POSTs (confirm, unsubscribe) are accepted from a plain client and refused cross-site', async () => {
    const { confirm, unsubscribe } = await subscribeAndGetToken('links@example.com');
    for (const headers of [{ 'sec-fetch-site': 'cross-site' }, { origin: 'https://evil.example' }]) {
      const refused = await t.app.inject({
        method: 'POST',
        url: `/api/newsletter/confirm/${confirm}/`,
        headers,
      });
      expect(refused.statusCode).toBe(403);
    }
    expect((await subscription('links@example.com'))?.status).toBe('pending');
    const confirmed = await t.app.inject({ method: 'POST', url: `/api/newsletter/confirm/${confirm}/` });
    expect(confirmed.statusCode).toBe(200);
    const unsubscribed = await t.app.inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe/${unsubscribe}/`,
    });
    expect(unsubscribed.statusCode).toBe(200);
    expect((await subscription('links@example.com'))?.status).toBe('unsubscribed');
  });

  it('does not check safe methods', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/languages/',
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('CSRF in production: the site’s origin is PUBLIC_URL alone', () => {
  const prod = setupApp({ NODE_ENV: 'production', PUBLIC_URL: 'https://coach.example' });
  const message = { name: 'A', email: 'a@example.com', message: 'Hallo' };

  it('accepts PUBLIC_URL’s origin', async () => {
    const response = await prod.app.inject({
      method: 'POST',
      url: '/api/contact/',
      payload: JSON.stringify(message),
      headers: { 'content-type': 'application/json', host: 'coach.example', origin: 'https://coach.example' },
    });
    expect(response.statusCode).toBe(201);
  });

  it('refuses an Origin that only matches the Host header (a DNS-rebound name)', async () => {
    const response = await prod.app.inject({
      method: 'POST',
      url: '/api/contact/',
      payload: JSON.stringify(message),
      headers: {
        'content-type': 'application/json',
        host: 'rebound.example',
        origin: 'http://rebound.example',
      },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('isCrossOriginRequest (Go’s algorithm)', () => {
  const site = (origin: string) => origin === 'https://coach.example';
  const check = (method: string, headers: Record<string, string>) =>
    isCrossOriginRequest({ method, headers }, site);

  it.each([
    ['GET', { 'sec-fetch-site': 'cross-site' }, false],
    ['HEAD', { origin: 'https://evil.example' }, false],
    ['OPTIONS', { 'sec-fetch-site': 'cross-site' }, false],
    ['POST', {}, false],
    ['POST', { 'sec-fetch-site': 'same-origin' }, false],
    ['POST', { 'sec-fetch-site': 'none' }, false],
    ['POST', { 'sec-fetch-site': 'same-origin', origin: 'https://evil.example' }, false],
    ['POST', { 'sec-fetch-site': 'same-site' }, true],
    ['POST', { 'sec-fetch-site': '', origin: 'https://evil.example' }, true],
    ['POST', { 'sec-fetch-site': '', origin: 'https://coach.example' }, false],
    ['POST', { origin: '' }, false],
    ['POST', { 'sec-fetch-site': 'cross-site', origin: 'https://coach.example' }, true],
    ['PUT', { origin: 'https://evil.example' }, true],
    ['DELETE', { origin: 'https://coach.example' }, false],
    ['PATCH', { origin: 'null' }, true],
  ] as const)('%s %o → cross-origin %s', (method, headers, expected) => {
    expect(check(method, headers)).toBe(expected);
  });
});

describe("the double-submit token (`csrf: 'token'`, the console's routes)", () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = Fastify();
    const { api } = await mountApi(app, { config: testConfig(), database });
    // A test-only route as the console's authenticated writes will declare it.
    defineRoute(api, {
      method: 'POST',
      url: '/test/token-protected/',
      summary: 'test only',
      tags: ['test'],
      csrf: 'token',
      body: z.object({ value: z.string() }),
      response: { 200: z.object({ value: z.string() }) },
      handler: async ({ body }) => ({ value: body.value }),
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const tokenPost = (options: Partial<InjectOptions> & { headers?: Record<string, string> } = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/test/token-protected/?language=en',
      payload: JSON.stringify({ value: 'ok' }),
      ...options,
      headers: { 'content-type': 'application/json', ...options.headers },
    });
  const issue = async () =>
    (await app.inject({ method: 'GET', url: '/api/csrf/' })).json().csrftoken as string;

  it('GET /api/csrf/ issues a signed csrftoken cookie readable by scripts', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/csrf/' });
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^csrftoken=[\w-]+\.[\w-]+;/);
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('HttpOnly');
    expect(response.json().csrftoken).toBe(cookie.split(';')[0]?.split('=')[1]);
  });

  it('accepts the cookie echoed in X-CSRFToken', async () => {
    const token = await issue();
    const response = await tokenPost({ headers: { 'x-csrftoken': token }, cookies: { csrftoken: token } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ value: 'ok' });
  });

  it('refuses a request without token (the plain client the public endpoints accept) and sets a fresh cookie', async () => {
    const response = await tokenPost();
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(REFUSED);
    expect(String(response.headers['set-cookie'])).toMatch(/^csrftoken=[\w-]+\.[\w-]+;/);
  });

  it('refuses a header that does not match the cookie', async () => {
    const [cookie, other] = [await issue(), await issue()];
    const response = await tokenPost({ headers: { 'x-csrftoken': other }, cookies: { csrftoken: cookie } });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a forged, unsigned token even when cookie and header agree', async () => {
    const forged = 'attacker.chosen';
    const response = await tokenPost({ headers: { 'x-csrftoken': forged }, cookies: { csrftoken: forged } });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a cross-site request even with a valid token', async () => {
    const token = await issue();
    for (const headers of [{ 'sec-fetch-site': 'cross-site' }, { origin: 'https://evil.example' }] as Record<
      string,
      string
    >[]) {
      const response = await tokenPost({
        headers: { 'x-csrftoken': token, ...headers },
        cookies: { csrftoken: token },
      });
      expect(response.statusCode).toBe(403);
    }
  });
});
