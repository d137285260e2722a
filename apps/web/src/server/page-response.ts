/**
 * The HTTP answer of a rendered page (decisions 008, 011 and 114): its language headers, caching
 * headers (shared-cacheable with surrogate keys where decision 114 allows) and validator, 304 to a
 * matching If-None-Match, the same bytes for every visitor (inline scripts and styles allowed by
 * their hashes, no nonce), gzip when the client takes it, brotli for a page the cache answers again.
 */
import { surrogateHeaders } from '@wegweiser/contracts/edge-cache';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptsGzip, preferredEncoding } from './compression';
import {
  brotliTemplate,
  type DocumentTemplate,
  fillTemplate,
  gzipTemplate,
  type InlineHashes,
} from './document-template';
import { type EdgeCacheSettings, edgeCacheControl, isSharedAnswer } from './edge-cache';

/**
 * Browsers only (`private`): an answer a shared cache may not keep (personal, or keyed by a cookie
 * the cache does not know). Revalidated on every use (`max-age=0`); a browser may show its copy
 * while it revalidates for a minute, and for a day while the server fails.
 */
export const PAGE_CACHE_CONTROL = 'private, max-age=0, stale-while-revalidate=60, stale-if-error=86400';
/** Pages that are not the content (404, or a render with failed API calls): never reused unasked. */
export const UNVALIDATED_PAGE_CACHE_CONTROL = 'private, no-cache';

export type CacheStatus = 'HIT' | 'MISS' | 'STALE';

export type PageAnswer = {
  template: DocumentTemplate;
  status: number;
  language: string;
  languageFromUrl: boolean;
  /** The page is the content (200, every API call answered): it gets the validator and may be reused. */
  validated: boolean;
  /** What the page shows, for a shared cache's purge (`Surrogate-Key`, `Cache-Tag`). */
  keys: readonly string[];
};

export type SendOptions = {
  /** Undefined: no answer is shared-cacheable. */
  edge: EdgeCacheSettings | undefined;
  /** Gives the answer's Content-Security-Policy the document's hashes in place of a nonce. */
  applyHashes: (hashes: InlineHashes) => void;
};

export async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: PageAnswer,
  cache: CacheStatus,
  options: SendOptions,
) {
  const shared = isSharedAnswer(request, options.edge, {
    validated: page.validated,
    languageFromUrl: page.languageFromUrl,
    setsCookie: reply.hasHeader('set-cookie'),
  });
  reply
    .header('x-cache', cache)
    // The language, and with it the page, follows cookie and Accept-Language unless ?lang chose it;
    // a shared answer's cache keys by the cookie itself (decision 114), never by the whole header.
    .header(
      'vary',
      page.languageFromUrl
        ? 'Accept-Encoding'
        : shared
          ? 'Accept-Language, Accept-Encoding'
          : 'Cookie, Accept-Language, Accept-Encoding',
    )
    .header(
      'cache-control',
      shared
        ? edgeCacheControl(options.edge as EdgeCacheSettings)
        : page.validated
          ? PAGE_CACHE_CONTROL
          : UNVALIDATED_PAGE_CACHE_CONTROL,
    );
  if (shared && page.keys.length > 0) {
    reply.headers(surrogateHeaders(page.keys));
  }
  if (page.validated) {
    reply.header('etag', page.template.etag);
    // A 304 only updates the browser's stored answer: no body, so no content headers and no nonce.
    if (matchesEtag(request.headers['if-none-match'], page.template.etag)) return reply.code(304).send();
  }
  reply
    .code(page.status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-language', page.language);
  // The same bytes for everyone: no nonce; the policy names the inline elements' hashes.
  options.applyHashes(page.template.hashes);
  const accept = request.headers['accept-encoding'];
  // Brotli for a page answered again from the cache, once made (decision 129); gzip meanwhile.
  const prefersBrotli = preferredEncoding(accept, { br: true, gzip: true }) === 'br';
  const brotli = prefersBrotli && cache !== 'MISS' ? brotliTemplate(page.template) : undefined;
  if (brotli) return reply.header('content-encoding', 'br').send(brotli);
  if (!acceptsGzip(accept)) return reply.send(fillTemplate(page.template, ''));
  return reply.header('content-encoding', 'gzip').send(await gzipTemplate(page.template, ''));
}

/** If-None-Match against a weak tag: weak comparison (RFC 9110 §13.1.2), `*` matches any. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === opaque);
}
