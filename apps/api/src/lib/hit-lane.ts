/**
 * Cache hits answered in front of the framework (decision 117). A hit that goes through Fastify
 * costs routing, a request and a reply object, a child logger, the hook chains and a header check,
 * about three times what writing the ready bytes costs. The full way stays the reference: when it
 * answers a plain request with a hit, the answer as it left (every header the hooks set: security
 * headers, caching, surrogate keys; the body) is recorded for that URL, and the next plain request
 * for the same URL gets those bytes at once while the cache entry is fresh. Anything else — another
 * method, HTTP/2, a validator, a body, a session, an in-process call, an entry changed or expired,
 * a server closing — takes the full way, which answers it as before.
 */

import type { EventEmitter } from 'node:events';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { carriesSessionCookie } from '@wegweiser/contracts/edge-cache';
import { INTERNAL_REQUEST_HEADERS, RENDER_SCOPE_HEADER } from './internal-requests';
import { READY_HEADS, type ReadyHead, readyHead, writeReadyHead } from './ready-head';
import type { CachedResponse, ResponseCache } from './response-cache';

/**
 * Request headers a cached GET's answer or its handling may depend on: with any of them the request
 * is not plain (If-None-Match: a 304; a body: the connection closes unread; the in-process calls'
 * headers: no access line, another language read).
 */
const NOT_PLAIN = [
  'if-none-match',
  'transfer-encoding',
  ...Object.keys(INTERNAL_REQUEST_HEADERS),
  RENDER_SCOPE_HEADER,
];

/** A request whose answer from the cache is the same for everyone sending one like it. */
export function isPlainRequest(
  method: string | undefined,
  httpVersionMajor: number,
  headers: IncomingHttpHeaders,
): boolean {
  if (method !== 'GET' || httpVersionMajor !== 1) return false;
  for (const name of NOT_PLAIN) if (headers[name] !== undefined) return false;
  const length = headers['content-length'];
  if (length !== undefined && length !== '0') return false;
  // A console session's answers are its own (no-store, no surrogate keys).
  return headers.cookie === undefined || !carriesSessionCookie(headers.cookie);
}

/** Lengths of the names that matter: most header names are passed over on their length alone. */
const LENGTHS = new Set([...NOT_PLAIN, 'content-length', 'cookie'].map((name) => name.length));

/**
 * `isPlainRequest` read from the raw header list, so the lane never has Node build the request's
 * header object. Stricter where they could differ: every repetition of a header counts.
 */
function isPlainRaw(request: IncomingMessage): boolean {
  if (request.method !== 'GET' || request.httpVersionMajor !== 1) return false;
  const raw = request.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) {
    const original = raw[i] as string;
    if (!LENGTHS.has(original.length)) continue;
    const name = original.toLowerCase();
    const value = raw[i + 1] as string;
    if (name === 'content-length') {
      if (value !== '0') return false;
    } else if (name === 'cookie') {
      if (carriesSessionCookie(value)) return false;
    } else if (NOT_PLAIN.includes(name)) return false;
  }
  return true;
}

type Recorded = {
  headers: Readonly<Record<string, string>>;
  /** The same headers serialised once (decision 123); null: `writeHead` with `headers`. */
  head: ReadyHead | null;
  body: Buffer;
};

/** How many URLs are remembered (more distinct URLs start the memo again). */
const URL_MEMO_SIZE = 4_096;

export class HitLane {
  /** Raw request URL → cache key, for URLs whose hit was recorded. */
  readonly #keys = new Map<string, string>();
  /** The recorded answer of an entry: gone with the entry, never reused for its successor. */
  readonly #answers = new WeakMap<CachedResponse, Recorded>();
  #closed = false;
  #served = 0;

  constructor(
    private readonly cache: ResponseCache,
    /** Called for every answer the lane sends (the access line). */
    private readonly answered?: (request: IncomingMessage, headers: Readonly<Record<string, string>>) => void,
  ) {}

  /** The full way answered a plain request for `url` with the fresh `entry`: these headers, this body. */
  record(url: string, key: string, entry: CachedResponse, headers: Record<string, unknown>, body: Buffer) {
    // Never repeated to others: a cookie set for the one who asked.
    if (headers['set-cookie'] !== undefined) return;
    const flat: Record<string, string> = {};
    for (const [name, value] of Object.entries(headers)) {
      // A header the lane cannot repeat exactly (several values): not recorded, the full way answers.
      if (typeof value !== 'string' && typeof value !== 'number') return;
      flat[name] = String(value);
    }
    if (flat['content-length'] !== String(body.length)) return;
    if (this.#keys.size >= URL_MEMO_SIZE) this.#keys.clear();
    this.#keys.set(url, key);
    const head = READY_HEADS ? readyHead(flat) : null;
    this.#answers.set(entry, { headers: Object.freeze(flat), head, body });
  }

  /** Answers a plain request from a recorded hit and returns true; false leaves it untouched. */
  serve(request: IncomingMessage, response: ServerResponse): boolean {
    if (this.#closed) return false;
    const url = request.url;
    const key = url === undefined ? undefined : this.#keys.get(url);
    if (key === undefined || !isPlainRaw(request)) return false;
    const entry = this.cache.get(key);
    const answer = entry && this.#answers.get(entry);
    if (!answer) return false;
    if (answer.head) writeReadyHead(response, answer.head);
    else response.writeHead(200, answer.headers);
    response.end(answer.body);
    this.#served += 1;
    this.answered?.(request, answer.headers);
    return true;
  }

  /** How many answers the lane sent. */
  get served() {
    return this.#served;
  }

  /** The server is closing: every request takes the full way (which refuses it with a 503). */
  close() {
    this.#closed = true;
  }
}

type RequestListener = (this: unknown, request: IncomingMessage, response: ServerResponse) => void;

/**
 * Puts the lane in front of the server's one request listener (Fastify's): a request the lane does
 * not answer goes on to it unchanged. Injected requests never reach the server, so never the lane.
 */
export function answerHitsFirst(server: EventEmitter, lane: HitLane) {
  const listeners = server.listeners('request') as RequestListener[];
  const [framework] = listeners;
  if (!framework || listeners.length !== 1) throw new Error('the server has no single request listener');
  server.removeListener('request', framework);
  server.on('request', function hitsFirst(this: unknown, request: IncomingMessage, response: ServerResponse) {
    if (!lane.serve(request, response)) framework.call(this, request, response);
  });
}
