/**
 * The language being edited beside the site's default one, chosen once for the whole form; the
 * provider gives it to every translatable field inside, with the form's copy marks (decision 089).
 * A screen's `?language=fr` (the translation report's link) is edited first when the site has it.
 */
import { useSearch } from '@tanstack/react-router';
import type { LanguageCode } from '@wegweiser/contracts/constants';
import { type ReactNode, useState } from 'react';
import { type CopiedTexts, CopiedTextsProvider } from '../../../shared/content/copied-texts';
import { EditLanguageSelect, LanguagePairProvider } from '../../../shared/content/language-pair';
import type { SiteLanguages } from './item-loader';

export function useEditLanguage(site: SiteLanguages) {
  const { language: asked } = useSearch({ strict: false }) as { language?: string };
  return useState<LanguageCode>(
    () => site.languages.find((code) => code === asked) ?? site.languages[1] ?? site.defaultLanguage,
  );
}

export function LanguageBar({
  site,
  editLanguage,
  onChange,
  copies,
  children,
}: {
  site: SiteLanguages;
  editLanguage: LanguageCode;
  onChange: (language: LanguageCode) => void;
  /** The form's copy marks (useDocumentForm's `copies`); without them a copy is not marked. */
  copies?: CopiedTexts;
  children: ReactNode;
}) {
  const fields = copies ? <CopiedTextsProvider value={copies}>{children}</CopiedTextsProvider> : children;
  return (
    <LanguagePairProvider value={{ ...site, editLanguage }}>
      {site.languages.length > 1 ? (
        <div className="mb-4">
          <EditLanguageSelect
            value={editLanguage}
            onChange={onChange}
            languages={site.languages}
            defaultLanguage={site.defaultLanguage}
          />
        </div>
      ) : null}
      {fields}
    </LanguagePairProvider>
  );
}
