import type { LegalPage } from '@wegweiser/contracts';
import type { Resource } from '../../../shared/data/resource-store';

/** A legal page by slug (GET /content/legal-pages/{slug}/: privacy, imprint, terms or another slug). */
export const legalPageResource = (language: string, slug: string): Resource<LegalPage> => ({
  key: `legal-page:${language}:${slug}`,
  fetch: (api) =>
    api.get<LegalPage>(`/content/legal-pages/${encodeURIComponent(slug)}/`, { query: { language } }),
});
