/**
 * Everything search engines and social networks read from a server-rendered page: the head tags
 * and the JSON-LD graph, from the page's texts, its subject and the site settings.
 */
import type { Language, SiteSettings, SocialMediaSettings } from '@wegweiser/contracts';
import { SOCIAL_NETWORKS } from '@wegweiser/contracts/constants';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { contentImage } from '../../shared/lib/content-url';
import { normalizeSocialUrl } from '../../shared/lib/social-links';
import type { PageMeta, PageSubject } from '../../shared/router/route-types';
import { subjectImage, subjectOgType } from '../../shared/seo/page-subject';
import { absoluteUrl, canonicalPath, languageUrl } from '../../shared/seo/page-urls';
import { DEFAULT_SHARE_IMAGE } from '../../shared/seo/share-image';
import { preloadMarkdown } from '../../shared/ui/markdown';
import { type BREADCRUMB_TEXTS, breadcrumbTrail } from './breadcrumbs';
import { buildHeadTags, type HeadInput, type HeadTags } from './head-tags';
import {
  blogPostingNode,
  breadcrumbNode,
  businessId,
  businessNode,
  type JsonLdNode,
  jobPostingNode,
  packageNode,
  serviceNode,
} from './structured-data';

/**
 * The head's input, except that the languages come as the API lists them and the site name, page
 * type and image are read from the settings and the page's meta.
 */
export type PageSeoInput = Omit<HeadInput, 'languages' | 'siteName' | 'ogType' | 'image'> & {
  languages: readonly Language[];
  settings: SiteSettings | null;
  social: SocialMediaSettings | null;
  meta: PageMeta;
  /** Managed texts in the page's language (breadcrumb names). */
  managedText: (type: (typeof BREADCRUMB_TEXTS)[number]) => string | undefined;
};

/** Profiles the site shows (show_social_*) with a URL: the business's sameAs. */
function socialProfiles(settings: SiteSettings, social: SocialMediaSettings | null): string[] {
  const flags = settings as unknown as Record<string, unknown>;
  return SOCIAL_NETWORKS.flatMap((network) => {
    if (flags[`show_social_${network}`] !== true) return [];
    const url = normalizeSocialUrl(social?.[`${network}_url`]);
    return url ? [url] : [];
  });
}

export async function pageSeo(
  input: PageSeoInput,
): Promise<{ head: HeadTags; structuredData: JsonLdNode[] }> {
  const { origin, language, defaultLanguage, settings, meta } = input;
  const codes = input.languages.map((l) => l.code as string);
  const head = buildHeadTags({
    ...input,
    languages: codes,
    siteName: settings?.site_name ?? '',
    ogType: subjectOgType(meta.subject),
    image: subjectImage(meta.subject),
  });

  // Nodes name the shown language's URLs (like og:url), even where the page has no canonical (a
  // plain URL negotiated to another language): that URL is the entity's page in the language of
  // the node's texts, and its @ids stay one per entity and language instead of giving the German
  // URL's @id English texts.
  const url = (path: string) => languageUrl(origin, path, language, defaultLanguage);
  const defaultImage = absoluteUrl(origin, DEFAULT_SHARE_IMAGE.url);
  const nodes: JsonLdNode[] = [];
  const logo = absoluteUrl(
    origin,
    [settings?.header_logo, settings?.about_logo, settings?.favicon_logo].map(contentImage).find(Boolean),
  );
  if (settings) {
    nodes.push(
      businessNode({
        origin,
        url: url('/'),
        settings,
        sameAs: socialProfiles(settings, input.social),
        logo,
        image: defaultImage,
        languages: codes,
      }),
    );
  }
  if (!input.indexable) return { head, structuredData: nodes };

  const path = canonicalPath(input.routeId, input.pathname, input.search);
  const ref = {
    url: url(path),
    image: head.og.image?.url,
    language,
    provider: settings ? businessId(origin) : null,
  };
  const subjectNode = meta.subject ? await nodeFor(meta.subject, ref, settings, url('/'), logo) : null;
  if (subjectNode) nodes.push(subjectNode);

  const currentName =
    input.routeId === 'packages' ? input.managedText('services_page_packages_title') : meta.title;
  const trail = breadcrumbTrail(input.routeId, { name: currentName, path }, input.managedText);
  if (trail) nodes.push(breadcrumbNode(trail.map((crumb) => ({ name: crumb.name, url: url(crumb.path) }))));
  return { head, structuredData: nodes };
}

async function nodeFor(
  subject: PageSubject,
  ref: { url: string; image: string | undefined; language: string; provider: string | null },
  settings: SiteSettings | null,
  homeUrl: string,
  logo: string | undefined,
): Promise<JsonLdNode | null> {
  switch (subject.type) {
    case 'service':
      return serviceNode(subject.service, ref);
    case 'package':
      return packageNode(subject.pkg, ref);
    case 'blog-post':
      return blogPostingNode(subject.post, ref);
    case 'career-post': {
      if (!settings) return null; // a job posting needs its hiring organization
      // Job search engines read the description as HTML: the same sanitized rendering as the page.
      const { default: Renderer } = await preloadMarkdown();
      return jobPostingNode(subject.post, {
        ...ref,
        descriptionHtml: renderToStaticMarkup(createElement(Renderer, { source: subject.post.content })),
        employer: {
          name: settings.site_name,
          url: homeUrl,
          logo,
          countryCode: settings.business.country_code,
        },
      });
    }
    case 'legal':
      return null;
  }
}
