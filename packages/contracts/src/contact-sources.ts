/**
 * Where a contact message came from, in words (issue 24 point 1): the console's inbox and the
 * owner's notification email name it the same way — "Paketseite: Neustart-Paket", never a code
 * such as `service_package_general`. German and English, the console's languages.
 */
import type { ContactContext } from './constants';

export type ContactSource = {
  context: string | null;
  service_name: string | null;
  package_name: string | null;
  post_title: string | null;
};

type Named = (name: string | null) => string;

const en = {
  contexts: {
    hero_cta: 'Button at the top of the home page',
    general_cta: 'Contact button',
    about_cta: 'Button on the About page',
    service_detail: 'Service page',
    service_package_detail: 'Package page',
    service_package_general: 'Package overview',
    career_post: 'Career post',
  } satisfies Record<ContactContext, string>,
  named: {
    service_detail: (name) => (name ? `Service page: ${name}` : 'Service page'),
    service_package_detail: (name) => (name ? `Package page: ${name}` : 'Package page'),
    service_package_general: (name) => (name ? `Package overview: ${name}` : 'Package overview'),
    career_post: (name) => (name ? `Career post: ${name}` : 'Career post'),
  } satisfies Partial<Record<ContactContext, Named>>,
  contactPage: 'Contact page',
};

const de: typeof en = {
  contexts: {
    hero_cta: 'Button oben auf der Startseite',
    general_cta: 'Kontakt-Button',
    about_cta: 'Button auf der Seite „Über mich“',
    service_detail: 'Leistungsseite',
    service_package_detail: 'Paketseite',
    service_package_general: 'Paketübersicht',
    career_post: 'Karriere-Beitrag',
  },
  named: {
    service_detail: (name) => (name ? `Leistungsseite: ${name}` : 'Leistungsseite'),
    service_package_detail: (name) => (name ? `Paketseite: ${name}` : 'Paketseite'),
    service_package_general: (name) => (name ? `Paketübersicht: ${name}` : 'Paketübersicht'),
    career_post: (name) => (name ? `Karriere-Beitrag: ${name}` : 'Karriere-Beitrag'),
  },
  contactPage: 'Kontaktseite',
};

export const CONTACT_SOURCE_WORDS = { de, en } as const;

/** The source in words, with the service, package or post it names; the contact page without one. */
export function contactSourceText(source: ContactSource, language: 'de' | 'en'): string {
  const words = CONTACT_SOURCE_WORDS[language];
  const context = source.context as ContactContext | null;
  if (!context) return words.contactPage;
  if (context === 'service_detail') return words.named.service_detail(source.service_name);
  if (context === 'service_package_detail' || context === 'service_package_general')
    return words.named[context](source.package_name ?? source.service_name);
  if (context === 'career_post') return words.named.career_post(source.post_title);
  return words.contexts[context] ?? words.contactPage;
}
