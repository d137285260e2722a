/**
 * Head updates in the browser after client navigation, mirroring what the server writes for the
 * first page (server/seo/head-tags.ts): texts, share image, Open Graph type, canonical URL and
 * hreflang alternates.
 */

import type { PageText } from './page-text';
import { absoluteUrl, type PageUrls } from './page-urls';
import type { ShareImage } from './share-image';

type MetaKey = { attribute: 'name' | 'property'; key: string };

/** Sets a meta tag's content, creating it if needed; `null` removes it. */
export function setMetaContent({ attribute, key }: MetaKey, content: string | number | null | undefined) {
  const existing = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === null || content === undefined || content === '') {
    existing?.remove();
    return;
  }
  const element = existing ?? document.createElement('meta');
  if (!existing) {
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = String(content);
}

const name = (key: string): MetaKey => ({ attribute: 'name', key });
const property = (key: string): MetaKey => ({ attribute: 'property', key });

let origin: string | undefined;

/** What originFromHead needs of the document head (a stand-in in unit tests). */
export type HeadQuery = {
  querySelector(selectors: string): { getAttribute(name: string): string | null } | null;
};

/** Where the server wrote absolute URLs of its public origin, in order of preference. */
const ORIGIN_SOURCES = [
  ['link[rel="canonical"]', 'href'],
  // A plain URL shown in a negotiated language has no canonical; every indexable page has these.
  ['link[rel="alternate"][hreflang="x-default"]', 'href'],
  ['meta[property="og:url"]', 'content'],
] as const;

/**
 * The origin of the server's absolute URLs (PUBLIC_URL, which may differ from the window's) as the
 * server-rendered head names it: canonical link, else x-default alternate, else og:url; `fallback`
 * when none is there or valid (404 page).
 */
export function originFromHead(head: HeadQuery, fallback: string): string {
  for (const [selector, attribute] of ORIGIN_SOURCES) {
    const value = head.querySelector(selector)?.getAttribute(attribute);
    if (!value) continue;
    try {
      const { origin, protocol } = new URL(value);
      if (protocol === 'http:' || protocol === 'https:') return origin;
    } catch {
      // not an absolute URL: try the next source
    }
  }
  return fallback;
}

/** The server's public origin, read from the first page's head before any update; else this window's. */
export function publicOrigin(): string {
  origin ??= originFromHead(document.head, window.location.origin);
  return origin;
}

export function applyPageText(text: PageText) {
  if (text.title) document.title = text.title;
  setMetaContent(name('description'), text.description);
  setMetaContent(property('og:title'), text.ogTitle);
  setMetaContent(property('og:description'), text.ogDescription);
  setMetaContent(name('twitter:title'), text.twitterTitle);
  setMetaContent(name('twitter:description'), text.twitterDescription);
}

export function applyShareImage(image: ShareImage, type: 'website' | 'article') {
  const url = absoluteUrl(publicOrigin(), image.url) ?? null;
  setMetaContent(property('og:type'), type);
  setMetaContent(property('og:image'), url);
  setMetaContent(property('og:image:width'), url ? image.width : null);
  setMetaContent(property('og:image:height'), url ? image.height : null);
  setMetaContent(property('og:image:alt'), url ? image.alt : null);
  setMetaContent(name('twitter:image'), url);
}

/**
 * Canonical, og:url and alternates of an indexable page (from pageUrls; no canonical link when it is
 * null); `null` removes them all (not-found page).
 */
export function applyPageUrls(urls: PageUrls | null) {
  for (const link of document.head.querySelectorAll(
    'link[rel="canonical"], link[rel="alternate"][hreflang]',
  )) {
    link.remove();
  }
  setMetaContent(property('og:url'), urls?.url);
  setMetaContent(name('robots'), urls ? null : 'noindex');
  if (!urls) return;
  const links = [
    ...(urls.canonical
      ? [Object.assign(document.createElement('link'), { rel: 'canonical', href: urls.canonical })]
      : []),
    ...urls.alternates.map((alternate) => {
      const link = Object.assign(document.createElement('link'), { rel: 'alternate', href: alternate.href });
      link.hreflang = alternate.hreflang;
      return link;
    }),
  ];
  const anchor = document.head.querySelector('meta[name="description"]');
  if (anchor) anchor.after(...links);
  else document.head.append(...links);
}
