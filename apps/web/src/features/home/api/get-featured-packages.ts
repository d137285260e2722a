import type { ServicePackage } from '@wegweiser/contracts';
import type { Resource } from '../../../shared/data/resource-store';
import { listBody } from './list-body';

/** Featured service packages of a language (a plain array). */
export const featuredPackagesResource = (language: string): Resource<ServicePackage[]> => ({
  key: `home:featured-packages:${language}`,
  fetch: async (api) =>
    listBody(await api.get<ServicePackage[]>('/services/packages/featured/', { query: { language } })),
});
