/**
 * The authorization matrix (issue 13 point 3): EVERY route registered under /api/admin/ — collected
 * from Fastify itself, not from a list kept by hand — answers 401 to an anonymous request unless it
 * is public by design, 403 to an editor where it belongs to the owner, needs the double-submit
 * token for every write, and is in the OpenAPI document. A route added later cannot be forgotten.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mountApi } from '../../src/app';
import type { DatabaseHandle } from '../../src/db/client';
import { testConfig } from '../helpers/build-app';
import { createTestDatabase } from '../helpers/test-database';
import { addUser, browser, type ConsoleClient, OWNER, OWNER_ENV, signedIn } from './console-client';

/** Public by design: what someone not (yet) signed in must be able to call. */
const PUBLIC = new Set([
  'GET /api/admin/auth/setup-status/',
  'POST /api/admin/auth/setup/',
  'POST /api/admin/auth/login/',
  'POST /api/admin/auth/second-factor/',
  'POST /api/admin/auth/invitation/',
  // A forgotten password (decision 090): asked for and set before anyone is signed in.
  'POST /api/admin/auth/password-reset/',
  'POST /api/admin/auth/password-reset/confirm/',
  'POST /api/admin/auth/logout/',
]);

/**
 * The owner's areas (issue 13: the editor edits content and media only — no users, subscribers,
 * messages or settings; the audit log is the owner's too). Every route below them is owner-only.
 */
const OWNER_AREAS = [
  '/api/admin/users/',
  '/api/admin/audit/',
  '/api/admin/settings/',
  '/api/admin/site-settings/',
  '/api/admin/languages/',
  '/api/admin/themes/',
  '/api/admin/redirects/',
  '/api/admin/subscribers/',
  '/api/admin/newsletter/',
  '/api/admin/messages/',
  '/api/admin/contact-messages/',
  '/api/admin/analytics/',
  '/api/admin/outbox/',
  '/api/admin/campaigns/',
  '/api/admin/retention/',
  // The agenda (decision 104): bookings are personal data, the owner's alone.
  '/api/admin/bookings/',
];
/**
 * Owner-only routes in an area everyone signed in reads: the practice's time zone (decision 086) is
 * read by every screen that counts days, changed by the owner alone; so is booking's setup (106).
 */
const OWNER_ROUTES = new Set([
  'PATCH /api/admin/practice/',
  // The booking policy (decision 103): everyone signed in reads it, the owner alone changes it.
  'PATCH /api/admin/booking/policy/',
  // Booking's setup (decision 106): everyone signed in reads it, the owner alone changes it.
  'POST /api/admin/booking-setup/session-types/',
  'PATCH /api/admin/booking-setup/session-types/:id/',
  'DELETE /api/admin/booking-setup/session-types/:id/',
  'POST /api/admin/booking-setup/session-types/order/',
  'PATCH /api/admin/booking-setup/availability/',
  'PATCH /api/admin/booking-setup/date-overrides/:date/',
  'DELETE /api/admin/booking-setup/date-overrides/:date/',
  'POST /api/admin/booking-setup/holiday-import/',
  'POST /api/admin/booking-setup/blocked-times/',
  'DELETE /api/admin/booking-setup/blocked-times/:id/',
]);

type Route = { method: string; url: string };
const routes: Route[] = [];
let app: FastifyInstance;
let api: FastifyInstance;
let database: DatabaseHandle;
let editor: ConsoleClient;
let owner: ConsoleClient;

beforeAll(async () => {
  database = await createTestDatabase();
  app = Fastify();
  // Every route as Fastify registers it, whoever declares it and however.
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD' && route.url.startsWith('/api/admin/')) routes.push({ method, url: route.url });
    }
  });
  ({ api } = await mountApi(app, { config: testConfig(OWNER_ENV), database }));
  await app.ready();
  owner = await signedIn({ app }, OWNER);
  editor = (await addUser({ app }, owner, 'editor')).client;
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const key = (route: Route) => `${route.method} ${route.url}`;
/** A concrete path: every parameter a well-formed id that names nothing. */
const pathOf = (url: string) => url.replace(/:\w+/g, '00000000-0000-4000-8000-000000000000');
const bodyOf = (method: string) => (method === 'GET' || method === 'DELETE' ? undefined : {});
const isOwnerOnly = (route: Route) =>
  OWNER_AREAS.some((area) => route.url.startsWith(area)) || OWNER_ROUTES.has(key(route));

