import { type ApiRequest, ApiRequestError, createApiClient } from '@wegweiser/client/api-client';
import { describe, expect, it } from 'vitest';
import { fetchAllPages } from './all-pages';

/** An API list of `total` numbered items served in pages, recording each request. */
function listApi(total: number, options: { emptyPageWithNext?: boolean; failOnPage?: number } = {}) {
  const requests: ApiRequest[] = [];
  const api = createApiClient({
    language: () => 'de',
    transport: async (request) => {
      requests.push(request);
      const page = Number(request.query.page);
      const size = Number(request.query.page_size);
      if (page === options.failOnPage) return { status: 503, body: { message: 'down' } };
      const results = options.emptyPageWithNext ? [] : Array.from({ length: total }, (_, i) => i + 1);
      const slice = results.slice((page - 1) * size, page * size);
      const next =
        options.emptyPageWithNext || page * size < total ? `${request.path}?page=${page + 1}` : null;
      return { status: 200, body: { count: total, next, previous: null, results: slice } };
    },
  });
  return { api, requests };
}

describe('fetchAllPages', () => {
  it('walks every page of the largest size, in order, with the query given', async () => {
    const { api, requests } = listApi(250);
    const items = await fetchAllPages<number>(api, '/services/', { language: 'fr' });
    expect(items).toEqual(Array.from({ length: 250 }, (_, i) => i + 1));
    expect(requests.map((request) => request.query)).toEqual([
      { language: 'fr', page: '1', page_size: '100' },
      { language: 'fr', page: '2', page_size: '100' },
      { language: 'fr', page: '3', page_size: '100' },
    ]);
    expect(requests.every((request) => request.path === '/services/')).toBe(true);
  });

  it('asks once for a list that fits one page, and takes the client language by default', async () => {
    const { api, requests } = listApi(3);
    expect(await fetchAllPages<number>(api, '/services/packages/')).toEqual([1, 2, 3]);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.query.language).toBe('de');
  });

  it('stops at an empty page even when the API names a next one', async () => {
    const { api, requests } = listApi(0, { emptyPageWithNext: true });
    expect(await fetchAllPages<number>(api, '/blog/')).toEqual([]);
    expect(requests).toHaveLength(1);
  });

  it('fails when a page fails (no partial list)', async () => {
    const { api } = listApi(250, { failOnPage: 2 });
    await expect(fetchAllPages<number>(api, '/career/')).rejects.toBeInstanceOf(ApiRequestError);
  });
});
