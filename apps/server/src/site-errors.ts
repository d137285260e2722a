/**
 * The composed server's one answer to errors outside /api (issue 11, point 7; decision 018): a
 * thrown error, an unknown route for a method the site does not serve, and a URL that cannot be
 * decoded all answer here — a short notice page for browsers (the one the newsletter links show),
 * else one line of plain text, in the visitor's language, with no-store. Never the error's own
 * message or stack: what went wrong is in the log (as class and code only, decision 018). The API
 * keeps its own JSON error handler under /api.
 */
import { renderNoticePage } from '@wegweiser/api/notice-page';
import { type MessageKey, translate } from '@wegweiser/contracts/messages';
import { requestLanguage } from '@wegweiser/web/server';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cspNonce, setSecurityHeaders } from './security-headers';

export type SiteErrorsOptions = {
  /** The notice page's heading and home link text (the site's host, as on the newsletter pages). */
  title: string;
};

const MESSAGE_BY_STATUS: Partial<Record<number, MessageKey>> = {
  404: 'not_found',
  405: 'not_found',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
};

/**
 * The status an error answers with: its own 4xx/5xx, else 500. A media path the static files
 * refuse as non-canonical (`..`, a backslash, NUL, `//`) names no file: 404, as for a URL that
 * cannot be decoded, not @fastify/static's 403 (decision 069).
 */
function statusOf(error: FastifyError): number {
  if (error.code === 'FST_STATIC_FORBIDDEN_PATH') return 404;
  const status = error.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

function messageKey(status: number): MessageKey {
  if (status >= 500) return 'server_error';
  return MESSAGE_BY_STATUS[status] ?? 'validation_failed';
}

/** Sends the error answer for `status`. */
export function sendSiteError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  options: SiteErrorsOptions,
  { beforeRouting = false } = {},
) {
  const language = requestLanguage(request);
  const message = translate(messageKey(status), language);
  const html = request.headers.accept?.includes('text/html') ?? false;
  reply
    .code(status)
    .header('cache-control', 'no-store')
    .type(html ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8');
  if (beforeRouting) setSecurityHeaders(request, reply);
  if (!html) return reply.send(message);
  return reply.send(
    renderNoticePage({ language, title: options.title, message, homeUrl: '/', nonce: cspNonce(request) }),
  );
}

/**
 * Makes the handler the root instance's own, before any route exists (a route keeps the error
 * handler its instance had when it was added): every route outside /api inherits it.
 */
export function installSiteErrors(app: FastifyInstance, options: SiteErrorsOptions) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = statusOf(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ err: error }, 'request rejected');
    return sendSiteError(request, reply, status, options);
  });
  app.setNotFoundHandler((request, reply) => sendSiteError(request, reply, 404, options));
}

/**
 * Fastify's `frameworkErrors` option: errors before routing. A URL that cannot be decoded names
 * nothing, so it is a 404 (as an API path whose parameters cannot name anything); under /api as
 * the API's JSON, elsewhere as the site's error answer.
 */
export function siteFrameworkErrors(options: SiteErrorsOptions) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const status = error.code === 'FST_ERR_BAD_URL' ? 404 : statusOf(error);
    request.log.info({ err: error }, 'request rejected');
    // Answered before routing: no hook runs, so the security headers are set here.
    if (request.raw.url?.startsWith('/api/')) {
      const message = translate(messageKey(status), requestLanguage(request));
      reply.code(status).header('cache-control', 'no-store').type('application/json; charset=utf-8');
      setSecurityHeaders(request, reply);
      return reply.send({ message });
    }
    return sendSiteError(request, reply, status, options, { beforeRouting: true });
  };
}
