/**
 * One content item addressed by slug (a service, a package, a blog post, a job posting, a legal
 * page): its resource, and the one rule for "no such item" that decides a detail page's 404.
 */
import { ApiRequestError } from '@wegweiser/client/api-client';
import type { LoadResult } from '../router/route-types';
import type { Resource, ResourceState, ResourceStore } from './resource-store';
import { type ResourceResult, useResource } from './use-resource';

type Sluggable = { slug: string };

/**
 * One item by slug in one language: GET `{path}{slug}/` (the API also accepts the id). The key
 * carries name, language and slug, so a language change fetches anew.
 */
export const itemResource = <T>(name: string, path: string, language: string, slug: string): Resource<T> => ({
  key: `${name}:${language}:${slug}`,
  fetch: (api) => api.get<T>(`${path}${encodeURIComponent(slug)}/`, { query: { language } }),
});

/**
 * When an item request means "no such item": the API's 404 (or 400, an address that cannot name
 * an item), or — when `slug` is given — an answer for another slug (the API also resolves numeric
 * ids, which must not become second addresses of an item). Loading and other failures are not.
 */
export function isMissingItem(
  answer: { data: Sluggable | undefined; error: unknown },
  slug?: string,
): boolean {
  if (answer.data) return slug !== undefined && answer.data.slug !== slug;
  const { error } = answer;
  return (
    error instanceof ApiRequestError &&
    error.kind === 'http' &&
    (error.status === 404 || error.status === 400)
  );
}

const answerOf = (state: ResourceState<Sluggable> | undefined) => ({
  data: state?.status === 'success' ? state.data : undefined,
  error: state?.status === 'error' ? state.error : undefined,
});

/** A detail page's loader result: 404 when the item is missing. */
export const itemLoadStatus = (state: ResourceState<Sluggable> | undefined, slug?: string): LoadResult =>
  isMissingItem(answerOf(state), slug) ? { status: 404 } : undefined;

/** The stored item for the server-rendered head, unless it is missing or not loaded. */
export function storedItem<T extends Sluggable>(
  store: ResourceStore,
  resource: Resource<T>,
  slug?: string,
): T | undefined {
  const answer = answerOf(store.get<T>(resource.key));
  return answer.data && !isMissingItem(answer, slug) ? (answer.data as T) : undefined;
}

export type ItemResult<T> = Omit<ResourceResult<T>, 'data'> & { item: T | undefined; missing: boolean };

/** A detail page's item: `item` once it arrived (and is the one asked for), `missing` per the rule above. */
export function useItem<T extends Sluggable>(resource: Resource<T> | null, slug?: string): ItemResult<T> {
  const { data, ...rest } = useResource(resource);
  const missing = isMissingItem({ data, error: rest.error }, slug);
  return { ...rest, item: missing ? undefined : data, missing };
}
