import type { LanguageCode } from '@wegweiser/contracts/constants';
import { defaultLanguage, resolveLanguage, SUPPORTED_LANGUAGES } from '@wegweiser/contracts/language';
import { asDatabaseUnavailable } from '../db/availability';
import type { Locale } from '../lib/localize';
import type { Repositories } from '../repositories';

/** Page renders at once whose languages read is kept (far more than a process renders at a time). */
const MAX_SCOPES = 256;

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
  /**
   * The read each page render in progress went by (by its render scope, decision 115): its later
   * calls take the same rows instead of a round trip of their own. The oldest go past `MAX_SCOPES`.
   */
  readonly #scoped = new Map<string, Promise<LanguageRow[]>>();

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

  /** `active`, shared by every call of one page render (`scope`, its id) that asks. */
  activeFor(scope: string | null): Promise<LanguageRow[]> {
    if (scope === null) return this.active();
    const known = this.#scoped.get(scope);
    if (known) return known;
    const rows = this.active();
    this.#scoped.set(scope, rows);
    if (this.#scoped.size > MAX_SCOPES) this.#scoped.delete(this.#scoped.keys().next().value as string);
    // A failed read is not kept: the render's next call tries again.
    rows.catch(() => {
      if (this.#scoped.get(scope) === rows) this.#scoped.delete(scope);
    });
    return rows;
  }

  /**
   * For a call of a page render (`scope`) whose read of the languages has not answered yet: the
   * locale the last known rows give, to read the answer with at once, and the render's own read to
   * confirm it by (decision 118). Null when no rows are known yet: the call waits for the read.
   */
  assume(
    requested: unknown,
    scope: string,
  ): { locale: Locale; confirmed: Promise<{ locale: Locale; rows: LanguageRow[] | null }> } | null {
    const known = this.#cached?.rows;
    if (!known) return null;
    return { locale: localeFrom(requested, known), confirmed: this.resolveWithRows(requested, scope) };
  }

  /** The page-language rule (contracts/language) with the requested code as the only input. */
  async resolve(requested: unknown): Promise<Locale> {
    return (await this.resolveWithRows(requested)).locale;
  }

  /**
   * `resolve`, and the rows it went by when they were read now (`null` when the database is
   * unavailable and the last known rows stood in): a request that lists the languages uses the
   * read its locale came from instead of a second one. With a render's `scope`, the read that
   * render's first call made.
   */
  async resolveWithRows(
    requested: unknown,
    scope: string | null = null,
  ): Promise<{ locale: Locale; rows: LanguageRow[] | null }> {
    let rows: LanguageRow[] | null = null;
    let known: LanguageRow[] | null;
    try {
      rows = await this.activeFor(scope);
      known = rows;
    } catch (error) {
      if (!asDatabaseUnavailable(error)) throw error;
      known = this.#cached?.rows ?? null;
    }
    return { locale: localeFrom(requested, known), rows };
  }

  /** Content changed: read again next time; the rows stay as the last known for an outage. */
  invalidate() {
    this.#generation += 1;
    if (this.#cached) this.#cached = { ...this.#cached, loadedAt: Number.NEGATIVE_INFINITY };
  }
}

/** The locale a requested code gets among these rows (null: the database was never reachable). */
function localeFrom(requested: unknown, known: LanguageRow[] | null): Locale {
  // The database was never reachable: any supported language, so messages still speak it.
  const available = known
    ? known.map((row) => ({ code: row.code, is_default: row.isDefault }))
    : SUPPORTED_LANGUAGES;
  const { code } = resolveLanguage({
    requested: typeof requested === 'string' ? requested : null,
    available,
  });
  return { language: code as LanguageCode, fallback: defaultLanguage(available) as LanguageCode };
}

/** Whether two locales pick the same texts. */
export const sameLocale = (a: Locale, b: Locale) => a.language === b.language && a.fallback === b.fallback;
