import fp from 'fastify-plugin';
import { matchesEtag, ResponseCache } from '../lib/response-cache';

const CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300, stale-if-error=86400';

declare module 'fastify' {
  interface FastifyRequest {
    cacheGeneration?: number;
  }
}

/**
 * Serves routes marked `cache: true` from memory after their first answer, with ETag and 304.
 * The cache is cleared as a whole when content changes (`app.responseCache.clear()`).
 */
export default fp(
  async (app) => {
    const cache = new ResponseCache(app.config.contentCacheTtlMs);
    app.decorate('responseCache', cache);

    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' || !request.routeOptions.config.cache) return;
      const hit = cache.get(ResponseCache.key(request.url));
      if (!hit) {
        request.cacheGeneration = cache.generation;
        return;
      }
      reply.header('etag', hit.etag).header('cache-control', CACHE_CONTROL).header('x-cache', 'HIT');
      if (matchesEtag(request.headers['if-none-match'], hit.etag)) return reply.code(304).send();
      return reply.type(hit.contentType).send(hit.body);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (request.cacheGeneration === undefined || reply.statusCode !== 200 || typeof payload !== 'string') {
        return payload;
      }
      const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
      const entry = cache.set(ResponseCache.key(request.url), payload, contentType, request.cacheGeneration);
      reply.header('etag', entry.etag).header('cache-control', CACHE_CONTROL).header('x-cache', 'MISS');
      if (matchesEtag(request.headers['if-none-match'], entry.etag)) {
        reply.code(304);
        return '';
      }
      return payload;
    });
  },
  { name: 'response-cache' },
);
