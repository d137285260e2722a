/**
 * Translatable values as the content API sends them: a map from language code to text
 * (`{de: '…', en: '…'}`). What the site shows for a language and when it falls back, the same rule
 * as the public site (the language's text, else the default language's).
 */
import { LANGUAGE_CODES, type LanguageCode } from '@wegweiser/contracts/constants';

export type Translations = Partial<Record<LanguageCode, string>>;

export const isLanguageCode = (value: string): value is LanguageCode =>
  (LANGUAGE_CODES as readonly string[]).includes(value);

/** A plain object whose keys are all language codes and whose values are all text. */
export function isTranslations(value: unknown): value is Translations {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  return Object.entries(value).every(([key, text]) => isLanguageCode(key) && typeof text === 'string');
}

export const asTranslations = (value: unknown): Translations => (isTranslations(value) ? value : {});

/** The text in one language, '' when there is none. */
export const textIn = (value: unknown, language: LanguageCode) => asTranslations(value)[language] ?? '';

/** True when the site would show the default language's text here (this language has none). */
export function fallsBack(value: unknown, language: LanguageCode, defaultLanguage: LanguageCode) {
  if (language === defaultLanguage) return false;
  return textIn(value, language).trim() === '' && textIn(value, defaultLanguage).trim() !== '';
}

/** The map with one language's text set; an empty text removes the language. */
export function withText(value: unknown, language: LanguageCode, text: string): Translations {
  const next = { ...asTranslations(value) };
  if (text === '') delete next[language];
  else next[language] = text;
  return next;
}

/**
 * The PATCH form of a changed translatable field: only the languages that differ, a removed one as
 * `null` (the API merges per language, so the others stay as they are). Null when nothing changed.
 */
export function translationsPatch(before: unknown, after: unknown): Record<string, string | null> | null {
  const old = asTranslations(before);
  const next = asTranslations(after);
  const patch: Record<string, string | null> = {};
  for (const language of LANGUAGE_CODES) {
    if ((old[language] ?? '') === (next[language] ?? '')) continue;
    patch[language] = next[language] ? (next[language] as string) : null;
  }
  return Object.keys(patch).length > 0 ? patch : null;
}
