/**
 * Fastify app factory. Plugins in order: external → app services → routes (fastify/demo style).
 */
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import './fastify-augmentation';
import consoleAuth from './admin/plugin';
import consoleRoutes from './admin/routes';
import type { AppConfig } from './config';
import { DATABASE_OPEN_TIMEOUT_MS, type DatabaseHandle } from './db/client';
import { clientErrorHandler, closeUnreadRequests } from './lib/client-errors';
import { HttpError } from './lib/errors';
import { answerHitsFirst } from './lib/hit-lane';
import { applyHttpTimeouts, type HttpTimeouts } from './lib/http-timeouts';
import { utf8JsonParser } from './lib/json-body';
import { type LogStream, serverLogging } from './lib/logger';
import { counterStore } from './lib/rate-limit-store';
import type { RouteDoc } from './lib/route';
import bookingLifecycle from './plugins/booking-lifecycle';
import contentChanged from './plugins/content-changed';
import csrf from './plugins/csrf';
import database from './plugins/database';
import errorHandler from './plugins/error-handler';
import legalWarmup from './plugins/legal-warmup';
import locale from './plugins/locale';
import outbox from './plugins/outbox';
import preview from './plugins/preview';
import redirects from './plugins/redirects';
import responseCache from './plugins/response-cache';
import retention from './plugins/retention';
import sharedCounters from './plugins/shared-counters';
import storedMarkdown from './plugins/stored-markdown';
import analyticsRoutes from './routes/analytics';
import bookingRoutes from './routes/booking';
import bookingCalendarRoutes from './routes/booking-calendar';
import catalogRoutes from './routes/catalog';
import contactRoutes from './routes/contact';
import contentRoutes from './routes/content';
import metaRoutes from './routes/meta';
import newsletterRoutes from './routes/newsletter';
import postRoutes from './routes/posts';
import sessionTypeRoutes from './routes/session-types';

export { DATABASE_OPEN_TIMEOUT_MS } from './db/client';

export type BuildOptions = {
  /** An already opened database (tests); otherwise one is opened from config.database. */
  database?: DatabaseHandle;
  logger?: boolean;
  /** Where log lines go (tests capture them); stdout by default. */
  logStream?: LogStream;
  /** Connection timeouts (tests shorten them); HTTP_TIMEOUTS by default. */
  timeouts?: HttpTimeouts;
};

export type ApiOptions = {
  config: AppConfig;
  database?: DatabaseHandle | undefined;
  /** The host's Content-Security-Policy nonce for an HTML answer (the composed server sets one). */
  cspNonce?: ((request: FastifyRequest) => string) | undefined;
  /**
   * `false`: no cache hit is answered in front of the framework (decision 117), for a host whose
   * own hooks must see every request first (tests' fault injection).
   */
  hitLane?: boolean;
};

/** The API as a plugin, to mount under /api in the composed server. */
export async function apiPlugin(app: FastifyInstance, options: ApiOptions) {
  app.decorate('config', options.config);
  app.decorate<FastifyInstance['cspNonce']>('cspNonce', options.cspNonce ?? (() => undefined));
  app.decorate('routeDocs', [] as RouteDoc[]);

  // External
  await app.register(cookie);
  // Every limit counts in Redis when REDIS_URL is set, in the process otherwise or while it is away.
  await app.register(sharedCounters);
  await app.register(rateLimit, {
    global: false,
    store: counterStore(app.sharedCounters.counter),
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, 'rate_limited', { seconds: Math.ceil(context.ttl / 1000) }),
  });
  app.removeContentTypeParser('text/plain');
  // Valid JSON is never refused as invalid: a `__proto__` key (or a `constructor.prototype`) is
  // dropped instead of failing the parse, and the schemas judge the rest (decision 017). Only
  // UTF-8 is read: another charset is refused, bytes that are not UTF-8 are invalid (decision 069).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer' },
    utf8JsonParser(app.getDefaultJsonParser('remove', 'remove')),
  );

  // App services
  await app.register(errorHandler);
  await app.register(database, { handle: options.database });
  // The cache first: a hit is answered before anything else of the request is worked out.
  await app.register(responseCache);
  await app.register(locale);
  await app.register(contentChanged);
  await app.register(redirects);
  await app.register(storedMarkdown);
  await app.register(preview);
  await app.register(csrf);
  // The authenticator before any route that declares `auth` (decision 023).
  await app.register(consoleAuth);
  await app.register(retention);
  await app.register(outbox);
  await app.register(bookingLifecycle);
  await app.register(legalWarmup);

  // Routes
  await app.register(metaRoutes);
  await app.register(contentRoutes);
  await app.register(catalogRoutes);
  await app.register(postRoutes);
  await app.register(newsletterRoutes);
  await app.register(contactRoutes);
  await app.register(bookingRoutes);
  await app.register(bookingCalendarRoutes);
  await app.register(sessionTypeRoutes);
  await app.register(analyticsRoutes, { prefix: '/analytics' });
  await app.register(consoleRoutes, { prefix: '/admin' });
  // Any other path under the API's prefix is the API's JSON 404, also where the host answers every
  // other GET with its own catch-all route (the website's pages).
  app.all('/*', (_request, reply) => {
    reply.callNotFound();
  });
}

/**
 * Mounts the API under /api and returns its encapsulated instance, whose decorations (database,
 * repositories, response cache) the composing server and the tests use in-process.
 */
export async function mountApi(app: FastifyInstance, options: ApiOptions): Promise<{ api: FastifyInstance }> {
  let api: FastifyInstance | undefined;
  await app.register(
    async (instance) => {
      await apiPlugin(instance, options);
      api = instance;
    },
    { prefix: '/api' },
  );
  if (!api) throw new Error('API plugin did not load');
  // Plain requests for recorded hits are answered before the host's routing (decision 117).
  if (options.hitLane !== false) answerHitsFirst(app.server, api.hitLane);
  // Wrapped: a Fastify instance is thenable, so returning it bare from an async function would
  // resolve to the root instance instead.
  return { api };
}

/** A standalone API app with routes under /api (tests and API-only deployments). */
export async function buildApp(config: AppConfig, options: BuildOptions = {}) {
  const app = Fastify({
    ...serverLogging({ enabled: options.logger ?? false, level: config.logLevel, stream: options.logStream }),
    trustProxy: config.trustProxy,
    bodyLimit: 65_536,
    clientErrorHandler,
    pluginTimeout: DATABASE_OPEN_TIMEOUT_MS,
  });
  applyHttpTimeouts(app, options.timeouts);
  closeUnreadRequests(app);
  const { api } = await mountApi(app, { config, database: options.database });
  await app.ready();
  return { app, api };
}
