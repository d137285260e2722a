import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { inScope } from '../db/scope';
import { readSnapshot, SnapshotWriter } from '../lib/content-snapshot';
import { type CachedResponse, matchesEtag, ResponseCache } from '../lib/response-cache';

const CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300, stale-if-error=86400';
/** A last good answer: usable, but to be asked for again next time. */
const STALE_CACHE_CONTROL = 'no-cache';

/** How many URLs' cache keys are remembered (more distinct URLs start the memo again). */
const KEY_MEMO_SIZE = 4_096;

type Ready = {
  body: Buffer;
  /** Every header of a 200 from the cache. */
  headers: Record<string, string>;
  /** The headers of a 304 (no body, so no content type). */
  validators: Record<string, string>;
};

function readyAnswer(entry: CachedResponse, cacheControl: string, kind: 'HIT' | 'STALE'): Ready {
  const validators = { etag: entry.etag, 'cache-control': cacheControl, 'x-cache': kind };
  return {
    body: Buffer.from(entry.body),
    headers: { ...validators, 'content-type': entry.contentType },
    validators,
  };
}

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

    /** What a hit writes, made once per entry: the body's bytes and the headers (decision 071). */
    const wire = new WeakMap<CachedResponse, Ready>();
    const ready = (entry: CachedResponse, kind: 'HIT' | 'STALE'): Ready => {
      if (kind === 'STALE') return readyAnswer(entry, STALE_CACHE_CONTROL, kind);
      let answer = wire.get(entry);
      if (!answer) {
        answer = readyAnswer(entry, CACHE_CONTROL, kind);
        wire.set(entry, answer);
      }
      return answer;
    };

    const send = (
      request: FastifyRequest,
      reply: FastifyReply,
      entry: CachedResponse,
      kind: 'HIT' | 'STALE',
    ) => {
      const answer = ready(entry, kind);
      if (matchesEtag(request.headers['if-none-match'], entry.etag)) {
        return reply.headers(answer.validators).code(304).send();
      }
      return reply.headers(answer.headers).code(200).send(answer.body);
    };

    /** Cache keys of the URLs last asked for: the same URL is not parsed and sorted per request. */
    const keys = new Map<string, string>();
    const keyOf = (url: string) => {
      let key = keys.get(url);
      if (key === undefined) {
        key = ResponseCache.key(url);
        if (keys.size >= KEY_MEMO_SIZE) keys.clear();
        keys.set(url, key);
      }
      return key;
    };

    app.decorateReply('sendStale', function sendStale(this: FastifyReply) {
      const entry = cache.stale(keyOf(this.request.url));
      if (!entry) return false;
      // Not to be stored again as if it were a fresh answer.
      this.request.cacheGeneration = undefined;
      send(this.request, this, entry, 'STALE');
      return true;
    });

    app.addHook('onRequest', async (request, reply) => {
      // A preview's answers hold drafts: never served from, nor stored in, the shared cache.
      if (request.method !== 'GET' || !request.routeOptions.config.cache || inScope()) return;
      const key = keyOf(request.url);
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
      const { entry, changed } = cache.set(keyOf(request.url), payload, contentType, request.cacheGeneration);
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
