/**
 * Declares a route with its shared zod schemas (decision 023). Params, query and body are parsed
 * with the contracts before the handler runs; the handler's answer is checked against the
 * declared response schema before it is sent; the same declaration feeds the OpenAPI document.
 */

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { asDatabaseUnavailable } from '../db/availability';
import type { CsrfMode } from '../plugins/csrf';
import { type AuthRequirement, assertAuthenticator, authenticate, type Principal } from './auth';
import { inConfirmedLocale } from './confirmed-locale';
import { HttpError, notFound, ValidationError } from './errors';
import { ANSWER_CHECKED_HEADER, isInternalRequest } from './internal-requests';
import type { Locale } from './localize';
import { redactUrl } from './log-redaction';
import { readMultipart, type UploadedFile, type UploadRules } from './multipart';
import { parseInput } from './validation';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RouteDoc = {
  method: HttpMethod;
  url: string;
  summary: string;
  tags: string[];
  params?: z.ZodType;
  querystring?: z.ZodType;
  /** The JSON body, or with `multipart` the form's text fields. */
  body?: z.ZodType;
  multipart?: UploadRules;
  auth?: AuthRequirement;
  /** The route's own body limit in bytes (none: the server's). */
  bodyLimit?: number;
  /** How a write proves it comes from the site (decision 023): the double-submit token, or Origin. */
  csrfMode?: CsrfMode;
  /** Answers 429 past its own rate limit. */
  rateLimited?: boolean;
  /** Answered from the response cache; a shared cache may keep it (decision 117). */
  cache?: boolean;
  response: Record<number, z.ZodType>;
};

type Infer<S> = S extends z.ZodType ? z.output<S> : undefined;

export type RouteContext<P, Q, B> = {
  params: Infer<P>;
  query: Infer<Q>;
  body: Infer<B>;
  /** The uploaded files of a `multipart` route (empty otherwise). */
  files: UploadedFile[];
  /** Who made the request, on routes with `auth` other than public. */
  principal: Principal | undefined;
  locale: Locale;
  request: FastifyRequest;
  reply: FastifyReply;
};

export type RouteSpec<P, Q, B> = Omit<
  RouteDoc,
  'url' | 'params' | 'querystring' | 'body' | 'csrfMode' | 'rateLimited'
> & {
  url: string;
  params?: P;
  querystring?: Q;
  body?: B;
  /** Public content: answered from the in-process response cache, with ETag. */
  cache?: boolean;
  /**
   * Public content that must always answer (decision 009): used when the database is unavailable
   * and no earlier answer for the URL is kept. Not cached; logged as an error each time.
   */
  fallback?: (context: RouteContext<P, Q, B>) => Promise<unknown> | unknown;
  /**
   * Cross-site protection of an unsafe request (decision 025): 'origin' (default) refuses cross-site
   * requests by Fetch Metadata and Origin; 'token' also requires the double-submit token.
   */
  csrf?: CsrfMode;
  rateLimit?: { max: number; timeWindow: number };
  bodyLimit?: number;
  /** Status code for a successful answer (default 200; 204 sends no body). */
  status?: number;
  handler: (context: RouteContext<P, Q, B>) => Promise<unknown>;
};

const JSON_CONTENT_TYPE = /^application\/json\s*(;|$)/i;

/** Principals found by the auth hook, for the handler of the same request. */
const principals = new WeakMap<FastifyRequest, Principal>();

