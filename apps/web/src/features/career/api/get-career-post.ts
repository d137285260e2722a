import type { CareerPost } from '@wegweiser/contracts';
import type { Resource } from '../../../shared/data/resource-store';

/** One job posting by slug (GET /career/{id}/, which also accepts the slug). */
export const careerPostResource = (language: string, slug: string): Resource<CareerPost> => ({
  key: `career-post:${language}:${slug}`,
  fetch: (api) => api.get<CareerPost>(`/career/${encodeURIComponent(slug)}/`, { query: { language } }),
});
