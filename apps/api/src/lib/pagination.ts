import type { Paginated } from '@wegweiser/contracts';
import { PAGE_SIZE_DEFAULT } from '@wegweiser/contracts/constants';
import type { FastifyRequest } from 'fastify';
import type { Page } from '../repositories/id-or-slug';

export const pageOf = (query: { page?: number | undefined; page_size?: number | undefined }): Page => ({
  page: query.page ?? 1,
  pageSize: query.page_size ?? PAGE_SIZE_DEFAULT,
});

/** Wraps one page of results with links to its neighbours (same path and query, other page). */
export function paginate<T>(
  request: FastifyRequest,
  page: Page,
  result: { count: number; results: T[] },
): Paginated<T> {
  const link = (target: number) => {
    const url = new URL(request.url, 'http://internal');
    url.searchParams.set('page', String(target));
    return `${url.pathname}?${url.searchParams.toString()}`;
  };
  const last = Math.max(1, Math.ceil(result.count / page.pageSize));
  return {
    count: result.count,
    next: page.page < last ? link(page.page + 1) : null,
    previous: page.page > 1 ? link(Math.min(page.page - 1, last)) : null,
    results: result.results,
  };
}

/** An unpaginated list in the `{count, next, previous, results}` envelope. */
export const listOf = <T>(results: T[]): Paginated<T> => ({
  count: results.length,
  next: null,
  previous: null,
  results,
});
