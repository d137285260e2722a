/** The whole demo seed, as one value (the runner inserts it, the contracts validate it). */
import { bookingAvailability, sessionTypes } from './booking';
import { legalPages } from './legal';
import { packages } from './packages';
import { blogCategories, blogPosts, careerCategories, careerPosts } from './posts';
import { seoSettings } from './seo';
import { services } from './services';
import {
  footerItems,
  heroMedia,
  languages,
  locations,
  qualifications,
  siteSettings,
  socialMedia,
  stats,
  theme,
} from './site';
import { staticContent } from './static-content';
import { testimonials } from './testimonials';

export const seedData = {
  languages,
  siteSettings,
  socialMedia,
  footerItems,
  staticContent,
  theme,
  seoSettings,
  stats,
  heroMedia,
  qualifications,
  locations,
  legalPages,
  testimonials,
  services,
  packages,
  blogCategories,
  blogPosts,
  careerCategories,
  careerPosts,
  sessionTypes,
  bookingAvailability,
};

export type SeedData = typeof seedData;
