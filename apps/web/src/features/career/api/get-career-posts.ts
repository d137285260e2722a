import type { CareerPostSummary, Paginated } from '@wegweiser/contracts';
import type { Resource } from '../../../shared/data/resource-store';

/** One page of published job postings, optionally of one category (GET /career/). */
export const careerPostsResource = (
  language: string,
  category: string | undefined,
  page: number,
): Resource<Paginated<CareerPostSummary>> => ({
  key: `career-posts:${language}:${category ?? ''}:${page}`,
  fetch: (api) =>
    api.get<Paginated<CareerPostSummary>>('/career/', {
      query: { language, category, page: page > 1 ? String(page) : undefined },
    }),
});
