/**
 * The texts of a page's head, resolved the same way on the server and after client navigation:
 * a page's own title/description (detail content, home meta_title/meta_description) win over the
 * SEO settings of its tag; Open Graph and Twitter texts fall back to the page's texts.
 */
import type { PageSeo } from './seo-resource';
import { DEFAULT_SEO, withSiteName } from './seo-resource';

export type PageText = {
  /** The document title, with the ' | {site_name}' suffix. */
  title: string;
  description: string;
  ogTitle: string;
  ogDescription: string;
  twitterTitle: string;
  twitterDescription: string;
};

export function resolvePageText(input: {
  /** SEO settings of the page's tag (the spec's default when the call failed); null for untagged pages. */
  tagged: PageSeo | null;
  own?: { title?: string; description?: string };
  siteName?: string;
  /** Untagged pages without a description of their own fall back to the site's description. */
  siteDescription?: string;
}): PageText {
  const { tagged, own = {}, siteName } = input;
  const pageTitle = own.title || tagged?.page_title || '';
  const description =
    own.description || tagged?.meta_description || input.siteDescription || DEFAULT_SEO.meta_description;
  const ogTitle = tagged?.og_title || pageTitle || siteName || '';
  const ogDescription = tagged?.og_description || description;
  return {
    title: withSiteName(pageTitle, siteName),
    description,
    ogTitle,
    ogDescription,
    twitterTitle: tagged?.twitter_title || ogTitle,
    twitterDescription: tagged?.twitter_description || ogDescription,
  };
}
