/**
 * The API over a fresh, seeded database with a signed-in owner and editor, for the console's
 * content tests: requests go as the console sends them (session cookie, same origin, CSRF token).
 */
import type { FastifyInstance } from 'fastify';
import Fastify from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { mountApi } from '../../src/app';
import type { DatabaseHandle } from '../../src/db/client';
import { addUser, browser, type ConsoleClient, OWNER_ENV, signedIn } from '../admin/console-client';
import { testConfig } from './build-app';
import { createTestDatabase } from './test-database';

export type Answer = { status: number; body: any };

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export type ContentTestContext = {
  app: FastifyInstance;
  /** The encapsulated API instance (its services: redirects, repositories …). */
  api: FastifyInstance;
  database: DatabaseHandle;
  /** Every route registered under /api/admin/ (as Fastify's onRoute saw it; HEAD left out). */
  routes: { method: string; url: string }[];
  /** Every other route the app registers (the public API, HEAD left out): the public write fuzz's. */
  publicRoutes: { method: string; url: string }[];
  /** Each route's `config` (what the app's hooks read), by `METHOD /url`. */
  routeConfigs: Map<string, unknown>;
  /** The signed-in owner and editor. */
  owner: ConsoleClient;
  editor: ConsoleClient;
  /** A request as the console sends it, signed in as `role` (default editor; null: nobody). */
  send: (
    method: Method,
    url: string,
    options?: { body?: unknown; role?: 'owner' | 'editor' | null; csrf?: boolean },
  ) => Promise<Answer>;
};

export function setupContentApp(): ContentTestContext {
  const context = {} as ContentTestContext;
  beforeAll(async () => {
    context.database = await createTestDatabase();
    context.app = Fastify();
    context.routes = [];
    context.publicRoutes = [];
    context.routeConfigs = new Map();
    context.app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue;
        context.routeConfigs.set(`${method} ${route.url}`, route.config);
        const list = route.url.startsWith('/api/admin/') ? context.routes : context.publicRoutes;
        list.push({ method, url: route.url });
      }
    });
    ({ api: context.api } = await mountApi(context.app, {
      config: testConfig(OWNER_ENV),
      database: context.database,
    }));
    await context.app.ready();
    context.owner = await signedIn(context);
    context.editor = (await addUser(context, context.owner, 'editor')).client;
    const anonymous = browser(context.app);
    context.send = async (method, url, { body, role = 'editor', csrf = true } = {}) => {
      const client = role === null ? anonymous : context[role];
      // Without the token: the header and cookie a console request carries are left out.
      const headers: Record<string, string> = csrf ? {} : { 'x-csrftoken': '' };
      const answer = await client.request(method, url, body, headers);
      return { status: answer.status, body: answer.body };
    };
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.close();
  });
  return context;
}
