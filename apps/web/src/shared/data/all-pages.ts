/**
 * The one walk over a paginated API list (spec section 7: `?page=` and `page_size`, at most
 * PAGE_SIZE_MAX): pages 1, 2, … of the largest size until the API names no next page, or a page
 * comes back empty. Used wherever a page needs the whole list: services, packages, the sitemap.
 */

import type { ApiClient } from '@wegweiser/client/api-client';
import type { Paginated } from '@wegweiser/contracts';
import { PAGE_SIZE_MAX } from '@wegweiser/contracts/constants';

export async function fetchAllPages<T>(
  api: ApiClient,
  path: string,
  query: Record<string, string | undefined> = {},
): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const body = await api.get<Paginated<T>>(path, {
      query: { ...query, page: String(page), page_size: String(PAGE_SIZE_MAX) },
    });
    items.push(...body.results);
    if (!body.next || body.results.length === 0) return items;
  }
}
