import type { LanguageCode } from '@wegweiser/contracts/constants';
import type { Translations } from '../db/schema';

/**
 * Picks one language's text with per-field fallback: the requested language, then the default
 * language, then any non-blank translation, then ''.
 */
export function pick(translations: Translations, language: LanguageCode, fallback: LanguageCode): string {
  const own = translations[language];
  if (own?.trim()) return own;
  const base = translations[fallback];
  if (base?.trim()) return base;
  return Object.values(translations).find((value) => value?.trim()) ?? '';
}

/** Request language context handed to repositories. */
export type Locale = { language: LanguageCode; fallback: LanguageCode };

export const localizer =
  ({ language, fallback }: Locale) =>
  (translations: Translations) =>
    pick(translations, language, fallback);
