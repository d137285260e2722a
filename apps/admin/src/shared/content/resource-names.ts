/**
 * What each kind of content is called, by the API's resource name: the headings of the translation
 * report and of a picture's "used in" list.
 */
import type { ConsoleLanguage } from '@wegweiser/contracts/admin-auth';

const en: Record<string, string> = {
  'site-settings': 'Site settings',
  'social-links': 'Social links',
  'footer-items': 'Footer items',
  'managed-texts': 'Texts',
  seo: 'SEO',
  themes: 'Theme',
  languages: 'Languages',
  stats: 'Figures',
  'hero-media': 'Home page media',
  services: 'Services',
  packages: 'Packages',
  testimonials: 'Testimonials',
  'blog-categories': 'Blog categories',
  'blog-posts': 'Blog posts',
  'career-categories': 'Career categories',
  'career-posts': 'Career posts',
  'legal-pages': 'Legal pages',
  qualifications: 'Qualifications',
  locations: 'Locations',
};

const de: Record<string, string> = {
  'site-settings': 'Einstellungen',
  'social-links': 'Soziale Links',
  'footer-items': 'Fußzeilen-Einträge',
  'managed-texts': 'Texte',
  seo: 'SEO',
  themes: 'Theme',
  languages: 'Sprachen',
  stats: 'Kennzahlen',
  'hero-media': 'Medien der Startseite',
  services: 'Leistungen',
  packages: 'Pakete',
  testimonials: 'Stimmen',
  'blog-categories': 'Blog-Kategorien',
  'blog-posts': 'Blogbeiträge',
  'career-categories': 'Karriere-Kategorien',
  'career-posts': 'Stellenbeiträge',
  'legal-pages': 'Rechtliche Seiten',
  qualifications: 'Qualifikationen',
  locations: 'Orte',
};

export const RESOURCE_NAMES: Record<ConsoleLanguage, Record<string, string>> = { de, en };
