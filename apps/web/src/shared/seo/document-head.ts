/**
 * Head updates in the browser after client navigation, mirroring what the server writes for the
 * first page (server/seo/head-tags.ts): texts, share image, Open Graph type, canonical URL and
 * hreflang alternates.
 */

import type { PageText } from './page-text';
import { type Alternate, absoluteUrl } from './page-urls';
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

/**
 * The origin the server used for its absolute URLs (PUBLIC_URL), read from the first page's
 * canonical link before any update; else this window's.
 */
export function publicOrigin(): string {
  if (origin) return origin;
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  origin = canonical?.href ? new URL(canonical.href).origin : window.location.origin;
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

/** Canonical, og:url and alternates of an indexable page; `null` removes them (not-found page). */
export function applyPageUrls(urls: { canonical: string; alternates: Alternate[] } | null) {
  for (const link of document.head.querySelectorAll(
    'link[rel="canonical"], link[rel="alternate"][hreflang]',
  )) {
    link.remove();
  }
  setMetaContent(property('og:url'), urls?.canonical);
  setMetaContent(name('robots'), urls ? null : 'noindex');
  if (!urls) return;
  const links = [
    Object.assign(document.createElement('link'), { rel: 'canonical', href: urls.canonical }),
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
