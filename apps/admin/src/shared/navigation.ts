/**
 * What the navigation calls each screen, in the console's languages: one place for the menu, the
 * start page's links and each screen's own breadcrumb, so a screen is never named two ways. Kept out
 * of the screens' own words, which load only with the screen.
 */
import type { ConsoleLanguage } from '@wegweiser/contracts/admin-auth';

const en = {
  analytics: 'Visitors',
  messages: 'Messages',
  subscribers: 'Subscribers',
  campaigns: 'Send newsletters',
  outbox: 'Emails',
  media: 'Media library',
  settings: {
    site: 'Site settings',
    languages: 'Languages',
    theme: 'Theme',
    social: 'Social links',
    texts: 'Texts',
    seo: 'SEO',
    redirects: 'Redirects',
    translations: 'Translations',
    retention: 'Privacy & retention',
    practice: 'Time zone',
  },
  booking: {
    heading: 'Appointments',
    agenda: 'Calendar',
    sessionTypes: 'Session types',
    hours: 'Hours',
    exceptions: 'Exceptions & holidays',
    blocked: 'Blocked times',
    policy: 'Booking rules',
  },
};

const de: typeof en = {
  analytics: 'Besucher',
  messages: 'Nachrichten',
  subscribers: 'Abonnenten',
  campaigns: 'Newsletter versenden',
  outbox: 'E-Mails',
  media: 'Mediathek',
  settings: {
    site: 'Einstellungen',
    languages: 'Sprachen',
    theme: 'Theme',
    social: 'Soziale Links',
    texts: 'Texte',
    seo: 'SEO',
    redirects: 'Weiterleitungen',
    translations: 'Übersetzungen',
    retention: 'Datenschutz & Aufbewahrung',
    practice: 'Zeitzone',
  },
  booking: {
    heading: 'Termine',
    agenda: 'Kalender',
    sessionTypes: 'Sitzungsarten',
    hours: 'Zeiten',
    exceptions: 'Ausnahmen & Feiertage',
    blocked: 'Blockzeiten',
    policy: 'Buchungsregeln',
  },
};

export type NavLabels = typeof en;

export const NAV_LABELS: Record<ConsoleLanguage, NavLabels> = { de, en };
