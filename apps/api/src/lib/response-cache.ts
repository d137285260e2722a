import { createHash } from 'node:crypto';

export type CachedResponse = { body: string; etag: string; contentType: string; storedAt: number };

/**
 * In-process cache of serialized public GET responses, keyed by path and normalized query.
 * Bounded (oldest entries go first) so arbitrary query strings cannot grow it without limit;
 * cleared as a whole whenever content changes.
 */
export class ResponseCache {
  readonly #entries = new Map<string, CachedResponse>();
  #generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2_000,
    private readonly now: () => number = Date.now,
  ) {}

  static key(url: string): string {
    const queryStart = url.indexOf('?');
    if (queryStart === -1) return url;
    const params = new URLSearchParams(url.slice(queryStart + 1));
    params.sort();
    const query = params.toString();
    return query ? `${url.slice(0, queryStart)}?${query}` : url.slice(0, queryStart);
  }

  get generation() {
    return this.#generation;
  }

  get(key: string): CachedResponse | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.storedAt > this.ttlMs) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Stores a response unless the cache was cleared since the request began (generation changed). */
  set(key: string, body: string, contentType: string, generation: number): CachedResponse {
    const entry = { body, contentType, etag: etagOf(body), storedAt: this.now() };
    if (this.ttlMs <= 0 || generation !== this.#generation) return entry;
    if (this.#entries.size >= this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(key, entry);
    return entry;
  }

  clear() {
    this.#entries.clear();
    this.#generation += 1;
  }

  get size() {
    return this.#entries.size;
  }
}

export function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
}

/** True when an If-None-Match header matches the entity tag (weak comparison, as RFC 9110 asks). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === bare);
}