describe('every /api/admin/ route', () => {
  it('is collected (the console API exists) and the public list names only real routes', () => {
    expect(routes.length).toBeGreaterThanOrEqual(18);
    const registered = new Set(routes.map(key));
    for (const route of PUBLIC) expect(registered, route).toContain(route);
  });

  it('anonymous → 401, unless public by design', async () => {
    const anonymous = browser(app, { ip: '192.0.2.90' });
    for (const route of routes.filter((candidate) => !PUBLIC.has(key(candidate)))) {
      const answer = await anonymous.request(route.method as never, pathOf(route.url), bodyOf(route.method));
      expect(answer.status, key(route)).toBe(401);
    }
  });

  it("editor on an owner's route → 403; elsewhere neither 401 nor 403", async () => {
    for (const route of routes.filter((candidate) => !PUBLIC.has(key(candidate)))) {
      const answer = await editor.request(route.method as never, pathOf(route.url), bodyOf(route.method));
      if (isOwnerOnly(route)) expect(answer.status, key(route)).toBe(403);
      else expect([401, 403], `${key(route)} answered ${answer.status}`).not.toContain(answer.status);
    }
    // The editor is still signed in: nothing above ended the session.
    expect((await editor.get('/api/admin/auth/me/')).status).toBe(200);
  });

  it("declares owner-only for exactly the owner's areas", () => {
    for (const route of routes.filter((candidate) => !PUBLIC.has(key(candidate)))) {
      const doc = api.routeDocs.find(
        (candidate) => candidate.method === route.method && candidate.url === route.url,
      );
      expect(doc, `${key(route)} is declared with defineRoute`).toBeDefined();
      expect(doc?.auth, key(route)).toEqual(isOwnerOnly(route) ? { role: 'owner' } : expect.anything());
      expect(doc?.auth, key(route)).not.toBe('public');
    }
  });

  it('every answer to a signed-in request is Cache-Control: no-store, lists and items alike (issue 23 point 3)', async () => {
    const gets = routes.filter((candidate) => candidate.method === 'GET');
    for (const route of gets) {
      // Lists at their real path; items at an id that names nothing (the 404 is the account's too).
      const answer = await owner.request('GET', pathOf(route.url));
      expect(answer.headers['cache-control'], `${key(route)} answered ${answer.status}`).toBe('no-store');
    }
    const lists = await Promise.all(
      ['/api/admin/services/', '/api/admin/blog-posts/', '/api/admin/legal-pages/'].map((url) =>
        editor.get(url),
      ),
    );
    for (const list of lists) {
      expect(list.status).toBe(200);
      expect(list.headers['cache-control']).toBe('no-store');
    }
    // A public answer to the same browser is its account's view too; to a visitor it stays cacheable.
    expect((await owner.get('/api/services/')).headers['cache-control']).toBe('no-store');
    const visitor = await app.inject({ method: 'GET', url: '/api/services/' });
    expect(visitor.headers['cache-control']).not.toBe('no-store');
  });

  it('every write needs the double-submit token (403 without X-CSRFToken, even signed in)', async () => {
    for (const route of routes.filter((candidate) => candidate.method !== 'GET')) {
      const answer = await owner.request(route.method as never, pathOf(route.url), bodyOf(route.method), {
        'x-csrftoken': '',
      });
      expect(answer.status, key(route)).toBe(403);
      expect(answer.body.message, key(route)).toBe(
        'Die Sicherheitsprüfung ist fehlgeschlagen. Bitte laden Sie die Seite neu.',
      );
    }
  });

  it('is in the OpenAPI document, with x-auth on every protected one', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const route of routes) {
      const operation = document.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
      expect(operation, key(route)).toBeDefined();
      if (!PUBLIC.has(key(route))) {
        expect(operation['x-auth'], key(route)).toBe(isOwnerOnly(route) ? 'role:owner' : 'session');
        expect(Object.keys(operation.responses), key(route)).toEqual(expect.arrayContaining(['401', '403']));
      }
    }
  });
});
