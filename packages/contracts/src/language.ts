/**
 * The language an answer is written in (spec section 4 "Language"), decided by one rule for the
 * server render, the browser and the API (decision 031): the language the request names, else the
 * visitor's saved choice, else the first of the browser's languages, each only when it is
 * available, else the language flagged default, else de. Without zod or Node/DOM imports, so the
 * browser bundle imports it as it is.
 */
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from './constants';

export type AvailableLanguage = { code: string; is_default: boolean };

/** Every supported language with de as default: the choice while no language list can be read. */
export const SUPPORTED_LANGUAGES: readonly AvailableLanguage[] = LANGUAGE_CODES.map((code) => ({
  code,
  is_default: code === DEFAULT_LANGUAGE,
}));

/** Only a language code in the available list can be selected (spec section 5). */
export const isSelectable = (code: string, available: readonly AvailableLanguage[]) =>
  available.some((language) => language.code === code);

/** The language flagged default, else de. */
export const defaultLanguage = (available: readonly AvailableLanguage[]): string =>
  available.find((language) => language.is_default)?.code ?? DEFAULT_LANGUAGE;

/** Which input decided: `requested` means the answer does not vary with cookie or browser. */
export type LanguageSource = 'requested' | 'stored' | 'browser' | 'default';

export function resolveLanguage(input: {
  /** Named by the request itself (the page's `?lang`, the API's `language` parameter); any case. */
  requested?: string | null | undefined;
  /** The visitor's saved choice (the `selectedLanguage` cookie or local storage). */
  stored?: string | null | undefined;
  /** The browser's languages by preference (Accept-Language, navigator.languages): primary subtags count. */
  browser?: readonly string[];
  available: readonly AvailableLanguage[];
}): { code: string; source: LanguageSource } {
  const requested = input.requested?.trim().toLowerCase();
  if (requested && isSelectable(requested, input.available)) return { code: requested, source: 'requested' };
  if (input.stored && isSelectable(input.stored, input.available)) {
    return { code: input.stored, source: 'stored' };
  }
  for (const tag of input.browser ?? []) {
    const primary = tag.split('-')[0]?.toLowerCase();
    if (primary && isSelectable(primary, input.available)) return { code: primary, source: 'browser' };
  }
  return { code: defaultLanguage(input.available), source: 'default' };
}

/** The tags of an Accept-Language header by descending quality (`*` and q=0 left out). */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q)
    .map((entry) => entry.tag);
}
