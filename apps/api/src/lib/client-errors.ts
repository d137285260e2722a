import type { Socket } from 'node:net';
import { DEFAULT_LANGUAGE } from '@wegweiser/contracts/constants';
import { type MessageKey, translate } from '@wegweiser/contracts/messages';
import type { FastifyInstance } from 'fastify';

/**
 * Requests that never reach a route (issue 15 point 4; decision 069). Node's HTTP parser refuses a
 * request it cannot read safely — Content-Length beside Transfer-Encoding, a duplicate
 * Content-Length, an unknown or obfuscated Transfer-Encoding, header folding, bare LF — and the
 * request timeouts (decision 018) end one that arrives too slowly. Either way the connection is
 * closed without reading on, so nothing after it is taken for a second request; the answer is the
 * error catalogue's `{message}` (in the default language: no request, so no language yet), not
 * Fastify's own `{error, message: "Client Error", statusCode}`.
 */
const ANSWERS: Record<string, { status: number; reason: string; key: MessageKey }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: 'Request Timeout', key: 'request_timeout' },
  HPE_HEADER_OVERFLOW: { status: 431, reason: 'Request Header Fields Too Large', key: 'headers_too_large' },
};
const BAD_REQUEST = { status: 400, reason: 'Bad Request', key: 'bad_request' as const };

/** Fastify's `clientErrorHandler` option (it binds the instance as `this`). */
export function clientErrorHandler(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket) {
  // The client went away: nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, reason, key } = ANSWERS[error.code ?? ''] ?? BAD_REQUEST;
  this.log.debug({ err: error, status }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify({ message: translate(key, DEFAULT_LANGUAGE) });
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Cache-Control: no-store\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/**
 * An answer sent before its request's body has arrived (refused by the CSRF check, the sign-in
 * check, a rate limit or a body limit) closes an HTTP/1.1 connection: otherwise Node keeps reading
 * and discarding the body, up to whatever Content-Length the client declared, to reuse the
 * connection. HTTP/2 ends only the stream (a `connection` header is not allowed there).
 */
export function closeUnreadRequests(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    // `complete` is false until Node has read the whole request (injected requests have none). A
    // request without a body (a GET answered from the cache in onRequest) may not be "complete" yet
    // either, but has nothing left to read: its connection stays open for the next request.
    if (request.raw.httpVersionMajor === 1 && request.raw.complete === false && declaresBody(request.headers))
      reply.header('connection', 'close');
  });
}

/** The request says a body follows: chunked, or a Content-Length above 0. */
function declaresBody(headers: Record<string, string | string[] | undefined>) {
  return headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;
}
