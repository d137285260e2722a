/**
 * The HTTP answer of a rendered page (decisions 008 and 011): its language headers, caching
 * headers and validator, 304 to a matching If-None-Match, the response's CSP nonce filled in,
 * gzip when the client takes it.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptsGzip } from './compression';
import { type DocumentTemplate, fillTemplate, gzipTemplate } from './document-template';

/**
 * Browsers only (`private`): every answer carries its own nonce, so a shared cache must not replay
 * one to others. Revalidated on every use (`max-age=0`); a browser may show its copy while it
 * revalidates for a minute, and for a day while the server fails.
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
};

export async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: PageAnswer,
  cache: CacheStatus,
  nonce: () => string,
) {
  reply
    .header('x-cache', cache)
    // The language, and with it the page, follows cookie and Accept-Language unless ?lang chose it.
    .header('vary', page.languageFromUrl ? 'Accept-Encoding' : 'Cookie, Accept-Language, Accept-Encoding')
    .header('cache-control', page.validated ? PAGE_CACHE_CONTROL : UNVALIDATED_PAGE_CACHE_CONTROL);
  if (page.validated) {
    reply.header('etag', page.template.etag);
    // A 304 only updates the browser's stored answer: no body, so no content headers and no nonce.
    if (matchesEtag(request.headers['if-none-match'], page.template.etag)) return reply.code(304).send();
  }
  reply
    .code(page.status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-language', page.language);
  if (!acceptsGzip(request.headers['accept-encoding']))
    return reply.send(fillTemplate(page.template, nonce()));
  return reply.header('content-encoding', 'gzip').send(await gzipTemplate(page.template, nonce()));
}

/** If-None-Match against a weak tag: weak comparison (RFC 9110 §13.1.2), `*` matches any. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === opaque);
}
