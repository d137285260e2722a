/**
 * The query parameters a page reads (issue 11 point 7, decision 019): `?lang` on every page, the
 * list state on the blog and career lists, the contact link's context on /contact. The server
 * renders and caches a page under its URL with only these, sorted by name, so arbitrary parameters
 * (tracking tags, cache busters) neither make new page-cache entries nor reach the render.
 */
import { CONTACT_QUERY_PARAMS } from '../features/contact/lib/contact-context';
import { LIST_QUERY_PARAMS } from '../shared/lib/list-query';
import { LANGUAGE_PARAM } from '../shared/seo/page-urls';

const ROUTE_QUERY_PARAMS: Readonly<Record<string, readonly string[]>> = {
  blog: LIST_QUERY_PARAMS,
  career: LIST_QUERY_PARAMS,
  contact: CONTACT_QUERY_PARAMS,
};

/** The parameters the route's page reads. */
export function pageQueryParams(routeId: string | undefined): ReadonlySet<string> {
  return new Set([LANGUAGE_PARAM, ...((routeId && ROUTE_QUERY_PARAMS[routeId]) || [])]);
}

/**
 * `url` (a request path with query) with only the parameters in `params`, sorted by name (values of
 * one name keep their order: a page reads the first, ?lang counts them). The path stays as sent.
 */
export function pageUrl(url: string, params: ReadonlySet<string>): string {
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  const kept = [...new URLSearchParams(url.slice(mark + 1))]
    .filter(([name]) => params.has(name))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const search = new URLSearchParams(kept).toString();
  return search ? `${url.slice(0, mark)}?${search}` : url.slice(0, mark);
}
