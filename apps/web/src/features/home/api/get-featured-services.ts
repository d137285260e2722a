import type { Paginated, ServiceSummary } from '@wegweiser/contracts';
import type { Resource } from '../../../shared/data/resource-store';
import { listBody } from './list-body';

/** Featured services of a language: a plain array, or `{ results }`. */
export const featuredServicesResource = (language: string): Resource<ServiceSummary[]> => ({
  key: `home:featured-services:${language}`,
  fetch: async (api) =>
    listBody(
      await api.get<ServiceSummary[] | Paginated<ServiceSummary>>('/services/featured/', {
        query: { language },
      }),
    ),
});
