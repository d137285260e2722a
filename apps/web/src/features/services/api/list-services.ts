import type { Paginated, ServiceSummary } from '@wegweiser/contracts';
import { PAGE_SIZE_MAX } from '@wegweiser/contracts/constants';
import type { Resource } from '../../../shared/data/resource-store';

/** Every active service in one language, in the owner's order (all pages of the paginated list). */
export const servicesResource = (language: string): Resource<ServiceSummary[]> => ({
  key: `services:${language}`,
  fetch: async (api) => {
    const services: ServiceSummary[] = [];
    for (let page = 1; ; page += 1) {
      const body = await api.get<Paginated<ServiceSummary>>('/services/', {
        query: { language, page: String(page), page_size: String(PAGE_SIZE_MAX) },
      });
      services.push(...body.results);
      if (!body.next || body.results.length === 0) return services;
    }
  },
});
