/**
 * The public URL of a page in one language (decision 008): the default language is the plain URL,
 * every other active language adds `?lang=xx`. Query parameters stay only where they change the
 * content: the category filter and page number of the blog and career lists. Shared by the server
 * head, the sitemap and the browser's head updates after client navigation.
 */
import { normalizePath } from '../../app/router/match';
import { listHref, readListQuery } from '../lib/list-query';

export const LANGUAGE_PARAM = 'lang';

/** Routes whose list query (?category=…&page=…) selects different content. */
const LIST_ROUTES = new Set(['blog', 'career']);

/** Path and content-changing query of a page, without the language: `/blog?category=x&page=2`. */
export function canonicalPath(routeId: string, pathname: string, search: URLSearchParams | string): string {
  const path = normalizePath(pathname);
  if (!LIST_ROUTES.has(routeId)) return path;
  return listHref(path, readListQuery(new URLSearchParams(search)));
}

/** Absolute URL of `path` (from canonicalPath) in `language`. */
export function languageUrl(origin: string, path: string, language: string, defaultLanguage: string): string {
  const url = new URL(path, origin);
  if (language !== defaultLanguage) url.searchParams.set(LANGUAGE_PARAM, language);
  return url.href;
}

export type Alternate = { hreflang: string; href: string };

/** One alternate per language plus `x-default` (the default language's plain URL). */
export function alternateUrls(
  origin: string,
  path: string,
  languages: readonly string[],
  defaultLanguage: string,
): Alternate[] {
  return [
    ...languages.map((code) => ({ hreflang: code, href: languageUrl(origin, path, code, defaultLanguage) })),
    { hreflang: 'x-default', href: languageUrl(origin, path, defaultLanguage, defaultLanguage) },
  ];
}

/** A content image URL as an absolute URL; anything that is not a site path or http(s) is dropped. */
export function absoluteUrl(origin: string, url: string | null | undefined): string | undefined {
  const value = url?.trim();
  if (!value) return undefined;
  if (/^https?:\/\//i.test(value)) return value;
  if (value.startsWith('/') && !value.startsWith('//')) return new URL(value, origin).href;
  return undefined;
}
