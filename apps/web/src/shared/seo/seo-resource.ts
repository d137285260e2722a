import type { Paginated, SeoSettings } from '@wegweiser/contracts';
import { SEO_API_TIMEOUT_MS, type SeoPageIdentifier } from '@wegweiser/contracts/constants';
import type { Resource } from '../data/resource-store';

export type PageSeo = Pick<
  SeoSettings,
  'page_title' | 'meta_description' | 'og_title' | 'og_description' | 'twitter_title' | 'twitter_description'
>;

/** The spec's default when a page has no SEO settings. */
export const DEFAULT_SEO: PageSeo = {
  page_title: '',
  meta_description: 'Professional Life Coaching Services',
  og_title: '',
  og_description: 'Professional Life Coaching Services',
  twitter_title: '',
  twitter_description: 'Professional Life Coaching Services',
};

/** SEO settings of a page tag: the first result, else the default (10 s timeout, spec section 7). */
export const seoResource = (page: SeoPageIdentifier, language: string): Resource<PageSeo> => ({
  key: `seo:${page}:${language}`,
  fetch: async (api) => {
    const body = await api.get<Paginated<SeoSettings>>('/content/multilingual/seo-settings/', {
      query: { page_identifier: page, language },
      timeoutMs: SEO_API_TIMEOUT_MS,
    });
    return body.results[0] ?? DEFAULT_SEO;
  },
});

/** Page titles get the suffix ' | {site_name}' (spec section 1). */
export const withSiteName = (title: string, siteName: string | undefined) =>
  !siteName ? title : title ? `${title} | ${siteName}` : siteName;
