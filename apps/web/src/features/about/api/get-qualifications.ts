import type { Paginated } from '@wegweiser/contracts';
import type { Resource } from '../../../shared/data/resource-store';

/** The shape of QualificationSchema (contracts exports the schema, not a type). */
export type Qualification = {
  id: number;
  title: string;
  institution: string;
  year: number | null;
  description: string;
  order: number;
};

/** The coach's qualifications in display order (GET /content/multilingual/qualifications/). */
export const qualificationsResource = (language: string): Resource<Qualification[]> => ({
  key: `qualifications:${language}`,
  fetch: async (api) => {
    const body = await api.get<Paginated<Qualification>>('/content/multilingual/qualifications/', {
      query: { language },
    });
    return [...body.results].sort((a, b) => a.order - b.order);
  },
});