export function defineRoute<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(app: FastifyInstance, spec: RouteSpec<P, Q, B>) {
  const url = `${app.prefix}${spec.url}`;
  const name = `${spec.method} ${url}`;
  const auth = spec.auth ?? 'public';
  assertAuthenticator(app, auth, name);
  // @fastify/multipart is registered by the plugin that declares upload routes (not API-wide:
  // the newsletter's one-click unsubscribe has its own parser for multipart bodies).
  if (spec.multipart && !app.hasRequestDecorator('isMultipart')) {
    throw new Error(`route ${name} takes uploads: register @fastify/multipart in its plugin first`);
  }
  // The response cache answers before any route hook runs: what it holds is for everyone.
  if (spec.cache && auth !== 'public') throw new Error(`route ${name} is cached, so it cannot require auth`);
  app.routeDocs.push({
    method: spec.method,
    url,
    summary: spec.summary,
    tags: spec.tags,
    params: spec.params,
    querystring: spec.querystring,
    body: spec.body,
    multipart: spec.multipart,
    auth,
    bodyLimit: spec.bodyLimit,
    csrfMode: spec.csrf ?? 'origin',
    rateLimited: spec.rateLimit !== undefined,
    cache: spec.cache ?? false,
    response: spec.response,
  });
  app.route({
    method: spec.method,
    url: spec.url,
    bodyLimit: spec.bodyLimit,
    config: {
      cache: spec.cache ?? false,
      csrf: spec.csrf ?? 'origin',
      ...(spec.rateLimit ? { rateLimit: spec.rateLimit } : {}),
      // An upload's body may take longer than other requests' (HttpTimeouts.uploadMs, decision 095).
      ...(spec.multipart ? { upload: true } : {}),
    },
    // Before the body is read: an upload from someone without the right is never received.
    ...(auth === 'public'
      ? {}
      : {
          onRequest: async (request: FastifyRequest) => {
            principals.set(request, await authenticate(app, request, auth));
          },
        }),
    preValidation: async (request) => {
      if (spec.multipart) {
        if (!request.isMultipart()) throw new HttpError(415, 'multipart_required');
      } else if (spec.body && !JSON_CONTENT_TYPE.test(request.headers['content-type'] ?? '')) {
        throw new HttpError(415, 'unsupported_media_type');
      }
    },
    handler: async (request, reply) => {
      const upload = spec.multipart ? await readMultipart(request, spec.multipart) : undefined;
      const context = {
        params: (spec.params ? parseParams(spec.params, request.params) : undefined) as Infer<P>,
        query: (spec.querystring ? parseInput(spec.querystring, request.query) : undefined) as Infer<Q>,
        body: (spec.body
          ? // Only an absent body is an empty form; a JSON `null` is judged (and refused) as sent.
            parseInput(spec.body, upload?.fields ?? (request.body === undefined ? {} : request.body))
          : undefined) as Infer<B>,
        files: upload?.files ?? [],
        principal: principals.get(request),
        locale: request.locale,
        request,
        reply,
      };
      let result: unknown;
      try {
        if (spec.status) reply.code(spec.status);
        // A render's read may start in an assumed locale, confirmed before it answers (decision 118).
        result = await inConfirmedLocale(request, (locale) => spec.handler({ ...context, locale }));
      } catch (error) {
        // The database is away: the last good answer, else the route's built-in fallback.
        if (!spec.cache || !asDatabaseUnavailable(error)) throw error;
        if (reply.sendStale()) return reply;
        if (!spec.fallback) throw error;
        request.cacheGeneration = undefined;
        request.log.error(
          { url: redactUrl(request.url) },
          'database unavailable and no earlier answer kept: answered with the built-in (seeded) content',
        );
        reply.header('x-cache', 'FALLBACK').header('cache-control', 'no-store');
        result = await spec.fallback({ ...context, locale: request.locale });
      }
      if (result === reply) return reply;
      const checked = checkResponse(spec.response, name, request, reply, result);
      // An empty answer (204): nothing to serialize.
      return checked === undefined ? reply.send() : checked;
    },
  });
}

/**
 * The handler's answer as its declared schema outputs it (unknown keys dropped). A mismatch is
 * the server's fault: logged with the route and the issues' paths and codes, never the data, and
 * answered 500. Cached routes reach this only when an answer is produced, not on a cache hit.
 * An answer the handler typed as something other than JSON (an HTML page) is its own contract.
 */
function checkResponse(
  response: Record<number, z.ZodType>,
  route: string,
  request: FastifyRequest,
  reply: FastifyReply,
  result: unknown,
): unknown {
  const type = reply.getHeader('content-type');
  if (typeof type === 'string' && !type.startsWith('application/json')) return result;
  const status = reply.statusCode;
  const schema = response[status];
  const checked = schema?.safeParse(result);
  if (checked?.success) {
    if (isInternalRequest(request)) reply.header(ANSWER_CHECKED_HEADER, '1');
    return checked.data;
  }
  const issues = checked
    ? checked.error.issues.map((issue) => ({ path: issue.path.join('.'), code: issue.code }))
    : [{ path: '', code: 'undeclared_status' }];
  request.log.error({ route, status, issues }, 'response does not match its schema');
  throw new HttpError(500, 'server_error');
}

/** A path whose parameters cannot name anything is a path that does not exist. */
function parseParams<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  try {
    return parseInput(schema, input);
  } catch (error) {
    if (error instanceof ValidationError) throw notFound();
    throw error;
  }
}
