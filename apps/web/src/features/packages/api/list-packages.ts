import type { ServicePackage } from '@wegweiser/contracts';
import { fetchAllPages } from '../../../shared/data/all-pages';
import type { Resource } from '../../../shared/data/resource-store';

/** Every active package in one language, in the owner's order (all pages of the paginated list). */
export const packagesResource = (language: string): Resource<ServicePackage[]> => ({
  key: `service-packages:${language}`,
  fetch: (api) => fetchAllPages<ServicePackage>(api, '/services/packages/', { language }),
});
