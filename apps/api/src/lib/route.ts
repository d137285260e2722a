/**
 * Declares a route with its shared zod schemas. Params, query and body are parsed with the
 * contracts before the handler runs; the same declaration feeds the OpenAPI document.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { asDatabaseUnavailable } from '../db/availability';
import { HttpError, notFound, ValidationError } from './errors';
import type { Locale } from './localize';
import { redactUrl } from './log-redaction';
import { parseInput } from './validation';

export type RouteDoc = {
  method: 'GET' | 'POST';
  url: string;
  summary: string;
  tags: string[];
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  response: Record<number, z.ZodType>;
};

type Infer<S> = S extends z.ZodType ? z.output<S> : undefined;

export type RouteContext<P, Q, B> = {
  params: Infer<P>;
  query: Infer<Q>;
  body: Infer<B>;
  locale: Locale;
  request: FastifyRequest;
  reply: FastifyReply;
};

export type RouteSpec<P, Q, B> = Omit<RouteDoc, 'url' | 'params' | 'querystring' | 'body'> & {
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
   * Unsafe requests check the CSRF double-submit token unless this is false; 'origin': only the
   * Origin/Sec-Fetch-Site check (the URL holds an emailed capability token).
   */
  csrf?: boolean | 'origin';
  rateLimit?: { max: number; timeWindow: number };
  bodyLimit?: number;
  /** Status code for a successful answer (default 200). */
  status?: number;
  handler: (context: RouteContext<P, Q, B>) => Promise<unknown>;
};

const JSON_CONTENT_TYPE = /^application\/json\s*(;|$)/i;

export function defineRoute<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(app: FastifyInstance, spec: RouteSpec<P, Q, B>) {
  const url = `${app.prefix}${spec.url}`;
  app.routeDocs.push({
    method: spec.method,
    url,
    summary: spec.summary,
    tags: spec.tags,
    params: spec.params,
    querystring: spec.querystring,
    body: spec.body,
    response: spec.response,
  });
  app.route({
    method: spec.method,
    url: spec.url,
    bodyLimit: spec.bodyLimit,
    config: {
      cache: spec.cache ?? false,
      csrf: spec.csrf ?? spec.method !== 'GET',
      ...(spec.rateLimit ? { rateLimit: spec.rateLimit } : {}),
    },
    preValidation: async (request) => {
      if (spec.body && !JSON_CONTENT_TYPE.test(request.headers['content-type'] ?? '')) {
        throw new HttpError(415, 'unsupported_media_type');
      }
    },
    handler: async (request, reply) => {
      const context = {
        params: (spec.params ? parseParams(spec.params, request.params) : undefined) as Infer<P>,
        query: (spec.querystring ? parseInput(spec.querystring, request.query) : undefined) as Infer<Q>,
        body: (spec.body ? parseInput(spec.body, request.body ?? {}) : undefined) as Infer<B>,
        locale: request.locale,
        request,
        reply,
      };
      let result: unknown;
      try {
        result = await spec.handler(context);
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
        return spec.fallback(context);
      }
      if (spec.status) reply.code(spec.status);
      return result;
    },
  });
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
