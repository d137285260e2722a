import type { ServicePackage } from '@wegweiser/contracts';
import { ApiRequestError } from '../../../shared/api/api-client';
import type { Resource } from '../../../shared/data/resource-store';

/** One package by slug in one language (the key carries both, so a language change fetches anew). */
export const packageResource = (slug: string, language: string): Resource<ServicePackage> => ({
  key: `service-package:${slug}:${language}`,
  fetch: (api) =>
    api.get<ServicePackage>(`/services/packages/${encodeURIComponent(slug)}/`, { query: { language } }),
});

/**
 * The API answers 404 for an unknown slug and 400 for one that cannot be a slug at all; both mean
 * "no such package" to a visitor.
 */
export const isMissingPackage = (error: unknown) =>
  error instanceof ApiRequestError && error.kind === 'http' && (error.status === 404 || error.status === 400);
