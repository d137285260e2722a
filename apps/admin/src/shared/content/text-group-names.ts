/**
 * The groups the managed texts fall into — by page and section, in the order the site shows them —
 * and their names in the console's languages (the texts screen, a text's description elsewhere).
 */
import type { ConsoleLanguage } from '@wegweiser/contracts/admin-auth';

export const GROUP_ORDER = [
  'header',
  'hero',
  'home',
  'package',
  'testimonials',
  'home_about',
  'about',
  'services',
  'service_package_detail',
  'duration_unit',
  'blog',
  'career',
  'contact',
  'newsletter',
  'footer',
  'not_found',
  'legal',
  'other',
] as const;
export type TextGroup = (typeof GROUP_ORDER)[number];

export const TEXT_GROUP_NAMES: Record<ConsoleLanguage, Record<TextGroup, string>> = {
  en: {
    home: 'Home page',
    hero: 'Home page · introduction',
    services: 'Services page',
    service_package_detail: 'Package page',
    package: 'Home page · packages',
    home_about: 'Home page · about you and the invitation',
    about: 'About page',
    contact: 'Contact page',
    footer: 'Footer',
    header: 'Header & menu',
    newsletter: 'Newsletter',
    blog: 'Blog',
    career: 'Career',
    testimonials: 'Home page · testimonials',
    duration_unit: 'Durations (all pages)',
    not_found: 'Page not found',
    legal: 'Legal pages',
    other: 'Other texts',
  },
  de: {
    home: 'Startseite',
    hero: 'Startseite · Einleitung',
    services: 'Seite „Angebote“',
    service_package_detail: 'Paketseite',
    package: 'Startseite · Pakete',
    home_about: 'Startseite · Über Sie und Einladung',
    about: 'Seite „Über mich“',
    contact: 'Kontaktseite',
    footer: 'Fußzeile',
    header: 'Kopfzeile & Menü',
    newsletter: 'Newsletter',
    blog: 'Blog',
    career: 'Karriere',
    testimonials: 'Startseite · Stimmen',
    duration_unit: 'Zeitangaben (alle Seiten)',
    not_found: 'Seite nicht gefunden',
    legal: 'Rechtliches',
    other: 'Weitere Texte',
  },
};
