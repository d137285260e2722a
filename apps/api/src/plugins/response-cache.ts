import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { inScope } from '../db/scope';
import { readSnapshot, SnapshotWriter } from '../lib/content-snapshot';
import { type CachedResponse, matchesEtag, ResponseCache } from '../lib/response-cache';

const CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300, stale-if-error=86400';
/** A last good answer: usable, but to be asked for again next time. */
const STALE_CACHE_CONTROL = 'no-cache';

declare module 'fastify' {
  interface FastifyRequest {
    cacheGeneration?: number;
  }
  interface FastifyReply {
    /**
     * Answers with the last good response for this URL, marked `x-cache: STALE`; false when there
     * is none (decision 009).
     */
    sendStale: () => boolean;
  }
}

/**
 * Serves routes marked `cache: true` from memory after their first answer, with ETag and 304.
 * The cache is cleared as a whole when content changes (`app.contentChanged()`, decision 026).
 *
 * While the database is unavailable, a URL without a fresh answer gets its last good one (stale).
 * With PostgreSQL those answers are also kept on disk (`config.contentSnapshotFile`) and loaded
 * at start-up, for a start while the database is unreachable.
 */
export default fp(
  async (app) => {
    const cache = new ResponseCache(app.config.contentCacheTtlMs);
    app.decorate('responseCache', cache);

    const file = app.config.contentSnapshotFile;
    const snapshot = file
      ? new SnapshotWriter(file, () => cache.entries(), {
          onError: (error) => app.log.error({ err: error, file }, 'could not write the content snapshot'),
        })
      : null;
    if (file) {
      try {
        const entries = readSnapshot(file);
        cache.restore(entries);
        if (entries.length > 0)
          app.log.info({ file, entries: entries.length }, 'loaded the content snapshot');
      } catch (error) {
        app.log.error({ err: error, file }, 'ignoring an unreadable content snapshot');
      }
      app.addHook('onClose', async () => snapshot?.flush());
    }

    const send = (
      request: FastifyRequest,
      reply: FastifyReply,
      entry: CachedResponse,
      kind: 'HIT' | 'STALE',
    ) => {
      reply
        .header('etag', entry.etag)
        .header('cache-control', kind === 'HIT' ? CACHE_CONTROL : STALE_CACHE_CONTROL)
        .header('x-cache', kind);
      if (matchesEtag(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
      return reply.code(200).type(entry.contentType).send(entry.body);
    };

    app.decorateReply('sendStale', function sendStale(this: FastifyReply) {
      const entry = cache.stale(ResponseCache.key(this.request.url));
      if (!entry) return false;
      // Not to be stored again as if it were a fresh answer.
      this.request.cacheGeneration = undefined;
      send(this.request, this, entry, 'STALE');
      return true;
    });

    app.addHook('onRequest', async (request, reply) => {
      // A preview's answers hold drafts: never served from, nor stored in, the shared cache.
      if (request.method !== 'GET' || !request.routeOptions.config.cache || inScope()) return;
      const key = ResponseCache.key(request.url);
      const hit = cache.get(key);
      if (hit) return send(request, reply, hit, 'HIT');
      // Known to be away: the last good answer at once, without asking the database.
      if (!app.database.availability.isUp) {
        const stale = cache.stale(key);
        if (stale) return send(request, reply, stale, 'STALE');
      }
      request.cacheGeneration = cache.generation;
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (request.cacheGeneration === undefined || reply.statusCode !== 200 || typeof payload !== 'string') {
        return payload;
      }
      const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
      const { entry, changed } = cache.set(
        ResponseCache.key(request.url),
        payload,
        contentType,
        request.cacheGeneration,
      );
      if (changed) snapshot?.schedule();
      reply.header('etag', entry.etag).header('cache-control', CACHE_CONTROL).header('x-cache', 'MISS');
      if (matchesEtag(request.headers['if-none-match'], entry.etag)) {
        reply.code(304);
        return '';
      }
      return payload;
    });
  },
  { name: 'response-cache', dependencies: ['database'] },
);
