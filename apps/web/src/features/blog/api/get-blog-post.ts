import type { BlogPost } from '@wegweiser/contracts';
import type { Resource } from '../../../shared/data/resource-store';

/** One post by slug (GET /blog/{id}/, which also accepts the slug). */
export const blogPostResource = (language: string, slug: string): Resource<BlogPost> => ({
  key: `blog-post:${language}:${slug}`,
  fetch: (api) => api.get<BlogPost>(`/blog/${encodeURIComponent(slug)}/`, { query: { language } }),
});
