/**
 * Rendered pages kept in memory per language and URL (decision 011). The page's language is decided
 * inside the render (?lang → cookie → Accept-Language → default, against the API's active
 * languages), so a lookup has two steps: what the request's language inputs resolved to in an
 * earlier render, then the page stored for that language. Both remember the API cache's generation
 * at render time: once content changes (the API's `contentChanged()` bumps it) they no longer count as
 * fresh. Expired pages stay (bounded) as the last good answer for when a new render fails.
 */

export type LanguageInputs = {
  /** The `lang` query parameter. */
  urlLanguage: string | undefined;
  /** The `selectedLanguage` cookie. */
  cookieLanguage: string | undefined;
  /** The Accept-Language header as sent. */
  acceptLanguage: string | undefined;
};

export type ResolvedLanguage = {
  language: string;
  /** ?lang chose the language, so the page does not vary with cookie or Accept-Language. */
  languageFromUrl: boolean;
};

export type CachedPage<T> = ResolvedLanguage & { value: T; generation: number; storedAt: number };

type Memo = ResolvedLanguage & { generation: number; storedAt: number };

export type PageCacheOptions = {
  /** Lifetime of an entry; 0 stores nothing. The API content cache's TTL. */
  ttlMs: number;
  /** The API response cache's generation, bumped whenever content changes. */
  generation: () => number;
  now?: (() => number) | undefined;
  maxPages?: number;
  maxLanguageInputs?: number;
  /**
   * Origins pages are kept for. One with PUBLIC_URL; without it (development) each validated Host
   * is an origin, and pages of origins beyond the first few are rendered but not kept, so Host
   * headers cannot push the real pages out (decision 019).
   */
  maxOrigins?: number;
};

/** Longer inputs are not remembered (every such request renders): they are not a real browser's. */
const MAX_INPUTS_LENGTH = 512;

export class PageCache<T> {
  readonly #pages = new Map<string, CachedPage<T>>();
  readonly #languages = new Map<string, Memo>();
  readonly #ttlMs: number;
  readonly #generation: () => number;
  readonly #now: () => number;
  readonly #maxPages: number;
  readonly #maxLanguageInputs: number;
  readonly #origins = new Set<string>();
  readonly #maxOrigins: number;

  constructor(options: PageCacheOptions) {
    this.#ttlMs = options.ttlMs;
    this.#generation = options.generation;
    this.#now = options.now ?? Date.now;
    this.#maxPages = options.maxPages ?? 500;
    this.#maxLanguageInputs = options.maxLanguageInputs ?? 1_000;
    this.#maxOrigins = options.maxOrigins ?? 4;
  }

  /** The key of a request's language inputs, or undefined when they are too long to remember. */
  static inputsKey(inputs: LanguageInputs): string | undefined {
    const key = JSON.stringify([
      inputs.urlLanguage ?? null,
      inputs.cookieLanguage ?? null,
      inputs.acceptLanguage ?? null,
    ]);
    return key.length <= MAX_INPUTS_LENGTH ? key : undefined;
  }

  /**
   * The language the inputs resolved to in a fresh render of the current content; with `stale`, also
   * from an older render (the best guess at which stored page a failed render stands in for).
   */
  language(inputsKey: string | undefined, { stale = false } = {}): ResolvedLanguage | undefined {
    const memo = inputsKey === undefined ? undefined : this.#languages.get(inputsKey);
    if (!memo || (!stale && !this.#fresh(memo))) return undefined;
    return { language: memo.language, languageFromUrl: memo.languageFromUrl };
  }

  /** The stored page while fresh (same generation, within the TTL). */
  page(language: string, origin: string, url: string): CachedPage<T> | undefined {
    const key = pageKey(language, origin, url);
    const entry = this.#pages.get(key);
    if (!entry || !this.#fresh(entry)) return undefined;
    // Least recently used goes first: a hit moves the entry to the end.
    this.#pages.delete(key);
    this.#pages.set(key, entry);
    return entry;
  }

  /** The last page stored for this language and URL, however old (stale-if-error). */
  lastGood(language: string, origin: string, url: string): CachedPage<T> | undefined {
    return this.#pages.get(pageKey(language, origin, url));
  }

  /**
   * Remembers a good render. `generation` is the one read before the render began: if content
   * changed meanwhile the render may show the old content, so it is not stored.
   */
  store(
    inputsKey: string | undefined,
    origin: string,
    url: string,
    page: ResolvedLanguage & { value: T },
    generation: number,
  ) {
    if (this.#ttlMs <= 0 || generation !== this.#generation()) return;
    const storedAt = this.#now();
    const { language, languageFromUrl } = page;
    if (inputsKey !== undefined) {
      setBounded(
        this.#languages,
        inputsKey,
        { language, languageFromUrl, generation, storedAt },
        this.#maxLanguageInputs,
      );
    }
    if (!this.#origins.has(origin)) {
      if (this.#origins.size >= this.#maxOrigins) return;
      this.#origins.add(origin);
    }
    setBounded(
      this.#pages,
      pageKey(language, origin, url),
      { ...page, generation, storedAt },
      this.#maxPages,
    );
  }

  /**
   * Drops the pages of a URL in every language: a render without failures found it gone (404) or
   * moved (a redirect), so it must not come back as the last good page while the API fails.
   */
  forget(origin: string, url: string) {
    const suffix = ` ${origin}${url}`;
    for (const key of this.#pages.keys()) if (key.endsWith(suffix)) this.#pages.delete(key);
  }

  /** The content generation now; read before a render and handed to `store`. */
  get generation() {
    return this.#generation();
  }

  get size() {
    return this.#pages.size;
  }

  #fresh(entry: { generation: number; storedAt: number }) {
    return entry.generation === this.#generation() && this.#now() - entry.storedAt <= this.#ttlMs;
  }
}

/**
 * The origin is part of the key: without PUBLIC_URL, absolute URLs in the page follow the Host.
 * Language codes contain no space, so the part after the first space is the origin and URL.
 */
const pageKey = (language: string, origin: string, url: string) => `${language} ${origin}${url}`;

function setBounded<V>(map: Map<string, V>, key: string, value: V, max: number) {
  map.delete(key);
  map.set(key, value);
  while (map.size > max) {
    const oldest = map.keys().next().value;
    if (oldest === undefined) break;
    map.delete(oldest);
  }
}
