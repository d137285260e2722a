/** Every resource the content screens edit, in the navigation's order, and a lookup by URL segment. */
import { packagesConfig, servicesConfig, testimonialsConfig } from './offer';
import {
  heroMediaConfig,
  legalPagesConfig,
  locationsConfig,
  qualificationsConfig,
  statsConfig,
} from './pages';
import { blogCategoriesConfig, blogPostsConfig, careerCategoriesConfig, careerPostsConfig } from './posts';
import type { NavGroup, ResourceConfig } from './types';
import { footerItemsConfig } from './website';

export const RESOURCE_CONFIGS: readonly ResourceConfig[] = [
  servicesConfig,
  packagesConfig,
  testimonialsConfig,
  statsConfig,
  heroMediaConfig,
  qualificationsConfig,
  locationsConfig,
  blogPostsConfig,
  blogCategoriesConfig,
  careerPostsConfig,
  careerCategoriesConfig,
  legalPagesConfig,
  footerItemsConfig,
];

export const NAV_GROUPS: readonly NavGroup[] = ['offer', 'pages', 'posts', 'website'];

export const configByPath = (path: string) => RESOURCE_CONFIGS.find((config) => config.path === path) ?? null;
