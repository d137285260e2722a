import type { ServiceSummary } from '@wegweiser/contracts';
import { fetchAllPages } from '../../../shared/data/all-pages';
import type { Resource } from '../../../shared/data/resource-store';

/** Every active service in one language, in the owner's order (all pages of the paginated list). */
export const servicesResource = (language: string): Resource<ServiceSummary[]> => ({
  key: `services:${language}`,
  fetch: (api) => fetchAllPages<ServiceSummary>(api, '/services/', { language }),
});
