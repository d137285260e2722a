import type { IncomingMessage } from 'node:http';
import {
  apiEdgeHeaders,
  carriesSessionCookie,
  dataKey,
  edgeCachingOn,
  SITE_KEY,
  surrogateHeaders,
} from '@wegweiser/contracts/edge-cache';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { inScope } from '../db/scope';
import { readSnapshot, SnapshotWriter } from '../lib/content-snapshot';
import { HitLane, isPlainRequest } from '../lib/hit-lane';
import { accessLine } from '../lib/logger';
import { type CachedResponse, matchesEtag, ResponseCache } from '../lib/response-cache';

/** A fresh answer to a browser of the console, or to anyone when no shared cache may keep answers. */
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

type Ids = { genReqId: (request: IncomingMessage) => string };

/** The headers saying how a fresh answer may be kept: by a shared cache too, or by browsers only. */
type Keeping = Record<string, string>;

function readyAnswer(entry: CachedResponse, keeping: Keeping, kind: 'HIT' | 'STALE'): Ready {
  const validators = { etag: entry.etag, ...keeping, 'x-cache': kind };
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

    // Fresh answers to anonymous requests may be kept by a shared cache in front, named by the
    // kind of data they hold (decision 117, the pages' vocabulary of 114): `CDN-Cache-Control` for
    // that cache, `no-cache` for browsers. A console session's are its own (console-auth makes them
    // no-store) and carry no keys. The language is the URL's (`?language=`): the URL is the key.
    const edge = app.config.edge;
    const keeping = (key: string, anonymous: boolean): Keeping => {
      if (!anonymous || !edgeCachingOn(edge)) return { 'cache-control': CACHE_CONTROL };
      const data = dataKey(key);
      return {
        ...apiEdgeHeaders(edge),
        ...surrogateHeaders(data ? [SITE_KEY, data] : [SITE_KEY]),
      };
    };
    const anonymous = (request: FastifyRequest) => !carriesSessionCookie(request.headers.cookie);

    /** What a hit writes, made once per entry and audience: bytes and headers (decision 071). */
    const wire = new WeakMap<CachedResponse, { shared?: Ready; personal?: Ready }>();
    const ready = (entry: CachedResponse, key: string, shared: boolean, kind: 'HIT' | 'STALE'): Ready => {
      if (kind === 'STALE') return readyAnswer(entry, { 'cache-control': STALE_CACHE_CONTROL }, kind);
      let answers = wire.get(entry);
      if (!answers) {
        answers = {};
        wire.set(entry, answers);
      }
      const audience = shared ? 'shared' : 'personal';
      let answer = answers[audience];
      if (!answer) {
        answer = readyAnswer(entry, keeping(key, shared), kind);
        answers[audience] = answer;
      }
      return answer;
    };

    const send = (
      request: FastifyRequest,
      reply: FastifyReply,
      key: string,
      entry: CachedResponse,
      kind: 'HIT' | 'STALE',
    ) => {
      const answer = ready(entry, key, anonymous(request), kind);
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

    const lane = new HitLane(
      cache,
      // Fastify's request ids, one sequence with its own (`genReqId`: an instance getter not in its types).
      accessLine(app.log, (request) => (app as unknown as Ids).genReqId(request), app.config.trustProxy),
    );
    app.decorate('hitLane', lane);
    app.addHook('preClose', (done) => {
      lane.close();
      done();
    });
    /** Hits sent the full way to plain requests, to be recorded once they have left. */
    const toRecord = new WeakMap<FastifyRequest, { key: string; entry: CachedResponse; body: Buffer }>();

    app.decorateReply('sendStale', function sendStale(this: FastifyReply) {
      const key = keyOf(this.request.url);
      const entry = cache.stale(key);
      if (!entry) return false;
      // Not to be stored again as if it were a fresh answer.
      this.request.cacheGeneration = undefined;
      send(this.request, this, key, entry, 'STALE');
      return true;
    });

    // A callback hook: answering from it settles no promise on the response's end.
    app.addHook('onRequest', (request, reply, done) => {
      // A preview's answers hold drafts: never served from, nor stored in, the shared cache.
      if (request.method !== 'GET' || !request.routeOptions.config.cache || inScope()) return done();
      const key = keyOf(request.url);
      const hit = cache.get(key);
      if (hit) {
        if (isPlainRequest(request.raw.method, request.raw.httpVersionMajor, request.headers)) {
          toRecord.set(request, { key, entry: hit, body: ready(hit, key, true, 'HIT').body });
        }
        send(request, reply, key, hit, 'HIT');
        return;
      }
      // Known to be away: the last good answer at once, without asking the database.
      if (!app.database.availability.isUp) {
        const stale = cache.stale(key);
        if (stale) {
          send(request, reply, key, stale, 'STALE');
          return;
        }
      }
      request.cacheGeneration = cache.generation;
      done();
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (request.cacheGeneration === undefined || reply.statusCode !== 200 || typeof payload !== 'string') {
        return payload;
      }
      const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
      const key = keyOf(request.url);
      const { entry, changed } = cache.set(key, payload, contentType, request.cacheGeneration);
      if (changed) snapshot?.schedule();
      reply
        .header('etag', entry.etag)
        .headers(keeping(key, anonymous(request)))
        .header('x-cache', 'MISS');
      if (matchesEtag(request.headers['if-none-match'], entry.etag)) {
        reply.code(304);
        return '';
      }
      return payload;
    });

    // The hit as it left, every hook's headers included, for the lane to repeat (decision 117).
    app.addHook('onResponse', (request, reply, done) => {
      const hit = toRecord.get(request);
      if (hit && reply.statusCode === 200 && request.raw.url !== undefined) {
        lane.record(request.raw.url, hit.key, hit.entry, reply.getHeaders(), hit.body);
      }
      done();
    });
  },
  { name: 'response-cache', dependencies: ['database'] },
);
