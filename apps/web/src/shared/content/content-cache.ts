/**
 * Managed-text cache (spec section 4, "Content cache"): entries keyed by content type and language
 * expire after 5 minutes; a lookup tries the current language, then the default language, then any
 * cached language for the type.
 */
import { CONTENT_CACHE_TTL_MS, DEFAULT_LANGUAGE } from '@wegweiser/contracts/constants';

type Entry = { content: string; storedAt: number };

export type CacheHit = { content: string; language: string; exact: boolean };

export class ContentCache {
  readonly #entries = new Map<string, Map<string, Entry>>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly ttlMs = CONTENT_CACHE_TTL_MS,
  ) {}

  set(type: string, language: string, content: string) {
    let byLanguage = this.#entries.get(type);
    if (!byLanguage) {
      byLanguage = new Map();
      this.#entries.set(type, byLanguage);
    }
    byLanguage.set(language, { content, storedAt: this.now() });
  }

  #fresh(type: string, language: string): Entry | undefined {
    const entry = this.#entries.get(type)?.get(language);
    if (!entry) return undefined;
    if (this.now() - entry.storedAt > this.ttlMs) {
      this.#entries.get(type)?.delete(language);
      return undefined;
    }
    return entry;
  }

  /** Current language → default language (de if none flagged) → any cached language. */
  lookup(type: string, language: string, defaultLanguage: string = DEFAULT_LANGUAGE): CacheHit | undefined {
    const own = this.#fresh(type, language);
    if (own) return { content: own.content, language, exact: true };
    const base = this.#fresh(type, defaultLanguage);
    if (base) return { content: base.content, language: defaultLanguage, exact: false };
    for (const other of [...(this.#entries.get(type)?.keys() ?? [])]) {
      const entry = this.#fresh(type, other);
      if (entry) return { content: entry.content, language: other, exact: false };
    }
    return undefined;
  }

  /** True when the type has a fresh entry in exactly this language (no fetch needed). */
  has(type: string, language: string) {
    return this.#fresh(type, language) !== undefined;
  }

  clearLanguage(language: string) {
    for (const byLanguage of this.#entries.values()) byLanguage.delete(language);
  }

  clear() {
    this.#entries.clear();
  }

  /** Everything fresh, for embedding into the server-rendered page. */
  snapshot(): [type: string, language: string, content: string][] {
    const rows: [string, string, string][] = [];
    // By type, not by arrival: the same texts give the same page bytes and ETag (decision 011).
    for (const type of [...this.#entries.keys()].sort()) {
      for (const language of this.#entries.get(type)?.keys() ?? []) {
        const entry = this.#fresh(type, language);
        if (entry) rows.push([type, language, entry.content]);
      }
    }
    return rows;
  }

  restore(rows: [string, string, string][]) {
    for (const [type, language, content] of rows) this.set(type, language, content);
  }
}
