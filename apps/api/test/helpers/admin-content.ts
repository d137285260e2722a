/**
 * The API with the console's content routes over a fresh, seeded database, for content tests. Who
 * is signed in comes from an `x-test-role` header (owner, editor or none): the session logic is
 * proven by the auth tests; these prove drafts, publish and revisions.
 */
import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import contentAdminRoutes from '../../src/admin/content/content-routes';
import { apiPlugin } from '../../src/app';
import type { DatabaseHandle } from '../../src/db/client';
import type { Authenticator } from '../../src/lib/auth';
import { CONTENT_RESOURCES } from '../../src/repositories/resources';
import { testConfig } from './build-app';
import { createTestDatabase } from './test-database';

/** Test users by role (ids as the sessions store them). */
export const TEST_USERS = {
  owner: '00000000-0000-4000-8000-000000000001',
  editor: '00000000-0000-4000-8000-000000000002',
} as const;

const testAuthenticator: Authenticator = async (request) => {
  const role = request.headers['x-test-role'];
  return role === 'owner' || role === 'editor' ? { userId: TEST_USERS[role], role } : null;
};

export type Answer = { status: number; body: any };

export type ContentTestContext = {
  app: FastifyInstance;
  /** The encapsulated API instance (its services: redirects, repositories …). */
  api: FastifyInstance;
  database: DatabaseHandle;
  /** A request as the console sends it: same origin, CSRF token, JSON, signed in as `role`. */
  send: (
    method: InjectOptions['method'],
    url: string,
    options?: { body?: unknown; role?: 'owner' | 'editor' | null; csrf?: boolean },
  ) => Promise<Answer>;
};

export function setupContentApp(): ContentTestContext {
  const context = {} as ContentTestContext;
  beforeAll(async () => {
    context.database = await createTestDatabase();
    const app = Fastify({ logger: process.env.TEST_LOG === '1' });
    await app.register(
      async (instance) => {
        instance.decorate('authenticator', testAuthenticator);
        await apiPlugin(instance, { config: testConfig(), database: context.database });
        await instance.register(contentAdminRoutes, { prefix: '/admin', resources: CONTENT_RESOURCES });
        context.api = instance;
      },
      { prefix: '/api' },
    );
    await app.ready();
    context.app = app;
    const token = (await app.inject({ method: 'GET', url: '/api/csrf/' })).json().csrftoken as string;
    context.send = async (method, url, { body, role = 'editor', csrf = true } = {}) => {
      const response = await app.inject({
        method,
        url,
        headers: {
          origin: 'http://localhost:3000',
          'sec-fetch-site': 'same-origin',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(csrf ? { 'x-csrftoken': token } : {}),
          ...(role ? { 'x-test-role': role } : {}),
        },
        cookies: csrf ? { csrftoken: token } : {},
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });
      return { status: response.statusCode, body: response.body ? safeJson(response.body) : undefined };
    };
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.close();
  });
  return context;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
