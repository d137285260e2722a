import type { LanguageCode } from '@wegweiser/contracts/constants';
import { defaultLanguage, resolveLanguage, SUPPORTED_LANGUAGES } from '@wegweiser/contracts/language';
import { asDatabaseUnavailable } from '../db/availability';
import type { Locale } from '../lib/localize';
import type { Repositories } from '../repositories';

export type LanguageRow = Awaited<ReturnType<Repositories['languages']['listActive']>>[number];

/**
 * Knows the active languages (cached like public content) and turns a requested code into the
 * locale an answer is written in by the same rule as the site's pages (contracts/language): an
 * active language, else the language flagged default, else de.
 */
export class LanguageService {
  #cached: { rows: LanguageRow[]; loadedAt: number } | null = null;
  #loading: { rows: Promise<LanguageRow[]>; generation: number } | null = null;
  /** Counts invalidations, so a read begun before one is not taken for a fresh one. */
  #generation = 0;

  constructor(
    private readonly repository: Repositories['languages'],
    private readonly ttlMs: number,
  ) {}

  async active(): Promise<LanguageRow[]> {
    if (this.#cached && Date.now() - this.#cached.loadedAt < this.ttlMs) return this.#cached.rows;
    // One read for all the requests that need it meanwhile (a page's render asks a dozen routes at
    // once): a read already under way is shared, never started again. Content changed since it
    // began: its rows may be old, so a later caller starts a read of its own.
    if (this.#loading?.generation === this.#generation) return this.#loading.rows;
    const generation = this.#generation;
    const rows = this.repository.listActive().then((loaded) => {
      if (generation === this.#generation) this.#cached = { rows: loaded, loadedAt: Date.now() };
      return loaded;
    });
    const loading = { rows, generation };
    this.#loading = loading;
    const clear = () => {
      if (this.#loading === loading) this.#loading = null;
    };
    rows.then(clear, clear);
    return rows;
  }

  /** The page-language rule (contracts/language) with the requested code as the only input. */
  async resolve(requested: unknown): Promise<Locale> {
    return (await this.resolveWithRows(requested)).locale;
  }

  /**
   * `resolve`, and the rows it went by when they were read now (`null` when the database is
   * unavailable and the last known rows stood in): a request that lists the languages uses the
   * read its locale came from instead of a second one.
   */
  async resolveWithRows(requested: unknown): Promise<{ locale: Locale; rows: LanguageRow[] | null }> {
    let rows: LanguageRow[] | null = null;
    let known: LanguageRow[] | null;
    try {
      rows = await this.active();
      known = rows;
    } catch (error) {
      if (!asDatabaseUnavailable(error)) throw error;
      known = this.#cached?.rows ?? null;
    }
    // The database was never reachable: any supported language, so messages still speak it.
    const available = known
      ? known.map((row) => ({ code: row.code, is_default: row.isDefault }))
      : SUPPORTED_LANGUAGES;
    const { code } = resolveLanguage({
      requested: typeof requested === 'string' ? requested : null,
      available,
    });
    return {
      locale: { language: code as LanguageCode, fallback: defaultLanguage(available) as LanguageCode },
      rows,
    };
  }

  /** Content changed: read again next time; the rows stay as the last known for an outage. */
  invalidate() {
    this.#generation += 1;
    if (this.#cached) this.#cached = { ...this.#cached, loadedAt: Number.NEGATIVE_INFINITY };
  }
}
