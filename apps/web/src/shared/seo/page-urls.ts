/**
 * The public URL of a page in one language (decision 008): the default language is the plain URL,
 * every other active language adds `?lang=xx`. Query parameters stay only where they change the
 * content: the category filter and page number of the blog and career lists. Shared by the server
 * head, the sitemap and the browser's head updates after client navigation; `pageUrls` decides
 * canonical, og:url and alternates for both heads.
 */

import { contentImage } from '../lib/content-url';
import { listHref, readListQuery } from '../lib/list-query';
import { normalizePath } from '../router/match';

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

/**
 * The language a page URL names itself: its `?lang` when that is exactly one active language (any
 * case, as the server reads it), otherwise the default language — a plain URL is the default
 * language's member of the hreflang set, whatever language a cookie or Accept-Language negotiates.
 */
export function urlLanguage(
  search: URLSearchParams | string,
  languages: readonly string[],
  defaultLanguage: string,
): string {
  const values = new URLSearchParams(search).getAll(LANGUAGE_PARAM);
  const code = values.length === 1 ? values[0]?.toLowerCase() : undefined;
  return code && languages.includes(code) ? code : defaultLanguage;
}

export type PageUrlsInput = {
  origin: string;
  routeId: string;
  pathname: string;
  /** The query of the URL the page is shown at (`?lang` names its language). */
  search: URLSearchParams | string;
  /** The language shown: ?lang, else negotiated (cookie, Accept-Language, default). */
  language: string;
  /** Codes of the active languages, in display order. */
  languages: readonly string[];
  defaultLanguage: string;
};

export type PageUrls = {
  /**
   * The shown language's URL, only when the URL itself names the language shown. A plain URL
   * showing a negotiated other language gets none: its canonical would point at another hreflang
   * member, and search engines then ignore the whole hreflang set (each member must be
   * self-canonical; Lighthouse: "Points to another hreflang location").
   */
  canonical: string | null;
  /** The shown language's URL (og:url; what a visitor shares), canonical or not. */
  url: string;
  alternates: Alternate[];
};

/** Canonical, og:url and hreflang alternates of an indexable page (server head and browser). */
export function pageUrls(input: PageUrlsInput): PageUrls {
  const { origin, language, languages, defaultLanguage } = input;
  const path = canonicalPath(input.routeId, input.pathname, input.search);
  const url = languageUrl(origin, path, language, defaultLanguage);
  return {
    canonical: urlLanguage(input.search, languages, defaultLanguage) === language ? url : null,
    url,
    alternates: alternateUrls(origin, path, languages, defaultLanguage),
  };
}

/** A content image URL as an absolute URL; anything that is not a site path or http(s) is dropped. */
export function absoluteUrl(origin: string, url: string | null | undefined): string | undefined {
  // The content allow-list (decision 022) first: og:image and JSON-LD images take nothing else.
  const value = contentImage(url);
  if (!value) return undefined;
  if (/^https?:\/\//i.test(value)) return value;
  if (value.startsWith('/') && !value.startsWith('//')) return new URL(value, origin).href;
  return undefined;
}
