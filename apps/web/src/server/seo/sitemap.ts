/**
 * /sitemap.xml (decision 008): every public page in every active language, each with its
 * hreflang alternates and, where the content has one, the date it last changed. Pages come from
 * the route table; detail pages from the published content; blog and career only when enabled.
 */

import type { ApiClient } from '@wegweiser/client/api-client';
import type { Language, Paginated, SiteSettings } from '@wegweiser/contracts';
import { routes } from '../../app/routes';
import { fetchAllPages } from '../../shared/data/all-pages';
import { isSectionOpen } from '../../shared/lib/section-gate';
import { alternateUrls, languageUrl } from '../../shared/seo/page-urls';

export type SitemapPage = { path: string; lastmod?: string };
export type SitemapData = { languages: string[]; defaultLanguage: string; pages: SitemapPage[] };

type Item = { slug: string; updated_at?: string };

/** The API list each detail route's slugs come from. */
const DETAIL_SOURCES: Readonly<Record<string, { list: string; paginated: boolean }>> = {
  service: { list: '/services/', paginated: true },
  package: { list: '/services/packages/', paginated: true },
  'blog-post': { list: '/blog/', paginated: true },
  'career-post': { list: '/career/', paginated: true },
  legal: { list: '/content/legal-pages/', paginated: false },
};

/** The list page whose lastmod is its newest entry's. */
const LIST_OF: Readonly<Record<string, string>> = {
  services: 'service',
  packages: 'package',
  blog: 'blog-post',
  career: 'career-post',
};

async function listAll(api: ApiClient, path: string, paginated: boolean, language: string): Promise<Item[]> {
  if (paginated) return fetchAllPages<Item>(api, path, { language });
  return (await api.get<Paginated<Item>>(path, { query: { language } })).results;
}

const newest = (items: readonly Item[]) =>
  items
    .map((item) => item.updated_at)
    .filter((date): date is string => !!date && !Number.isNaN(Date.parse(date)))
    .sort()
    .at(-1);

/** Collects the pages through the API; rejects when a call fails (the route then answers 503). */
export async function collectSitemap(api: ApiClient): Promise<SitemapData> {
  const languageList = await api.get<Language[] | Paginated<Language>>('/languages/');
  const languages = Array.isArray(languageList) ? languageList : languageList.results;
  const defaultLanguage = languages.find((l) => l.is_default)?.code ?? languages[0]?.code ?? 'de';
  const settings = await api.get<SiteSettings>('/content/site-settings/current/', {
    query: { language: defaultLanguage },
  });
  const visible = routes.filter(
    (route) => route.page && !route.noindex && isSectionOpen(route.gate, settings),
  );

  const details = new Map<string, Item[]>();
  await Promise.all(
    visible.flatMap((route) => {
      const source = DETAIL_SOURCES[route.id];
      if (!source) return [];
      return [
        listAll(api, source.list, source.paginated, defaultLanguage).then((items) => {
          details.set(route.id, items);
        }),
      ];
    }),
  );

  const pages: SitemapPage[] = [];
  for (const route of visible) {
    if (!route.path.includes(':')) {
      const lastmod = LIST_OF[route.id] ? newest(details.get(LIST_OF[route.id] as string) ?? []) : undefined;
      pages.push({ path: route.path, ...(lastmod ? { lastmod } : {}) });
      continue;
    }
    for (const item of details.get(route.id) ?? []) {
      const lastmod = newest([item]);
      pages.push({
        path: route.path.replace(':slug', encodeURIComponent(item.slug)),
        ...(lastmod ? { lastmod } : {}),
      });
    }
  }
  return { languages: languages.map((l) => l.code), defaultLanguage, pages };
}

const escapeXml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] as string,
  );

export function renderSitemap(origin: string, data: SitemapData): string {
  const urls = data.pages.flatMap((page) => {
    const alternates = alternateUrls(origin, page.path, data.languages, data.defaultLanguage)
      .map(
        (link) => `<xhtml:link rel="alternate" hreflang="${link.hreflang}" href="${escapeXml(link.href)}"/>`,
      )
      .join('');
    const lastmod = page.lastmod ? `<lastmod>${new Date(page.lastmod).toISOString()}</lastmod>` : '';
    return data.languages.map(
      (code) =>
        `<url><loc>${escapeXml(languageUrl(origin, page.path, code, data.defaultLanguage))}</loc>${lastmod}${alternates}</url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
