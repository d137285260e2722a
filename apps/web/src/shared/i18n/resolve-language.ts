/**
 * Language choice at start (spec section 4): the saved choice if still available, else the
 * browser language's primary subtag if available, else the language flagged default, else de.
 */
import { DEFAULT_LANGUAGE } from '@wegweiser/contracts/constants';

export type AvailableLanguage = { code: string; is_default: boolean };

export function resolveLanguage(input: {
  stored: string | null | undefined;
  browser: readonly string[];
  available: readonly AvailableLanguage[];
}): string {
  const codes = new Set(input.available.map((language) => language.code));
  if (input.stored && codes.has(input.stored)) return input.stored;
  for (const tag of input.browser) {
    const primary = tag.split('-')[0]?.toLowerCase();
    if (primary && codes.has(primary)) return primary;
  }
  return input.available.find((language) => language.is_default)?.code ?? DEFAULT_LANGUAGE;
}

/** Only a language code in the available list can be selected (spec section 5). */
export const isSelectable = (code: string, available: readonly AvailableLanguage[]) =>
  available.some((language) => language.code === code);
