/**
 * What a change made in the console changed on the public site (decision 116): the kinds of public
 * data its items are read as, named as the public API's paths name them (`/api/services/…` →
 * `services`, `/api/content/multilingual/stats/` → `stats`). Pages carry each kind they read as a
 * `data:<kind>` surrogate key, so a publish purges exactly the pages that show what changed.
 *
 * Null — every page may show it, the whole site goes: settings, languages and themes shape every
 * page; a redirect changes answers by path; a media item's alt text or deletion reaches wherever the
 * image is used. A resource added without an entry here counts as null (the safe side).
 */
import type { ChangedData } from '../../plugins/content-changed';

const RESOURCE_DATA: Readonly<Record<string, ChangedData>> = {
  services: ['services'],
  // Packages are read under /api/services/packages/ and list their services.
  packages: ['services'],
  testimonials: ['testimonials'],
  stats: ['stats'],
  // Read by pages as multilingual-hero-media; the API answers it under hero-media too (decision 117).
  'hero-media': ['multilingual-hero-media', 'hero-media'],
  qualifications: ['qualifications'],
  locations: ['locations'],
  'blog-categories': ['blog'],
  'blog-posts': ['blog'],
  'career-categories': ['career'],
  'career-posts': ['career'],
  'legal-pages': ['legal-pages'],
  'managed-texts': ['static-content'],
  seo: ['seo-settings'],
  'social-links': ['social-media-settings'],
  'footer-items': ['footer-items'],
  themes: ['themes'],
  languages: null,
  'site-settings': null,
  redirects: null,
};

/** The kinds of public data a console resource's items are read as; null: any page. */
export const publicDataOf = (resourceName: string): ChangedData => RESOURCE_DATA[resourceName] ?? null;

/** Whether the resource is named above (a test keeps every console resource named). */
export const isMapped = (resourceName: string) => Object.hasOwn(RESOURCE_DATA, resourceName);

/** The session types the booking setup edits: read by the pages as `/api/booking/session-types/`. */
export const BOOKING_DATA: ChangedData = ['booking'];
