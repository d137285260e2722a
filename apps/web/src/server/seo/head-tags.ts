/**
 * The SEO part of the server-rendered <head>: title, description, canonical URL, hreflang
 * alternates, Open Graph and Twitter card (decision 008). Built in the render from the page's
 * texts, rendered to HTML by the document.
 */
import { countryForLanguage } from '../../shared/i18n/country-for-language';
import type { PageText } from '../../shared/seo/page-text';
import { type Alternate, absoluteUrl, languageUrl, pageUrls } from '../../shared/seo/page-urls';
import type { ShareImage } from '../../shared/seo/share-image';

export type HeadTags = {
  title: string;
  description: string;
  /**
   * null on pages that must not be indexed (404), and where the language shown is not the URL's own
   * (a plain URL negotiated to another language; see pageUrls).
   */
  canonical: string | null;
  alternates: Alternate[];
  /** The blog's Atom feed in the page's language, named on the blog's pages (autodiscovery). */
  feed: { title: string; href: string } | null;
  robots: string | null;
  og: {
    type: 'website' | 'article';
    title: string;
    description: string;
    url: string | null;
    siteName: string;
    locale: string;
    localeAlternates: string[];
    image: ShareImage | null;
  };
  twitter: { card: 'summary_large_image'; title: string; description: string; image: string | null };
};

export type HeadInput = {
  origin: string;
  routeId: string;
  pathname: string;
  search: string;
  /** 404 pages get no canonical or alternates and are marked noindex. */
  indexable: boolean;
  language: string;
  defaultLanguage: string;
  /** Codes of the active languages, in display order. */
  languages: readonly string[];
  siteName: string;
  text: PageText;
  ogType: 'website' | 'article';
  image: ShareImage | null;
};

/** Where the blog's Atom feed is (seo/blog-feed.ts), in the default language; `?lang=` for others. */
export const BLOG_FEED_PATH = '/blog/feed.xml';
const FEED_ROUTES = new Set(['blog', 'blog-post']);

/** Open Graph locales are language_TERRITORY: de_DE, en_GB, zh_CN … */
export const ogLocale = (code: string) => `${code.toLowerCase()}_${countryForLanguage(code).toUpperCase()}`;

export function buildHeadTags(input: HeadInput): HeadTags {
  const urls = input.indexable ? pageUrls(input) : null;
  const imageUrl = input.image ? absoluteUrl(input.origin, input.image.url) : undefined;
  const image = input.image && imageUrl ? { ...input.image, url: imageUrl } : null;
  return {
    title: input.text.title,
    description: input.text.description,
    canonical: urls?.canonical ?? null,
    alternates: urls?.alternates ?? [],
    feed:
      input.indexable && FEED_ROUTES.has(input.routeId)
        ? {
            title: `${input.siteName} – Blog`,
            href: languageUrl(input.origin, BLOG_FEED_PATH, input.language, input.defaultLanguage),
          }
        : null,
    robots: input.indexable ? null : 'noindex',
    og: {
      type: input.ogType,
      title: input.text.ogTitle,
      description: input.text.ogDescription,
      url: urls?.url ?? null,
      siteName: input.siteName,
      locale: ogLocale(input.language),
      localeAlternates: input.languages.filter((code) => code !== input.language).map(ogLocale),
      image,
    },
    twitter: {
      card: 'summary_large_image',
      title: input.text.twitterTitle,
      description: input.text.twitterDescription,
      image: image?.url ?? null,
    },
  };
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const meta = (attribute: 'name' | 'property', key: string, content: string | number | null | undefined) =>
  content === null || content === undefined || content === ''
    ? ''
    : `<meta ${attribute}="${key}" content="${escapeHtml(String(content))}">`;

export function renderHeadTags(head: HeadTags): string {
  const { og, twitter } = head;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    meta('name', 'robots', head.robots),
    head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}">` : '',
    ...head.alternates.map(
      (link) =>
        `<link rel="alternate" hreflang="${escapeHtml(link.hreflang)}" href="${escapeHtml(link.href)}">`,
    ),
    head.feed
      ? `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(head.feed.title)}" href="${escapeHtml(head.feed.href)}">`
      : '',
    meta('property', 'og:type', og.type),
    meta('property', 'og:title', og.title),
    meta('property', 'og:description', og.description),
    meta('property', 'og:url', og.url),
    meta('property', 'og:site_name', og.siteName),
    meta('property', 'og:locale', og.locale),
    ...og.localeAlternates.map((locale) => meta('property', 'og:locale:alternate', locale)),
    meta('property', 'og:image', og.image?.url),
    meta('property', 'og:image:width', og.image?.width),
    meta('property', 'og:image:height', og.image?.height),
    meta('property', 'og:image:alt', og.image?.alt),
    meta('name', 'twitter:card', twitter.card),
    meta('name', 'twitter:title', twitter.title),
    meta('name', 'twitter:description', twitter.description),
    meta('name', 'twitter:image', twitter.image),
  ]
    .filter(Boolean)
    .join('\n');
}
