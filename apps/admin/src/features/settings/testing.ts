/** Answers of the content API for the settings screens' component tests (shapes from contracts). */
import { HttpResponse, http } from 'msw';
import { apiUrl } from '../../testing/api-server';

export const contentItem = (key: string, document: Record<string, unknown>, version = 3) => ({
  key,
  version,
  status: 'published' as const,
  document,
  published: document,
  updated_at: '2026-11-24T08:00:00.000Z',
  updated_by: null,
});

export const listOf = (rows: { key: string; label?: Record<string, string> }[]) => ({
  count: rows.length,
  results: rows.map((row, index) => ({
    key: row.key,
    label: row.label ?? { de: row.key },
    status: 'published',
    version: 3,
    order: index,
    updated_at: null,
  })),
});

const language = (code: string, order: number, isDefault = false) => ({
  code,
  name: code,
  native_name: code,
  flag: '',
  is_default: isDefault,
  is_active: true,
  order,
});

/** The public languages list: German (default) and English active, or the codes given (German first). */
export const siteLanguages = (codes: readonly string[] = ['de', 'en']) =>
  http.get(apiUrl('/languages/'), () =>
    HttpResponse.json({
      count: codes.length,
      next: null,
      previous: null,
      results: codes.map((code, order) => language(code, order, order === 0)),
    }),
  );

type Documents = Record<string, Record<string, unknown>>;

/**
 * A resource's items: its list (with `?include=document`, each row carrying the item as its own GET
 * answers it, as the API does) and each item's detail. `requests` counts the detail requests.
 */
export const resourceItems = (resource: string, documents: Documents, requests = { items: 0 }) => [
  http.get(apiUrl(`/admin/${resource}/`), ({ request }) => {
    const rows = listOf(Object.keys(documents).map((key) => ({ key })));
    if (new URL(request.url).searchParams.get('include') !== 'document') return HttpResponse.json(rows);
    return HttpResponse.json({
      ...rows,
      results: rows.results.map((row) => ({ ...row, ...contentItem(row.key, documents[row.key] ?? {}) })),
    });
  }),
  ...Object.entries(documents).map(([key, document]) =>
    http.get(apiUrl(`/admin/${resource}/${key}/`), () => {
      requests.items += 1;
      return HttpResponse.json(contentItem(key, document));
    }),
  ),
];

/** One item of a resource: its list and its detail. */
export const resourceItem = (resource: string, key: string, document: Record<string, unknown>) =>
  resourceItems(resource, { [key]: document });

/** The first wait of a test: the screen is loaded lazily, and a busy machine takes a while. */
export const SLOW = { timeout: 5000 };
