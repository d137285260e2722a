/**
 * The console's language before anyone is signed in: the last choice made in this browser, else
 * the first of the browser's languages the console speaks, else German. Once signed in, the user's
 * own `ui_language` decides (session-provider.tsx).
 */
import { CONSOLE_LANGUAGES, type ConsoleLanguage } from '@wegweiser/contracts/admin-auth';

export const LANGUAGE_STORAGE_KEY = 'console-language';

const isConsoleLanguage = (value: unknown): value is ConsoleLanguage =>
  (CONSOLE_LANGUAGES as readonly unknown[]).includes(value);

export function browserLanguage(languages: readonly string[]): ConsoleLanguage | null {
  for (const tag of languages) {
    const primary = tag.split('-')[0]?.toLowerCase();
    if (isConsoleLanguage(primary)) return primary;
  }
  return null;
}

export function initialLanguage(stored: string | null, languages: readonly string[]): ConsoleLanguage {
  if (isConsoleLanguage(stored)) return stored;
  return browserLanguage(languages) ?? 'de';
}

export function readStoredLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storeLanguage(language: ConsoleLanguage) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode or blocked storage: the choice holds for this visit.
  }
}
