/**
 * The alt text of library images for the site's answers (decision 053): an answer whose image is
 * `/media/library/{id}.{ext}` (any origin or variant) carries that image's alt text in the
 * request's language, else the default language's, else ''. All images of one answer are looked
 * up in one query.
 */
import { mediaLibraryIdOf } from '@wegweiser/contracts/constants';
import type { Translations } from '../db/schema';
import type { Locale } from '../lib/localize';

/** The stored alt text of each of these images (one query). */
export type AltSource = (ids: readonly string[]) => Promise<Map<string, Translations>>;

/** An image's alt text in the language, else the default language's (trimmed), else ''. */
export function altTextIn(alt: Translations | undefined, locale: Locale): string {
  if (!alt) return '';
  return [alt[locale.language], alt[locale.fallback]].find((text) => text?.trim())?.trim() ?? '';
}

/** Answers each URL's alt text; only the URLs given here are looked up. */
export async function libraryAlts(
  source: AltSource,
  locale: Locale,
  urls: readonly (string | null)[],
): Promise<(url: string | null) => string> {
  const ids = urls.map(mediaLibraryIdOf).filter((id): id is string => id !== null);
  const alts = ids.length > 0 ? await source(ids) : new Map<string, Translations>();
  return (url) => {
    const id = mediaLibraryIdOf(url);
    return altTextIn(id ? alts.get(id) : undefined, locale);
  };
}
