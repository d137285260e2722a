import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app';
import { type AppConfig, loadConfig } from '../../src/config';
import type { DatabaseHandle } from '../../src/db/client';
import { createTestDatabase } from './test-database';

export function testConfig(overrides: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    APP_SECRET: 'test-secret-test-secret-test-secret-0123',
    PUBLIC_URL: 'http://localhost:3000',
    RATE_LIMIT_NEWSLETTER_PER_MINUTE: '1000',
    RATE_LIMIT_CONTACT_PER_MINUTE: '1000',
    RATE_LIMIT_ANALYTICS_PER_MINUTE: '1000',
    RATE_LIMIT_ANALYTICS_SESSIONS_PER_HOUR: '1000',
    RATE_LIMIT_BOOKING_PER_ADDRESS_PER_HOUR: '1000',
    ...overrides,
  });
}

export type TestContext = {
  /** The root app (inject requests here). */
  app: FastifyInstance;
  /** The encapsulated API instance: repositories, responseCache, config. */
  api: FastifyInstance;
  database: DatabaseHandle;
  /** GET helper returning status and parsed JSON. */
  get: (
    url: string,
    headers?: Record<string, string>,
  ) => Promise<{ status: number; body: any; headers: Record<string, unknown> }>;
  /** POST with JSON body, a valid CSRF cookie/header pair and same-origin headers. */
  post: (
    url: string,
    body: unknown,
    options?: Partial<InjectOptions>,
  ) => Promise<{ status: number; body: any; headers: Record<string, unknown> }>;
};

/**
 * A real app over a fresh, migrated and seeded database for the test file (fastify/demo style).
 * Use inside a describe block or at module level.
 */
export function setupApp(env: Record<string, string> = {}): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    const database = await createTestDatabase();
    const built = await buildApp(testConfig(env), { database });
    Object.assign(context, await clientFor(built.app, built.api), { database });
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.close();
  });
  return context;
}

/** Request helpers for a built app (a CSRF token is fetched once). */
export async function clientFor(
  app: FastifyInstance,
  api: FastifyInstance,
): Promise<Omit<TestContext, 'database'> & { database: DatabaseHandle }> {
  const csrf = await app.inject({ method: 'GET', url: '/api/csrf/' });
  const token = (csrf.json() as { csrftoken: string }).csrftoken;
  const get: TestContext['get'] = async (url, headers = {}) => {
    const response = await app.inject({ method: 'GET', url, headers });
    return { status: response.statusCode, body: parse(response.body), headers: response.headers };
  };
  const post: TestContext['post'] = async (url, body, options = {}) => {
    const response = await app.inject({
      method: 'POST',
      url,
      payload: typeof body === 'string' ? body : JSON.stringify(body),
      ...options,
      headers: {
        'content-type': 'application/json',
        'x-csrftoken': token,
        origin: 'http://localhost:3000',
        'sec-fetch-site': 'same-origin',
        ...options.headers,
      },
      cookies: { csrftoken: token, ...options.cookies },
    });
    return { status: response.statusCode, body: parse(response.body), headers: response.headers };
  };
  return { app, api, database: api.database, get, post };
}

function parse(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}
