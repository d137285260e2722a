import type { BlogPost, CareerPost, LegalPage, Service, ServicePackage } from '@wegweiser/contracts';
import type { SeoPageIdentifier } from '@wegweiser/contracts/constants';
import type { ComponentType } from 'react';
import type { TextStore } from '../content/text-store';
import type { ResourceStore } from '../data/resource-store';
import type { LcpImage } from '../lib/responsive-image';
import type { SectionGate } from '../lib/section-gate';
import type { Params } from './match';

export type PageProps = { params: Params; search: URLSearchParams };
/** A lazily loaded page: its component and, optionally, the loader the server runs before rendering. */
export type PageModule = {
  default: ComponentType<PageProps>;
  load?: (context: LoadContext) => Promise<LoadResult>;
  /** Title and description of the server-rendered head, when the page's own content decides them. */
  meta?: (context: MetaContext) => PageMeta;
  /**
   * The image that is the page's Largest Contentful Paint candidate, if any: the document head
   * preloads it with high fetch priority (decision 012). Called after `load()`.
   */
  lcpImage?: (context: MetaContext) => LcpImage | null;
};

export type MetaContext = LoadContext & { defaultLanguage: string };
/**
 * `title` without the site-name suffix; the document adds ' | {site_name}'. `subject` is the entity
 * a detail page shows: the server derives its share image, Open Graph type and JSON-LD from it.
 */
export type PageMeta = { title?: string; description?: string; subject?: PageSubject };

export type PageSubject =
  | { type: 'service'; service: Service }
  | { type: 'package'; pkg: ServicePackage }
  | { type: 'blog-post'; post: BlogPost }
  | { type: 'career-post'; post: CareerPost }
  | { type: 'legal'; page: LegalPage };

/** What a route's loader may use to prefetch the page's data before the server render. */
export type LoadContext = {
  params: Params;
  search: URLSearchParams;
  language: string;
  store: ResourceStore;
  texts: TextStore;
};

// Loaders that find nothing to report simply return; `void` keeps that natural.
// biome-ignore lint/suspicious/noConfusingVoidType: a loader may end without a return statement
export type LoadResult = { status?: 404 } | undefined | void;

export type RouteDefinition = {
  id: string;
  path: string;
  /** Page tag for SEO settings (spec section 2). */
  seo?: SeoPageIdentifier;
  /** Reachable only when this site setting is true (else the visitor is sent to /). */
  gate?: SectionGate;
  /** Permanent redirect target. */
  redirect?: string;
  page?: () => Promise<PageModule>;
  /** Never indexed (noindex, left out of the sitemap): pages for one visitor, as after a booking. */
  noindex?: true;
  /** Rendered for every request, never kept by the page cache (free slots change by the minute). */
  live?: true;
};
