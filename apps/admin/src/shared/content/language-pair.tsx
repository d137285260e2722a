/**
 * Which two languages the editor shows side by side: the site's default language and the one being
 * edited. Every translatable field reads them from here, so one selector switches the whole form.
 */
import type { LanguageCode } from '@wegweiser/contracts/constants';
import { createContext, type ReactNode, useContext, useId } from 'react';
import { useContentWords } from './words';

export type LanguagePair = {
  defaultLanguage: LanguageCode;
  editLanguage: LanguageCode;
  /** The site's active languages, the default first. */
  languages: readonly LanguageCode[];
};

const LanguagePairContext = createContext<LanguagePair | null>(null);

export function LanguagePairProvider({ value, children }: { value: LanguagePair; children: ReactNode }) {
  return <LanguagePairContext.Provider value={value}>{children}</LanguagePairContext.Provider>;
}

export function useLanguagePair(): LanguagePair {
  const pair = useContext(LanguagePairContext);
  if (!pair) throw new Error('useLanguagePair outside LanguagePairProvider');
  return pair;
}

/** The selector of the language being edited (the default language is always shown beside it). */
export function EditLanguageSelect({
  value,
  onChange,
  languages,
  defaultLanguage,
}: {
  value: LanguageCode;
  onChange: (language: LanguageCode) => void;
  languages: readonly LanguageCode[];
  defaultLanguage: LanguageCode;
}) {
  const { w } = useContentWords();
  const id = useId();
  return (
    // One row on a phone where it fits (the select takes what the label leaves), else two: a row
    // that cannot wrap would widen a narrow card beyond the screen.
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <label htmlFor={id} className="shrink-0 text-sm font-medium text-dark-800 dark:text-dark-100">
        {w.editLanguage}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as LanguageCode)}
        className="min-h-11 min-w-0 flex-1 basis-40 rounded-lg border sm:flex-none border-dark-300 bg-white px-3 text-base text-dark-900 dark:border-dark-600 dark:bg-dark-950 dark:text-dark-50"
      >
        {languages.map((code) => (
          <option key={code} value={code}>
            {w.languageName[code]}
            {code === defaultLanguage ? ` (${w.defaultLanguage})` : ''}
          </option>
        ))}
      </select>
    </div>
  );
}
