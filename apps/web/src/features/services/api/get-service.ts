import type { Service } from '@wegweiser/contracts';
import { ApiRequestError } from '../../../shared/api/api-client';
import type { Resource } from '../../../shared/data/resource-store';

/** One service by slug in one language (the key carries both). */
export const serviceResource = (slug: string, language: string): Resource<Service> => ({
  key: `service:${slug}:${language}`,
  fetch: (api) => api.get<Service>(`/services/${encodeURIComponent(slug)}/`, { query: { language } }),
});

/** 404 (unknown slug) and 400 (not a slug at all) both mean "no such service" to a visitor. */
export const isMissingService = (error: unknown) =>
  error instanceof ApiRequestError && error.kind === 'http' && (error.status === 404 || error.status === 400);
