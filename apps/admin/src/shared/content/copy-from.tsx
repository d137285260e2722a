/**
 * "Copy from another language": a native select (keyboard and screen-reader friendly everywhere)
 * listing the languages that have text; choosing one hands its code over and resets the select.
 */
import type { LanguageCode } from '@wegweiser/contracts/constants';
import { useContentWords } from './words';

export function CopyFromSelect({
  label,
  placeholder,
  sources,
  onCopy,
}: {
  /** The accessible name, e.g. "Copy “Title” from another language". */
  label: string;
  placeholder?: string;
  sources: readonly LanguageCode[];
  onCopy: (language: LanguageCode) => void;
}) {
  const { w } = useContentWords();
  if (sources.length === 0) return null;
  return (
    <select
      aria-label={label}
      value=""
      onChange={(event) => {
        if (event.target.value) onCopy(event.target.value as LanguageCode);
      }}
      className="min-h-9 max-w-full rounded-lg border border-dark-300 bg-white px-2 text-sm text-dark-800 dark:border-dark-600 dark:bg-dark-900 dark:text-dark-100"
    >
      <option value="">{placeholder ?? w.copyFrom}</option>
      {sources.map((code) => (
        <option key={code} value={code}>
          {w.copyFromLanguage(w.languageName[code])}
        </option>
      ))}
    </select>
  );
}
