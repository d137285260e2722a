/**
 * The composed server's in-process API calls (the data a page render reads, through `inject`).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * Sent with every in-process call. The visitor's request already has its access line, so these get
 * none. The value is a per-process secret, so no client can pass its request off as one.
 */
export const INTERNAL_REQUEST_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'x-wegweiser-internal': randomBytes(18).toString('base64url'),
});

export const isInternalRequest = (request: FastifyRequest) =>
  Object.entries(INTERNAL_REQUEST_HEADERS).every(([name, value]) => request.headers[name] === value);

/**
 * On an in-process call's answer that the route checked against its contract schema on the way
 * out (lib/route.ts): the render's transport need not check it again (decision 074). Never on an
 * answer to anyone else, and never kept by the response cache, whose hits are checked again.
 */
export const ANSWER_CHECKED_HEADER = 'x-wegweiser-answer-checked';

/**
 * Names one page render on its in-process calls (a random id per render; heeded only on an internal
 * request): the calls of one render share one read of the active languages (decision 115).
 */
export const RENDER_SCOPE_HEADER = 'x-wegweiser-render';

/** The render an internal call belongs to, if it names one. */
export const renderScopeOf = (request: FastifyRequest): string | null => {
  const scope = request.headers[RENDER_SCOPE_HEADER];
  return typeof scope === 'string' && scope.length <= 64 && isInternalRequest(request) ? scope : null;
};
