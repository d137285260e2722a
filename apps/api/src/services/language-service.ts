import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '@wegweiser/contracts/constants';
import { asDatabaseUnavailable } from '../db/availability';
import type { Locale } from '../lib/localize';
import type { Repositories } from '../repositories';

type LanguageRow = Awaited<ReturnType<Repositories['languages']['listActive']>>[number];

/**
 * Knows the active languages (cached like public content) and turns a requested code into the
 * locale an answer is written in: an active language, else the language flagged default, else de.
 */
export class LanguageService {
  #cached: { rows: LanguageRow[]; loadedAt: number } | null = null;

  constructor(
    private readonly repository: Repositories['languages'],
    private readonly ttlMs: number,
  ) {}

  async active(): Promise<LanguageRow[]> {
    if (this.#cached && Date.now() - this.#cached.loadedAt <= this.ttlMs) return this.#cached.rows;
    const rows = await this.repository.listActive();
    this.#cached = { rows, loadedAt: Date.now() };
    return rows;
  }

  async resolve(requested: unknown): Promise<Locale> {
    const code = typeof requested === 'string' ? requested.trim().toLowerCase() : '';
    const rows = await this.#activeOrLastKnown();
    if (!rows) {
      // The database was never reachable: any supported language, so messages still speak it.
      const known = LANGUAGE_CODES.find((language) => language === code);
      return { language: known ?? DEFAULT_LANGUAGE, fallback: DEFAULT_LANGUAGE };
    }
    const fallback = (rows.find((row) => row.isDefault)?.code ?? DEFAULT_LANGUAGE) as LanguageCode;
    const match = rows.find((row) => row.code === code);
    return { language: (match?.code as LanguageCode | undefined) ?? fallback, fallback };
  }

  /** While the database is unavailable: the languages last read, however old (decision 009). */
  async #activeOrLastKnown(): Promise<LanguageRow[] | null> {
    try {
      return await this.active();
    } catch (error) {
      if (!asDatabaseUnavailable(error)) throw error;
      return this.#cached?.rows ?? null;
    }
  }

  invalidate() {
    this.#cached = null;
  }
}
