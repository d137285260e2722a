/**
 * Requests to the console's API as a browser makes them: same-origin headers, the double-submit
 * token, and a session cookie per signed-in person (test/admin/*).
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect, vi } from 'vitest';
import type { TestContext } from '../helpers/build-app';

export const ORIGIN = 'http://localhost:3000';
export const SESSION_COOKIE = 'wegweiser_session';
/** Passes every password rule (long, not on the list). */
export const OWNER = { email: 'owner@example.com', password: 'Kaffee-Wolke-Brücke-47', name: 'Olga Owner' };
export const OWNER_ENV = { OWNER_EMAIL: OWNER.email, OWNER_PASSWORD: OWNER.password, OWNER_NAME: OWNER.name };

export type Answer = { status: number; body: any; headers: Record<string, unknown>; cookies: Cookie[] };
type Cookie = LightMyRequestResponse['cookies'][number];
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT';

export type ConsoleClient = {
  /** The session cookie's value, once signed in. */
  session: string | undefined;
  request: (method: Method, url: string, body?: unknown, headers?: Record<string, string>) => Promise<Answer>;
  get: (url: string) => Promise<Answer>;
  post: (url: string, body?: unknown) => Promise<Answer>;
  patch: (url: string, body: unknown) => Promise<Answer>;
  delete: (url: string) => Promise<Answer>;
  /** Any bytes under any content type (none when `payload` is undefined): bad JSON, wrong types. */
  raw: (
    method: Method,
    url: string,
    payload: string | Buffer | undefined,
    headers?: Record<string, string>,
  ) => Promise<Answer>;
  /** A multipart form (test/helpers/multipart-form.ts) as the console's uploads send it. */
  upload: (url: string, body: { payload: Buffer; headers: Record<string, string> }) => Promise<Answer>;
};

const csrfTokens = new WeakMap<FastifyInstance, string>();
async function csrf(app: FastifyInstance) {
  const known = csrfTokens.get(app);
  if (known) return known;
  const answer = await app.inject({ method: 'GET', url: '/api/csrf/' });
  const token = (answer.json() as { csrftoken: string }).csrftoken;
  csrfTokens.set(app, token);
  return token;
}

/**
 * A browser: keeps the session cookie the API sets (and drops it when cleared). `ip` sets the
 * client address (Fastify's inject `remoteAddress`).
 */
export function browser(
  app: FastifyInstance,
  options: { ip?: string; cookieName?: string } = {},
): ConsoleClient {
  const name = options.cookieName ?? SESSION_COOKIE;
  const client: ConsoleClient = {
    session: undefined,
    request: (method, url, body, headers = {}) =>
      send(
        method,
        url,
        body === undefined ? undefined : JSON.stringify(body),
        body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      ),
    get: (url) => client.request('GET', url),
    post: (url, body) => client.request('POST', url, body),
    patch: (url, body) => client.request('PATCH', url, body),
    delete: (url) => client.request('DELETE', url),
    raw: (method, url, payload, headers = {}) => send(method, url, payload, headers),
    upload: (url, body) => send('POST', url, body.payload, body.headers),
  };
  async function send(
    method: Method,
    url: string,
    payload: string | Buffer | undefined,
    headers: Record<string, string>,
  ) {
    const token = await csrf(app);
    const response = await app.inject({
      method,
      url,
      remoteAddress: options.ip ?? '203.0.113.10',
      ...(payload === undefined ? {} : { payload }),
      headers: {
        'x-csrftoken': token,
        origin: ORIGIN,
        'sec-fetch-site': 'same-origin',
        'user-agent': 'console-test',
        ...headers,
      },
      cookies: { csrftoken: token, ...(client.session ? { [name]: client.session } : {}) },
    });
    const cookie = response.cookies.find((candidate) => candidate.name === name);
    if (cookie) client.session = cookie.value === '' || cookie.maxAge === 0 ? undefined : cookie.value;
    return {
      status: response.statusCode,
      body: response.body ? safeJson(response.body) : undefined,
      headers: response.headers,
      cookies: response.cookies,
    };
  }
  return client;
}

function safeJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

/** Signs in and expects success; returns the browser. */
export async function signedIn(
  t: Pick<TestContext, 'app'>,
  credentials: { email: string; password: string } = OWNER,
  options: { ip?: string } = {},
): Promise<ConsoleClient> {
  const client = browser(t.app, options);
  const answer = await client.post('/api/admin/auth/login/', {
    email: credentials.email,
    password: credentials.password,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body.status).toBe('signed_in');
  return client;
}

let invited = 0;
/**
 * A new account of the role, created as a person would be: the owner invites, the invitee accepts.
 * Returns the invitee's signed-in browser and credentials.
 */
export async function addUser(
  t: Pick<TestContext, 'app'>,
  owner: ConsoleClient,
  role: 'owner' | 'editor',
  overrides: { email?: string; password?: string; name?: string } = {},
) {
  invited += 1;
  const email = overrides.email ?? `${role}-${invited}-${Date.now()}@example.com`;
  const password = overrides.password ?? `Leuchtturm-Seegang-${invited}-Abend`;
  const invitation = await owner.post('/api/admin/users/', {
    email,
    name: overrides.name ?? `${role} ${invited}`,
    role,
  });
  expect(invitation.status, JSON.stringify(invitation.body)).toBe(201);
  const token = new URL(invitation.body.invitation_url).searchParams.get('token');
  const client = browser(t.app);
  const accepted = await client.post('/api/admin/auth/invitation/', {
    token,
    name: overrides.name ?? `${role} ${invited}`,
    password,
  });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  return { client, email, password, id: invitation.body.user.id as string };
}

/**
 * Freezes the clock at `start` (only Date is faked: no timers, no sleeps); `advance` moves it on.
 * Call `vi.useRealTimers()` after the test.
 */
export function fakeClock(start = Date.now()) {
  let now = start;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  return {
    advance(ms: number) {
      now += ms;
      vi.setSystemTime(now);
    },
  };
}
