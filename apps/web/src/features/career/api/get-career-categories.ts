import type { Category, Paginated } from '@wegweiser/contracts';
import type { Resource } from '../../../shared/data/resource-store';

/** Career categories with their number of published postings (GET /career/categories/). */
export const careerCategoriesResource = (language: string): Resource<Category[]> => ({
  key: `career-categories:${language}`,
  fetch: async (api) =>
    (await api.get<Paginated<Category>>('/career/categories/', { query: { language } })).results,
});
