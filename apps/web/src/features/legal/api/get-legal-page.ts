import type { LegalPage } from '@wegweiser/contracts';
import { itemResource } from '../../../shared/data/item';

/** A legal page by slug (GET /content/legal-pages/{slug}/: privacy, imprint, terms or another slug). */
export const legalPageResource = (language: string, slug: string) =>
  itemResource<LegalPage>('legal-page', '/content/legal-pages/', language, slug);
