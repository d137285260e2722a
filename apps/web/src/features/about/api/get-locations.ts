import type { Paginated } from '@wegweiser/contracts';
import type { Resource } from '../../../shared/data/resource-store';

/** The shape of LocationSchema (contracts exports the schema, not a type). */
export type Location = {
  id: number;
  name: string;
  description: string;
  street: string;
  postal_code: string;
  city: string;
  country_code: string;
  is_online: boolean;
  order: number;
};

/** Where sessions take place, in display order (GET /content/multilingual/locations/). */
export const locationsResource = (language: string): Resource<Location[]> => ({
  key: `locations:${language}`,
  fetch: async (api) => {
    const body = await api.get<Paginated<Location>>('/content/multilingual/locations/', {
      query: { language },
    });
    return [...body.results].sort((a, b) => a.order - b.order);
  },
});
