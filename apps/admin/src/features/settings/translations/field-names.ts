/**
 * Where a missing text lives in the owner's words: its resource as the navigation names it, and
 * its field ("Beschreibung", "Merkmal 1") instead of its path in
 * the document (`description`, `features.0.text`): the content editor's own field labels, the SEO
 * screen's, and the report's words for the texts and site settings.
 */
import { RESOURCE_CONFIGS } from '../../../shared/content/config';
import { fieldsOf } from '../../../shared/content/config/types';
import type { seoWordsEn } from '../seo/words';
import type { translationsWordsEn } from './words';

type Words = {
  translations: typeof translationsWordsEn;
  seo: typeof seoWordsEn;
};

const configOf = (resource: string) => RESOURCE_CONFIGS.find((config) => config.resource === resource);

/** The resource as the console's navigation names it ("Stellenangebote"). */
export function resourceName(resource: string, language: 'de' | 'en', words: Words): string {
  return configOf(resource)?.title[language] ?? words.translations.resources[resource] ?? resource;
}

export function fieldName(resource: string, path: string, language: 'de' | 'en', words: Words): string {
  const [field = path, index, inner] = path.split('.');
  const w = words.translations;
  if (resource === 'managed-texts') return w.fieldNames.text;
  if (resource === 'seo') return words.seo.fields[field as keyof typeof words.seo.fields] ?? path;
  if (resource === 'site-settings') return w.fieldNames[field as 'site_name' | 'site_description'] ?? path;
  const spec = configOf(resource);
  const label = spec
    ? fieldsOf(spec).find((candidate) => candidate.name === field)?.label[language]
    : undefined;
  if (index === undefined || inner === undefined) return label ?? path;
  // One of a list's entries, counted from 1 as the editor counts them.
  const position = Number(index) + 1;
  if (field === 'features') return w.fieldNames.feature(position);
  return label ? `${label} ${position}` : path;
}
