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
};

export const HTTP_TIMEOUTS: HttpTimeouts = {
  requestMs: 30_000,
  headersMs: 15_000,
  keepAliveMs: 72_000,
  idleMs: 90_000,
  checkIntervalMs: 1_000,
};

/** The part of Node's HTTP/1.1 and HTTP/2 (with HTTP/1.1 fallback) servers that takes timeouts. */
type TimedServer = {
  requestTimeout: number;
  headersTimeout: number;
  keepAliveTimeout?: number;
  setTimeout: (ms: number) => unknown;
};

/**
 * Applies the timeouts to a Fastify instance's server before it listens. Set as properties rather
 * than Fastify options so the plain and the TLS server (decision 015) get the same values: Fastify
 * passes `requestTimeout` to the plain server only. Node's request timeout holds for the whole
 * server; a route that needs longer (uploads) needs a listener of its own or a higher value here
 * with a shorter per-route limit on the others (see decision 018).
 */
export function applyHttpTimeouts(server: unknown, timeouts: HttpTimeouts = HTTP_TIMEOUTS) {
  const timed = server as TimedServer & { connectionsCheckingInterval?: number };
  timed.headersTimeout = Math.min(timeouts.headersMs, timeouts.requestMs);
  timed.requestTimeout = timeouts.requestMs;
  timed.keepAliveTimeout = timeouts.keepAliveMs;
  // Read when the server starts listening (Node starts its connection checker then).
  timed.connectionsCheckingInterval = timeouts.checkIntervalMs;
  timed.setTimeout(timeouts.idleMs);
}
