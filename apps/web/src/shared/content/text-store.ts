/**
 * Managed texts for components: the spec's ContentCache plus batched fetching through
 * `/content/multilingual/static-content/by_types/`. Types the API does not know are remembered as
 * empty so they are not asked for again within the cache lifetime. What several callers ask for in
 * the same turn of the event loop (a page's layout, its own texts and its breadcrumbs) goes out as
 * one request per language (decision 074).
 */

import type { ApiClient } from '@wegweiser/client/api-client';
import type { StaticContent } from '@wegweiser/contracts';
import { ContentCache } from './content-cache';

const BATCH = 100;

export class TextStore {
  readonly #listeners = new Set<() => void>();
  readonly #inFlight = new Map<string, Promise<void>>();
  /** Per language, the types asked for in this turn; sent together once the turn ends. */
  readonly #queued = new Map<string, { types: Set<string>; sent: Promise<void> }>();
  #version = 0;
  #frozen = false;

  constructor(
    private readonly api: ApiClient,
    readonly cache = new ContentCache(),
  ) {}

  /**
   * From now on a text the store holds is never fetched again (reload on focus included); give it
   * a cache that keeps its entries. A preview's texts are the drafts as rendered (decision 093).
   */
  freeze() {
    this.#frozen = true;
  }

  get version() {
    return this.#version;
  }

  text(type: string, language: string, defaultLanguage: string): string | undefined {
    return this.cache.lookup(type, language, defaultLanguage)?.content;
  }

  missing(types: readonly string[], language: string) {
    return types.filter((type) => !this.cache.has(type, language));
  }

  /** Fetches the types without a fresh entry in `language`; rejects with the request's error. */
  ensure(types: readonly string[], language: string): Promise<void> {
    return this.refresh(this.missing(types, language), language);
  }

  /** Fetches the types again whatever is cached (reload on focus or on request); frozen, only those missing. */
  refresh(requested: readonly string[], language: string): Promise<void> {
    const types = this.#frozen ? this.missing(requested, language) : requested;
    if (types.length === 0) return Promise.resolve();
    let queued = this.#queued.get(language);
    if (!queued) {
      const batch = new Set<string>();
      // A microtask later: every caller of this turn has added its types by then.
      const sent = Promise.resolve().then(() => {
        this.#queued.delete(language);
        return this.#send([...batch], language);
      });
      queued = { types: batch, sent };
      this.#queued.set(language, queued);
    }
    for (const type of types) queued.types.add(type);
    return queued.sent;
  }

  async #send(types: string[], language: string): Promise<void> {
    const batches: string[][] = [];
    for (let i = 0; i < types.length; i += BATCH) batches.push(types.slice(i, i + BATCH));
    await Promise.all(batches.map((batch) => this.#fetch(batch, language)));
  }

  #fetch(types: string[], language: string) {
    const key = `${language}:${types.join(',')}`;
    const running = this.#inFlight.get(key);
    if (running) return running;
    const promise = this.api
      .get<{ results: StaticContent[] }>('/content/multilingual/static-content/by_types/', {
        query: { types: types.join(','), language },
      })
      .then((response) => {
        const found = new Map(response.results.map((item) => [item.content_type, item.content]));
        for (const type of types) this.cache.set(type, language, found.get(type) ?? '');
        this.#notify();
      })
      .finally(() => this.#inFlight.delete(key));
    this.#inFlight.set(key, promise);
    return promise;
  }

  clearLanguage(language: string) {
    this.cache.clearLanguage(language);
    this.#notify();
  }

  subscribe = (listener: () => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  #notify() {
    this.#version += 1;
    for (const listener of this.#listeners) listener();
  }
}
