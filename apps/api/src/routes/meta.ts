import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { asDatabaseUnavailable, describeFailure, RETRY_AFTER_SECONDS } from '../db/availability';
import { buildOpenApiDocument } from '../lib/openapi';
import { defineRoute } from '../lib/route';

/** The CSRF cookie for the token-protected (console) routes, a health check, and the OpenAPI document. */
export default async function metaRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'GET',
    url: '/csrf/',
    summary:
      "Sets the csrftoken cookie and returns its value, for routes that require the double-submit token (csrf: 'token'; echo it in X-CSRFToken)",
    tags: ['meta'],
    response: { 200: z.object({ csrftoken: z.string() }) },
    handler: async ({ reply }) => {
      reply.header('cache-control', 'no-store');
      return { csrftoken: reply.issueCsrfToken() };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/health/',
    summary: 'Liveness and database reachability (503 with the database state while it is unavailable)',
    tags: ['meta'],
    response: {
      200: z.object({ status: z.literal('ok'), database: z.string() }),
      503: z.object({
        status: z.literal('unavailable'),
        database: z.string(),
        state: z.enum(['connecting', 'down']),
        since: z.string(),
        reason: z.string().nullable(),
        retry_after: z.number(),
      }),
    },
    handler: async ({ reply }) => {
      reply.header('cache-control', 'no-store');
      const { availability } = app.database;
      try {
        // A real round trip while up: a failure here marks the database down.
        if (availability.isUp) await app.database.db.execute(sql`select 1`);
      } catch (error) {
        if (!asDatabaseUnavailable(error)) throw error;
      }
      if (availability.isUp) return { status: 'ok' as const, database: app.database.kind };
      reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS));
      return {
        status: 'unavailable' as const,
        database: app.database.kind,
        state: availability.state === 'connecting' ? ('connecting' as const) : ('down' as const),
        since: new Date(availability.since).toISOString(),
        reason: describeFailure(availability.lastError),
        retry_after: RETRY_AFTER_SECONDS,
      };
    },
  });

  let document: unknown;
  app.get('/openapi.json', async () => {
    document ??= buildOpenApiDocument(
      app.routeDocs,
      {
        title: 'Wegweiser API',
        version: '1.0.0',
        description:
          "The content API of the site and the owner's console. Public routes need no credentials.",
      },
      { serverUrl: app.config.publicUrl },
    );
    return document;
  });
}
