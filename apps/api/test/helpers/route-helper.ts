/**
 * What the route helper's tests (decision 023) share: test-only routes on the real API plugins,
 * built through app.inject with the log lines captured, an app started with one route of its own
 * (for declarations that must fail at start-up).
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { z } from 'zod';
import { apiPlugin } from '../../src/app';
import type { DatabaseHandle } from '../../src/db/client';
import type { Authenticator } from '../../src/lib/auth';
import { serverLogging } from '../../src/lib/logger';
import { defineRoute } from '../../src/lib/route';
import { testConfig } from './build-app';
import { createTestDatabase } from './test-database';

/** Signed in as the role the test names in a header; nobody without it. */
export const testAuthenticator: Authenticator = async (request) => {
  const role = request.headers['x-test-role'];
  return role === 'owner' || role === 'editor' ? { userId: `user-${role}`, role } : null;
};

const Item = z.object({ id: z.number().int(), name: z.string() });
const ItemBody = z.strictObject({
  name: z.string().min(1, { error: 'required' }).max(20, { error: 'too_long' }),
});
const IdParams = z.object({ id: z.coerce.number().int().min(1) });
export const UPLOAD = {
  field: 'file',
  maxFileBytes: 1024,
  maxFiles: 2,
  maxRequestBytes: 1600,
  types: ['image/png', 'image/jpeg'],
} as const;

export type RouteHelperContext = {
  /** The app with the test routes below /api/test/ (the test authenticator registered). */
  app: FastifyInstance;
  database: DatabaseHandle;
  /** What the apps logged during the current test, one JSON line each. */
  written: string[];
  logLines: () => Record<string, any>[];
  /** How often the cached route's response schema ran. */
  schemaChecks: number;
  /** Starts an app whose only test route is `spec` (for declarations that must fail at start-up). */
  startWith: (
    spec: Parameters<typeof defineRoute>[1],
    authenticator?: Authenticator,
  ) => Promise<FastifyInstance>;
};

function testRoutes(context: RouteHelperContext) {
  return async (app: FastifyInstance) => {
    await app.register(multipart);
    defineRoute(app, {
      method: 'GET',
      url: '/test/wrong-answer/',
      summary: 'answers what its schema does not allow',
      tags: ['test'],
      response: { 200: z.object({ count: z.number() }) },
      handler: async () => ({ count: 'secret-value-4711' }),
    });
    defineRoute(app, {
      method: 'GET',
      url: '/test/extra-field/',
      summary: 'answers a field its schema does not name',
      tags: ['test'],
      response: { 200: z.object({ count: z.number() }) },
      handler: async () => ({ count: 1, password_hash: 'x' }),
    });
    defineRoute(app, {
      method: 'GET',
      url: '/test/undeclared-status/',
      summary: 'answers with a status it does not declare',
      tags: ['test'],
      response: { 200: z.object({}) },
      handler: async ({ reply }) => {
        reply.code(202);
        return {};
      },
    });
    defineRoute(app, {
      method: 'GET',
      url: '/test/cached/',
      summary: 'cached content',
      tags: ['test'],
      cache: true,
      response: {
        200: z.object({ value: z.string() }).refine(() => {
          context.schemaChecks += 1;
          return true;
        }),
      },
      handler: async () => ({ value: 'cached' }),
    });
    defineRoute(app, {
      method: 'PUT',
      url: '/test/items/:id/',
      summary: 'replaces an item',
      tags: ['test'],
      csrf: false,
      params: IdParams,
      body: ItemBody,
      response: { 200: Item },
      handler: async ({ params, body }) => ({ id: params.id, name: body.name }),
    });
    defineRoute(app, {
      method: 'PATCH',
      url: '/test/items/:id/',
      summary: 'changes part of an item',
      tags: ['test'],
      csrf: false,
      params: IdParams,
      body: ItemBody.partial(),
      response: { 200: Item },
      handler: async ({ params, body }) => ({ id: params.id, name: body.name ?? 'unchanged' }),
    });
    defineRoute(app, {
      method: 'DELETE',
      url: '/test/items/:id/',
      summary: 'deletes an item (owner only)',
      tags: ['test'],
      csrf: false,
      auth: { role: 'owner' },
      params: IdParams,
      status: 204,
      response: { 204: z.undefined() },
      handler: async () => undefined,
    });
    defineRoute(app, {
      method: 'GET',
      url: '/test/me/',
      summary: 'who is signed in',
      tags: ['test'],
      auth: 'session',
      response: { 200: z.object({ user: z.string(), role: z.string() }) },
      handler: async ({ principal }) => ({ user: principal?.userId ?? '', role: principal?.role ?? '' }),
    });
    defineRoute(app, {
      method: 'POST',
      url: '/test/upload/',
      summary: 'uploads images with a title',
      tags: ['test'],
      csrf: false,
      multipart: UPLOAD,
      body: z.strictObject({ title: z.string().min(1, { error: 'required' }) }),
      response: {
        201: z.object({
          title: z.string(),
          files: z.array(z.object({ filename: z.string(), mimetype: z.string(), size: z.number() })),
        }),
      },
      status: 201,
      handler: async ({ body, files }) => ({
        title: body.title,
        files: files.map((file) => ({
          filename: file.filename,
          mimetype: file.mimetype,
          size: file.data.length,
        })),
      }),
    });
  };
}

async function build(
  context: RouteHelperContext,
  options: { authenticator?: Authenticator; routes: (app: FastifyInstance) => Promise<void> },
) {
  const app = Fastify(
    serverLogging({ enabled: true, level: 'info', stream: { write: (line) => context.written.push(line) } }),
  );
  await app.register(
    async (instance) => {
      if (options.authenticator) instance.decorate('authenticator', options.authenticator);
      await apiPlugin(instance, { config: testConfig(), database: context.database });
      await instance.register(options.routes);
    },
    { prefix: '/api' },
  );
  await app.ready();
  return app;
}

/**
 * The app with the test routes over a fresh database for the test file; the captured log lines are
 * cleared before each test. Call at module level.
 */
export function setupRouteHelperApp(): RouteHelperContext {
  const context = { written: [] as string[], schemaChecks: 0 } as RouteHelperContext;
  context.logLines = () => context.written.map((line) => JSON.parse(line) as Record<string, any>);
  context.startWith = (spec, authenticator) =>
    build(context, { authenticator, routes: async (scope) => defineRoute(scope, spec) });
  beforeAll(async () => {
    context.database = await createTestDatabase();
    context.app = await build(context, { authenticator: testAuthenticator, routes: testRoutes(context) });
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.close();
  });
  beforeEach(() => {
    context.written.length = 0;
  });
  return context;
}

/** The shared fields of a route declared on its own (method and url added by the test). */
export const route = {
  summary: 'test',
  tags: ['test'],
  response: { 200: z.object({}) },
  handler: async () => ({}),
};
