import type { BlogPostSummary, Paginated } from '@wegweiser/contracts';
import type { Resource } from '../../../shared/data/resource-store';

/** One page of published posts, optionally of one category (GET /blog/). */
export const blogPostsResource = (
  language: string,
  category: string | undefined,
  page: number,
): Resource<Paginated<BlogPostSummary>> => ({
  key: `blog-posts:${language}:${category ?? ''}:${page}`,
  fetch: (api) =>
    api.get<Paginated<BlogPostSummary>>('/blog/', {
      query: { language, category, page: page > 1 ? String(page) : undefined },
    }),
});
