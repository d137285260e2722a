import { HEADER_CONTENT_TYPES } from '@wegweiser/contracts/layout-texts';
import { useEffect, useRef } from 'react';
import { type TextsResult, useTexts } from '../../../shared/content/use-texts';
import { useApp } from '../../../shared/context/app-context';
import { watchHeaderTexts } from '../header-behaviour';

/**
 * The header's managed texts: retried once after 500 ms if some are missing, reloaded on window
 * focus and when the language changes.
 */
export function useHeaderTexts(): TextsResult {
  const { language } = useApp();
  const texts = useTexts(HEADER_CONTENT_TYPES);
  const latest = useRef(texts);
  latest.current = texts;

  useEffect(
    () =>
      watchHeaderTexts({
        isMissing: () => HEADER_CONTENT_TYPES.some((type) => !latest.current.t(type)),
        reload: () => latest.current.reload(),
        target: window,
      }),
    [],
  );

  const shownLanguage = useRef(language);
  useEffect(() => {
    if (shownLanguage.current === language) return;
    shownLanguage.current = language;
    latest.current.reload();
  }, [language]);

  return texts;
}
