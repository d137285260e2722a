import type { Category, Paginated } from '@wegweiser/contracts';
import { itemResource } from '../../../shared/data/item';
import type { Resource } from '../../../shared/data/resource-store';

/** The two post sections; each is also its API path (/blog/, /career/) and its site path. */
export type PostKind = 'blog' | 'career';

/** The section's categories with their number of published posts (GET /{kind}/categories/). */
export const postCategoriesResource = (kind: PostKind, language: string): Resource<Category[]> => ({
  key: `${kind}-categories:${language}`,
  fetch: async (api) =>
    (await api.get<Paginated<Category>>(`/${kind}/categories/`, { query: { language } })).results,
});

/** One page of published posts, optionally of one category (GET /{kind}/). */
export const postListResource = <S>(
  kind: PostKind,
  language: string,
  category: string | undefined,
  page: number,
): Resource<Paginated<S>> => ({
  key: `${kind}-posts:${language}:${category ?? ''}:${page}`,
  fetch: (api) =>
    api.get<Paginated<S>>(`/${kind}/`, {
      query: { language, category, page: page > 1 ? String(page) : undefined },
    }),
});

/** One post by slug (GET /{kind}/{slug}/, which also accepts the id). */
export const postResource = <P>(kind: PostKind, language: string, slug: string) =>
  itemResource<P>(`${kind}-post`, `/${kind}/`, language, slug);
