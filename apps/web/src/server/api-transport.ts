/**
 * The server render's API transport: the API called in-process (`inject`), each answer checked
 * against the contract schema its route declares (decision 027). An answer that does not match is
 * logged with the route and the issue paths and becomes what an API failure is for the site: a 500
 * with the catalogue's message, so the page shows its error state and is not kept. The browser's
 * transport checks nothing, so the client bundle carries no zod.
 */

import { type ApiRequest, type Transport, toSearch } from '@wegweiser/client/api-client';
import { DEFAULT_LANGUAGE, type LanguageCode } from '@wegweiser/contracts/constants';
import { translate } from '@wegweiser/contracts/messages';
import type { FastifyBaseLogger, InjectOptions, LightMyRequestResponse } from 'fastify';

/** What the check needs of a contract schema (zod's `safeParse`); no zod import on this side. */
export type AnswerSchema = {
  safeParse(
    value: unknown,
  ):
    | { success: true }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; code?: string }[] } };
};

/** The schema the API declares for an answer of this route and status, if any. */
export type AnswerSchemas = (
  method: ApiRequest['method'],
  path: string,
  status: number,
) => AnswerSchema | undefined;

export type InProcessTransportOptions = {
  inject: (options: InjectOptions) => Promise<LightMyRequestResponse>;
  /** Where a mismatch is logged (the page request's logger, so its reqId and URL go with it). */
  log: FastifyBaseLogger;
  /** The page request's client address: the API takes it as the socket's, whatever TRUST_PROXY lists. */
  remoteAddress: string;
  /** Sent with every call (the host's logger leaves those out). */
  headers?: Readonly<Record<string, string>> | undefined;
  schemas?: AnswerSchemas | undefined;
  /**
   * An answer carrying this header was checked against its schema by the API on the way out: not
   * checked again (decision 074).
   */
  checkedHeader?: string | undefined;
};

export function inProcessTransport(options: InProcessTransportOptions): Transport {
  return async (request) => {
    const response = await options.inject({
      method: request.method,
      url: `/api${request.path}${toSearch(request.query)}`,
      remoteAddress: options.remoteAddress,
      headers: { ...request.headers, ...options.headers },
      payload: request.body === undefined ? undefined : JSON.stringify(request.body),
    });
    // No body is no answer at all: the site's code reads it as the spec's error catalogue says (the
    // generic "Failed to load …"), as the browser would; the check is for answers that claim a shape.
    if (!response.body) return { status: response.statusCode, body: null };
    let body: unknown = null;
    try {
      body = JSON.parse(response.body);
    } catch {
      body = response.body;
    }
    if (options.checkedHeader && response.headers[options.checkedHeader] === '1') {
      return { status: response.statusCode, body };
    }
    const schema = options.schemas?.(request.method, request.path, response.statusCode);
    const checked = schema?.safeParse(body);
    if (!checked || checked.success) return { status: response.statusCode, body };
    options.log.error(
      {
        route: `${request.method} /api${request.path}`,
        status: response.statusCode,
        issues: checked.error.issues.slice(0, 20).map((issue) => ({
          path: issue.path.map(String).join('.'),
          code: issue.code,
        })),
      },
      'API answer does not match its contract: treated as a server error',
    );
    const language = (request.query.language ?? DEFAULT_LANGUAGE) as LanguageCode;
    return { status: 500, body: { message: translate('server_error', language) } };
  };
}
