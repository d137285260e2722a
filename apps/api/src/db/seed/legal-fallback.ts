/**
 * The seeded legal pages, answered without the database (decision 009): imprint and privacy
 * policy must render even when PostgreSQL is unreachable and no earlier answer was ever kept
 * (a first start against a database that is down). Shaped exactly like the repository's answers;
 * ids follow the seed's insertion order.
 */
import type { LegalPage } from '@wegweiser/contracts';
import type { Locale } from '../../lib/localize';
import { localizer } from '../../lib/localize';
import { LEGAL_PAGES_VERSION, legalPages } from './data/legal';

const toLegalPage = (locale: Locale, index: number): LegalPage | null => {
  const page = legalPages[index];
  if (!page) return null;
  const t = localizer(locale);
  return {
    id: index + 1,
    type: page.type,
    slug: page.slug,
    title: t(page.title),
    content: t(page.content),
    updated_at: LEGAL_PAGES_VERSION,
    language: locale.language,
  };
};

export function seededLegalPages(locale: Locale): LegalPage[] {
  return legalPages.flatMap((_, index) => toLegalPage(locale, index) ?? []);
}

export function seededLegalPage(
  locale: Locale,
  by: { type: string } | { idOrSlug: string },
): LegalPage | null {
  const index = legalPages.findIndex((page, position) =>
    'type' in by ? page.type === by.type : page.slug === by.idOrSlug || String(position + 1) === by.idOrSlug,
  );
  return index === -1 ? null : toLegalPage(locale, index);
}
