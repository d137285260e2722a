import { constants, type Http2Stream } from 'node:http2';
import type { FastifyInstance } from 'fastify';

/**
 * How long a connection may take (issue 11, point 7; decision 018). Node's defaults under Fastify
 * let a body arrive one byte every few seconds for ever; these bound every phase of a request.
 */
export type HttpTimeouts = {
  /** The whole request, headers and body, must arrive within this time; else 408 and close. */
  requestMs: number;
  /** The request head must arrive within this time (≤ requestMs). */
  headersMs: number;
  /** An idle keep-alive connection is closed after this time (above common proxies' 60 s). */
  keepAliveMs: number;
  /** A socket with no traffic in either direction is destroyed after this time. */
  idleMs: number;
  /** How often Node checks the request and head timeouts (a timeout fires up to this late). */
  checkIntervalMs: number;
  /**
   * An upload's body (a route with `config: { upload: true }`: every multipart route of the route
   * helper) must arrive within this time (decision 095); Node's request timeout is raised to it,
   * every other body keeps `requestMs` through the body deadline. Left out: `requestMs`.
   */
  uploadMs?: number;
};

export const HTTP_TIMEOUTS: HttpTimeouts = {
  requestMs: 30_000,
  headersMs: 15_000,
  keepAliveMs: 72_000,
  idleMs: 90_000,
  checkIntervalMs: 1_000,
  // A phone photo of 25 MB over 1 Mbit/s takes 3½ minutes (decision 095).
  uploadMs: 300_000,
};

/** The part of Node's HTTP/1.1 and HTTP/2 (with HTTP/1.1 fallback) servers that takes timeouts. */
type TimedServer = {
  requestTimeout: number;
  headersTimeout: number;
  keepAliveTimeout?: number;
  connectionsCheckingInterval?: number;
  setTimeout: (ms: number) => unknown;
};

/**
 * Applies the timeouts to a Fastify instance before it listens, on both of its servers (decision
 * 015): Node's HTTP/1.1 limits as properties of the server (Fastify passes `requestTimeout` to the
 * plain server only), and a body deadline that holds for HTTP/2 streams too, which Node's request
 * timeout does not cover. Node's request timeout holds for the whole server, so it is raised to
 * `uploadMs` and every other body is kept at `requestMs` through the body deadline, which a route
 * can lengthen with `config: { bodyTimeoutMs }` or `{ upload: true }` (decisions 018 and 095).
 */
export function applyHttpTimeouts(app: FastifyInstance, timeouts: HttpTimeouts = HTTP_TIMEOUTS) {
  const server = app.server as unknown as TimedServer;
  const uploadMs = Math.max(timeouts.requestMs, timeouts.uploadMs ?? 0);
  server.headersTimeout = Math.min(timeouts.headersMs, timeouts.requestMs);
  // The longest any request may take; the body deadline below holds the others to requestMs.
  server.requestTimeout = uploadMs;
  server.keepAliveTimeout = timeouts.keepAliveMs;
  // Read when the server starts listening (Node starts its connection checker then).
  server.connectionsCheckingInterval = timeouts.checkIntervalMs;
  server.setTimeout(timeouts.idleMs);

  // Each request's body deadline, until its body has come or its answer has gone.
  const deadlines = new WeakMap<object, NodeJS.Timeout>();
  app.addHook('preParsing', async (request, reply, payload) => {
    const config = request.routeOptions.config as { bodyTimeoutMs?: number; upload?: boolean } | undefined;
    const limit = config?.bodyTimeoutMs ?? (config?.upload ? uploadMs : timeouts.requestMs);
    // Counted from the request's arrival, like Node's request timeout.
    const remaining = Math.max(0, limit - reply.elapsedTime);
    const timer = setTimeout(() => {
      // HTTP/2: the 408 ends the server's half of the stream; the client is then told to stop
      // sending its half (RST_STREAM NO_ERROR, RFC 9113 §8.1). HTTP/1.1: the connection closes.
      const stream = (payload as { stream?: Http2Stream }).stream;
      if (stream) stream.once('finish', () => stream.close(constants.NGHTTP2_NO_ERROR));
      payload.destroy(
        Object.assign(new Error('request body timed out'), { statusCode: 408, code: 'BODY_TIMEOUT' }),
      );
    }, remaining);
    const done = () => clearTimeout(timer);
    payload.once('end', done);
    payload.once('close', done);
    payload.once('error', done);
    deadlines.set(request, timer);
    return payload;
  });
  // A body nobody reads (a GET's, an in-process call's: `inject`) may never end or close: without
  // this its timer, and with it the whole request and answer, would live on for requestMs — under
  // uncached renders (eight API calls each) hundreds of MB, and mark-compact pauses of 200 ms.
  app.addHook('onResponse', async (request) => {
    clearTimeout(deadlines.get(request));
  });
}
