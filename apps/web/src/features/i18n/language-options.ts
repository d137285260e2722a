/**
 * What the language selector lists and how its dropdown sits (spec sections 1, 2 and 9).
 */
import type { Language } from '@wegweiser/contracts';
import {
  FALLBACK_LANGUAGES,
  LANGUAGE_DROPDOWN_BREAKPOINT_PX,
  LANGUAGE_ICON_SIZE_PX,
} from '@wegweiser/contracts/constants';

/** Spec section 9: dropdown width 12rem, icons 18 px in the button and 20 px in the list. */
export { LANGUAGE_DROPDOWN_WIDTH } from '@wegweiser/contracts/constants';
export const LANGUAGE_BUTTON_ICON_PX = LANGUAGE_ICON_SIZE_PX.button;
export const LANGUAGE_LIST_ICON_PX = LANGUAGE_ICON_SIZE_PX.list;

export type LanguageOptions = { status: 'loading' } | { status: 'ready'; languages: Language[] };

/**
 * Active languages in their order. A failed language list silently becomes the built-in fallback
 * (de, en, es); no data and no error yet means the list is still loading.
 */
export function languageOptions(data: readonly Language[] | undefined, error: unknown): LanguageOptions {
  if (data === undefined && error === undefined) return { status: 'loading' };
  const source: readonly Language[] = data ?? FALLBACK_LANGUAGES.map((language) => ({ ...language }));
  const languages = source
    .filter((language) => language.is_active !== false)
    .sort((a, b) => a.order - b.order);
  return {
    status: 'ready',
    languages: languages.length > 0 ? languages : FALLBACK_LANGUAGES.map((l) => ({ ...l })),
  };
}

/** Below 1024 px of window width the dropdown is centred under its button, otherwise left-aligned. */
export const dropdownAlignment = (windowWidth: number): 'center' | 'left' =>
  windowWidth < LANGUAGE_DROPDOWN_BREAKPOINT_PX ? 'center' : 'left';

/** The selector's own label, in the page language; the languages API carries no such text. */
const SELECTOR_LABEL: Readonly<Record<string, string>> = {
  de: 'Sprache',
  en: 'Language',
  es: 'Idioma',
  fr: 'Langue',
  zh: '语言',
};
export const selectorLabel = (language: string) => SELECTOR_LABEL[language] ?? SELECTOR_LABEL.en;
