import { createHash } from 'node:crypto';

export type CachedResponse = {
  body: string;
  etag: string;
  contentType: string;
  storedAt: number;
  /** Served as fresh until then; afterwards kept as the last good answer (decision 009). */
  expiresAt: number;
};

/**
 * In-process cache of serialized public GET responses, keyed by path and normalized query.
 * Bounded (oldest entries go first) so arbitrary query strings cannot grow it without limit.
 *
 * An entry is fresh for the lifetime, then stale: `get` no longer returns it, but `stale` does, so
 * the last good answer can stand in while the database is unavailable. `clear` (content changed)
 * turns every entry stale.
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

  /** A fresh entry. */
  get(key: string): CachedResponse | undefined {
    const entry = this.#entries.get(key);
    return entry && this.now() <= entry.expiresAt ? entry : undefined;
  }

  /** The last good answer, fresh or not. */
  stale(key: string): CachedResponse | undefined {
    return this.#entries.get(key);
  }

  /**
   * Stores a response unless the cache was cleared since the request began (generation changed).
   * `changed` tells whether the body differs from the entry it replaces.
   */
  set(
    key: string,
    body: string,
    contentType: string,
    generation: number,
  ): { entry: CachedResponse; changed: boolean } {
    const storedAt = this.now();
    // A lifetime of 0 turns the cache off for fresh answers; the last good one is still kept.
    const expiresAt = this.ttlMs > 0 ? storedAt + this.ttlMs : Number.NEGATIVE_INFINITY;
    const entry = { body, contentType, etag: etagOf(body), storedAt, expiresAt };
    if (generation !== this.#generation) return { entry, changed: false };
    const previous = this.#entries.get(key);
    this.#put(key, entry);
    return { entry, changed: previous?.etag !== entry.etag };
  }

  /** Content changed: nothing is fresh any more, every entry stays as a last good answer. */
  clear() {
    for (const entry of this.#entries.values()) entry.expiresAt = Number.NEGATIVE_INFINITY;
    this.#generation += 1;
  }

  /** Every entry, oldest first (for the snapshot on disk). */
  entries(): [string, CachedResponse][] {
    return [...this.#entries];
  }

  /** Adds answers from an earlier run as stale entries; newer entries already held win. */
  restore(entries: Iterable<[string, Omit<CachedResponse, 'expiresAt'>]>) {
    for (const [key, entry] of entries) {
      if (!this.#entries.has(key)) this.#put(key, { ...entry, expiresAt: Number.NEGATIVE_INFINITY });
    }
  }

  get size() {
    return this.#entries.size;
  }

  #put(key: string, entry: CachedResponse) {
    // Re-inserting moves the key to the end, so the oldest answers are the first to go.
    this.#entries.delete(key);
    if (this.#entries.size >= this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(key, entry);
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
