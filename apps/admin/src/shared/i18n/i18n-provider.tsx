/**
 * The console's language: which one the owner reads (German or English), switching it, and dates
 * in it. The words themselves are modules made with `defineWords` (decision 100); the shared ones
 * are `./console-words`.
 */
import type { ConsoleLanguage } from '@wegweiser/contracts/admin-auth';
import { createContext, type ReactNode, useContext, useLayoutEffect, useMemo, useState } from 'react';
import { storeLanguage } from './language';

type I18n = { language: ConsoleLanguage; setLanguage: (language: ConsoleLanguage) => void };

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({
  initial,
  onChange,
  children,
}: {
  initial: ConsoleLanguage;
  /** Told every language the console switches to (the API client asks for answers in it). */
  onChange?: ((language: ConsoleLanguage) => void) | undefined;
  children: ReactNode;
}) {
  const [language, setLanguageState] = useState(initial);
  // Before the browser paints the words in it: a screen reader never reads them in the old language.
  useLayoutEffect(() => {
    document.documentElement.lang = language;
    onChange?.(language);
  }, [language, onChange]);
  const value = useMemo<I18n>(
    () => ({
      language,
      setLanguage: (next) => {
        storeLanguage(next);
        setLanguageState(next);
      },
    }),
    [language],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n outside I18nProvider');
  return value;
}

/** The console's language, as the owner chose it. */
export const useLanguage = (): ConsoleLanguage => useI18n().language;

/** Dates and times as the owner reads them: in the console's language, in the browser's time zone. */
export function formatDateTime(iso: string, language: ConsoleLanguage): string {
  return new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
}

export function formatTime(date: Date, language: ConsoleLanguage): string {
  return new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', { timeStyle: 'short' }).format(date);
}
