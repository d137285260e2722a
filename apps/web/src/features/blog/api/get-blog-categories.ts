import type { Category, Paginated } from '@wegweiser/contracts';
import type { Resource } from '../../../shared/data/resource-store';

/** Blog categories with their number of published posts (GET /blog/categories/). */
export const blogCategoriesResource = (language: string): Resource<Category[]> => ({
  key: `blog-categories:${language}`,
  fetch: async (api) =>
    (await api.get<Paginated<Category>>('/blog/categories/', { query: { language } })).results,
});
