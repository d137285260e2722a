import type { Paginated, ServicePackage } from '@wegweiser/contracts';
import { PAGE_SIZE_MAX } from '@wegweiser/contracts/constants';
import type { Resource } from '../../../shared/data/resource-store';

/** Every active package in one language, in the owner's order (all pages of the paginated list). */
export const packagesResource = (language: string): Resource<ServicePackage[]> => ({
  key: `service-packages:${language}`,
  fetch: async (api) => {
    const packages: ServicePackage[] = [];
    for (let page = 1; ; page += 1) {
      const body = await api.get<Paginated<ServicePackage>>('/services/packages/', {
        query: { language, page: String(page), page_size: String(PAGE_SIZE_MAX) },
      });
      packages.push(...body.results);
      if (!body.next || body.results.length === 0) return packages;
    }
  },
});
