/**
 * The query a page reads (issue 11 point 7, decision 019): `?lang` on every page, the list state on
 * the blog and career lists, the contact link's context on /contact. The server renders and caches a
 * page under its URL with only these — each as the page reads it (one language code of the
 * contracts, a valid category and page number, a known context and trimmed names), sorted by name —
 * so arbitrary parameters and values (tracking tags, cache busters) neither make new page-cache
 * entries nor reach the render.
 */
import { LANGUAGE_CODES } from '@wegweiser/contracts/constants';
import {
  readBookingQuery,
  readConfirmationQuery,
  readManageQuery,
} from '../features/booking/lib/booking-query';
import { readContactContext } from '../features/contact/lib/contact-context';
import { readListQuery } from '../shared/lib/list-query';
import { LANGUAGE_PARAM } from '../shared/seo/page-urls';

type Parameters = Array<[name: string, value: string | undefined]>;
type QueryReader = (search: URLSearchParams) => Parameters;

const listQuery: QueryReader = (search) => {
  const { category, page } = readListQuery(search);
  return [
    ['category', category],
    ['page', page > 1 ? String(page) : undefined],
  ];
};

const ROUTE_QUERY: Readonly<Record<string, QueryReader>> = {
  blog: listQuery,
  career: listQuery,
  contact: (search) => Object.entries(readContactContext(search)),
  booking: (search) => {
    const { type, week, tz } = readBookingQuery(search);
    return [
      ['type', type === null ? undefined : String(type)],
      ['week', week ?? undefined],
      ['tz', tz ?? undefined],
    ];
  },
  'booking-manage': (search) => {
    const { week, tz, cancel, done } = readManageQuery(search);
    return [
      ['week', week ?? undefined],
      ['tz', tz ?? undefined],
      ['cancel', cancel ? '1' : undefined],
      ['done', done ?? undefined],
    ];
  },
  'booking-confirmation': (search) => {
    const { type, start, state, tz } = readConfirmationQuery(search);
    return [
      ['type', type === null ? undefined : String(type)],
      ['start', start ?? undefined],
      ['state', state ?? undefined],
      ['tz', tz ?? undefined],
    ];
  },
};

/**
 * ?lang names the page's language only as one code of a language there can be (page-urls
 * `urlLanguage`, entry-server); anything else renders as the plain URL does.
 */
const languageQuery: QueryReader = (search) => {
  const values = search.getAll(LANGUAGE_PARAM);
  const code = values.length === 1 ? values[0]?.toLowerCase() : undefined;
  return [[LANGUAGE_PARAM, (LANGUAGE_CODES as readonly string[]).includes(code ?? '') ? code : undefined]];
};

/** `url` (a request path with query) with only the query its route's page reads; the path stays as sent. */
export function pageUrl(url: string, routeId: string | undefined): string {
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  const search = new URLSearchParams(url.slice(mark + 1));
  const routeQuery = routeId === undefined ? undefined : ROUTE_QUERY[routeId];
  const kept = [...languageQuery(search), ...(routeQuery?.(search) ?? [])]
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(kept).toString();
  return query ? `${url.slice(0, mark)}?${query}` : url.slice(0, mark);
}
