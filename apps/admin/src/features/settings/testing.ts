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

/** The public languages list: German (default) and English active. */
export const siteLanguages = () =>
  http.get(apiUrl('/languages/'), () =>
    HttpResponse.json({
      count: 2,
      next: null,
      previous: null,
      results: [language('de', 0, true), language('en', 1)],
    }),
  );

/** One item of a resource: its list and its detail. */
export const resourceItem = (resource: string, key: string, document: Record<string, unknown>) => [
  http.get(apiUrl(`/admin/${resource}/`), () => HttpResponse.json(listOf([{ key }]))),
  http.get(apiUrl(`/admin/${resource}/${key}/`), () => HttpResponse.json(contentItem(key, document))),
];

/** The first wait of a test: the screen is loaded lazily, and a busy machine takes a while. */
export const SLOW = { timeout: 5000 };
