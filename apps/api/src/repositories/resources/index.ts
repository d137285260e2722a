/** Every content resource the console edits (decision 044), in the order its navigation shows them. */
import { packagesResource, servicesResource, testimonialsResource } from './catalog';
import {
  heroMediaResource,
  legalPagesResource,
  locationsResource,
  qualificationsResource,
  statsResource,
} from './pages';
import {
  blogCategoriesResource,
  blogPostsResource,
  careerCategoriesResource,
  careerPostsResource,
} from './posts';
import { redirectsResource } from './redirects';
import type { ContentResource } from './resource';
import {
  footerItemsResource,
  languagesResource,
  managedTextsResource,
  seoResource,
  siteSettingsResource,
  socialLinksResource,
  themesResource,
} from './site';

export const CONTENT_RESOURCES: readonly ContentResource[] = [
  servicesResource,
  packagesResource,
  testimonialsResource,
  statsResource,
  heroMediaResource,
  qualificationsResource,
  locationsResource,
  blogCategoriesResource,
  blogPostsResource,
  careerCategoriesResource,
  careerPostsResource,
  legalPagesResource,
  managedTextsResource,
  seoResource,
  socialLinksResource,
  footerItemsResource,
  themesResource,
  languagesResource,
  siteSettingsResource,
  redirectsResource,
];
