import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { buildOpenApiDocument } from '../lib/openapi';
import { defineRoute } from '../lib/route';

/** The CSRF cookie for API-only clients, a health check, and the OpenAPI document. */
export default async function metaRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'GET',
    url: '/csrf/',
    summary: 'Sets the csrftoken cookie and returns its value (echo it in X-CSRFToken)',
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
    summary: 'Liveness and database reachability',
    tags: ['meta'],
    response: { 200: z.object({ status: z.literal('ok'), database: z.string() }) },
    handler: async ({ reply }) => {
      reply.header('cache-control', 'no-store');
      await app.languages.active();
      return { status: 'ok' as const, database: app.database.kind };
    },
  });

  let document: unknown;
  app.get('/openapi.json', async () => {
    document ??= buildOpenApiDocument(app.routeDocs, { title: 'Wegweiser API', version: '1.0.0' });
    return document;
  });
}
