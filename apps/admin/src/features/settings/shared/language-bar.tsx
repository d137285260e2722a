/**
 * The language being edited beside the site's default one, chosen once for the whole form; the
 * provider gives it to every translatable field inside.
 */
import type { LanguageCode } from '@wegweiser/contracts/constants';
import { type ReactNode, useState } from 'react';
import { EditLanguageSelect, LanguagePairProvider } from '../../../shared/content/language-pair';
import type { SiteLanguages } from './item-loader';

export function useEditLanguage(site: SiteLanguages) {
  return useState<LanguageCode>(site.languages[1] ?? site.defaultLanguage);
}

export function LanguageBar({
  site,
  editLanguage,
  onChange,
  children,
}: {
  site: SiteLanguages;
  editLanguage: LanguageCode;
  onChange: (language: LanguageCode) => void;
  children: ReactNode;
}) {
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
      {children}
    </LanguagePairProvider>
  );
}
