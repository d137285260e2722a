import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useApp } from '../context/app-context';

export type TextsResult = {
  /** The text of a type (current → default → any cached language), or the fallback. */
  t: (type: string, fallback?: string) => string;
  loading: boolean;
  error: unknown;
  /** Fetches the texts again whatever is cached (reload on focus, retry). */
  reload: () => void;
};

/** Managed texts of a component, fetched in one batch for the current language. */
export function useTexts(types: readonly string[]): TextsResult {
  const { texts, language, defaultLanguage } = useApp();
  useSyncExternalStore(
    texts.subscribe,
    () => texts.version,
    () => texts.version,
  );
  const [error, setError] = useState<unknown>(undefined);
  // Callers pass a new array each render; the joined types identify the request.
  const key = types.join(',');
  const latest = useRef(types);
  latest.current = types;
  const missing = texts.missing(types, language).length > 0;

  const load = useCallback(
    (force: boolean) => {
      const current = latest.current;
      const request = force ? texts.refresh(current, language) : texts.ensure(current, language);
      request.then(
        () => setError(undefined),
        (reason: unknown) => setError(reason),
      );
    },
    [language, texts],
  );

  useEffect(() => {
    if (key && missing) load(false);
  }, [key, missing, load]);

  const t = (type: string, fallback = '') => texts.text(type, language, defaultLanguage) || fallback;
  return { t, loading: missing && error === undefined, error, reload: () => load(true) };
}
