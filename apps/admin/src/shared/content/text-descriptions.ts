/**
 * What each managed text is, in the owner's words (decision 092): "Große Überschrift oben" on the
 * home page's introduction rather than `hero_title`. In the order the page shows them, top to
 * bottom; the key stays visible, small, for whoever helps her. A test fails when a text of the
 * spec or the seed has no description here.
 */
import type { ConsoleLanguage } from '@wegweiser/contracts/admin-auth';
import { TEXT_GROUP_NAMES, type TextGroup } from './text-group-names';

export type TextDescription = { group: TextGroup; de: string; en: string };

const d = (group: TextGroup, de: string, en: string): TextDescription => ({ group, de, en });

export const TEXT_DESCRIPTIONS: Readonly<Record<string, TextDescription>> = {
  // Header & menu
  header_nav_home: d('header', 'Menüpunkt zur Startseite', 'Menu link to the home page'),
  header_nav_about: d('header', 'Menüpunkt „Über mich“', 'Menu link to the about page'),
  header_nav_services: d('header', 'Menüpunkt zu den Angeboten', 'Menu link to the services'),
  header_nav_blog: d('header', 'Menüpunkt zum Blog', 'Menu link to the blog'),
  header_nav_career: d('header', 'Menüpunkt zur Karriere-Seite', 'Menu link to the career page'),
  header_contact_button: d('header', 'Kontakt-Knopf oben rechts', 'Contact button at the top right'),
  header_menu_open: d(
    'header',
    'Knopf „Menü öffnen“ auf dem Handy (für Bildschirmleser)',
    '“Open menu” button on phones (for screen readers)',
  ),
  header_menu_close: d(
    'header',
    'Knopf „Menü schließen“ auf dem Handy (für Bildschirmleser)',
    '“Close menu” button on phones (for screen readers)',
  ),
  // Home page: introduction
  hero_title: d('hero', 'Große Überschrift oben', 'Large heading at the top'),
  hero_subtitle: d('hero', 'Zeile unter der großen Überschrift', 'Line below the large heading'),
  hero_description: d('hero', 'Einleitender Absatz', 'Introductory paragraph'),
  // Home page: services and the rest
  services_title: d('home', 'Überschrift des Angebotsbereichs', 'Heading of the services section'),
  services_subtitle: d('home', 'Zeile unter der Angebotsüberschrift', 'Line below the services heading'),
  featured_services_title_part1: d(
    'home',
    'Ausgewählte Angebote: Überschrift, erster Teil',
    'Featured services: heading, first part',
  ),
  featured_services_title_part2: d(
    'home',
    'Ausgewählte Angebote: Überschrift, hervorgehobener zweiter Teil',
    'Featured services: heading, highlighted second part',
  ),
  featured_services_joke_text: d(
    'home',
    'Ausgewählte Angebote: kurzer Satz mit Augenzwinkern',
    'Featured services: short light-hearted line',
  ),
  featured_services_learn_more: d(
    'home',
    'Ausgewählte Angebote: Link „Mehr erfahren“ je Angebot',
    'Featured services: “Learn more” link on each service',
  ),
  featured_services_show_all: d(
    'home',
    'Ausgewählte Angebote: Link zu allen Angeboten',
    'Featured services: link to all services',
  ),
  meta_title: d(
    'home',
    'Titel der Startseite im Browser-Tab und bei Suchmaschinen',
    'Home page title in the browser tab and search engines',
  ),
  meta_description: d(
    'home',
    'Beschreibung der Startseite bei Suchmaschinen',
    'Home page description in search engines',
  ),
  // Home page: packages
  service_packages_badge: d(
    'package',
    'Kleines Etikett über der Überschrift',
    'Small label above the heading',
  ),
  service_packages_title_first: d('package', 'Überschrift, erster Teil', 'Heading, first part'),
  service_packages_title_second: d(
    'package',
    'Überschrift, hervorgehobener zweiter Teil',
    'Heading, highlighted second part',
  ),
  service_packages_description: d('package', 'Absatz unter der Überschrift', 'Paragraph below the heading'),
  service_packages_most_popular: d(
    'package',
    'Hinweis auf dem beliebtesten Paket',
    'Badge on the most popular package',
  ),
  service_packages_save_text: d(
    'package',
    'Ersparnis eines Pakets ({discount_percentage} wird zur Zahl)',
    'A package’s saving ({discount_percentage} becomes the number)',
  ),
  service_packages_learn_more: d('package', 'Link zum einzelnen Paket', 'Link to one package'),
  service_packages_show_all_packages: d('package', 'Link zu allen Paketen', 'Link to all packages'),
  // Home page: testimonials
  testimonials_title: d('testimonials', 'Überschrift, erster Teil', 'Heading, first part'),
  testimonials_suffix: d('testimonials', 'Überschrift, zweiter Teil', 'Heading, second part'),
  testimonials_subtitle: d('testimonials', 'Zeile unter der Überschrift', 'Line below the heading'),
  // Home page: about me and the invitation
  about_description: d('home_about', 'Absatz über Sie', 'Paragraph about you'),
  about_cta_title: d('home_about', 'Überschrift der Einladung', 'Heading of the invitation'),
  about_step_text: d('home_about', 'Satz zum ersten Schritt', 'Line about the first step'),
  about_cta_text: d('home_about', 'Text der Einladung', 'Text of the invitation'),
  about_cta_button: d('home_about', 'Knopf der Einladung', 'Button of the invitation'),
  // About page
  about_title: d('about', 'Überschrift der Seite', 'Page heading'),
  about_subtitle: d('about', 'Zeile unter der Überschrift', 'Line below the heading'),
  about_intro: d('about', 'Einleitender Text', 'Introductory text'),
  about_approach_title: d('about', 'Überschrift „Mein Ansatz“', 'Heading of your approach'),
  about_approach_text: d('about', 'Text zu Ihrem Ansatz', 'Text about your approach'),
  about_qualifications_title: d('about', 'Überschrift der Qualifikationen', 'Heading of the qualifications'),
  about_locations_title: d('about', 'Überschrift der Orte', 'Heading of the locations'),
  // Services page
  services_page_title: d('services', 'Überschrift der Seite', 'Page heading'),
  services_page_intro: d('services', 'Einleitender Absatz', 'Introductory paragraph'),
  services_page_packages_title: d('services', 'Überschrift der Pakete', 'Heading of the packages'),
  services_page_packages_intro: d('services', 'Absatz zu den Paketen', 'Paragraph about the packages'),
  // Package page
  service_package_detail_back_button: d(
    'service_package_detail',
    'Link zurück zu den Angeboten',
    'Link back to the services',
  ),
  service_package_detail_included_services: d(
    'service_package_detail',
    'Überschrift der enthaltenen Leistungen',
    'Heading of the services included',
  ),
  service_package_detail_services_included: d(
    'service_package_detail',
    'Anzahl enthaltener Leistungen ({n} wird zur Zahl)',
    'Number of services included ({n} becomes the number)',
  ),
  service_package_detail_request_button: d(
    'service_package_detail',
    'Knopf „Paket anfragen“',
    '“Request package” button',
  ),
  service_package_detail_free_consultation: d(
    'service_package_detail',
    'Vorteil: kostenloses Kennenlernen',
    'Benefit: free first conversation',
  ),
  service_package_detail_attractive_price: d(
    'service_package_detail',
    'Vorteil: Paketpreis',
    'Benefit: package price',
  ),
  service_package_detail_online_onsite: d(
    'service_package_detail',
    'Vorteil: online oder vor Ort',
    'Benefit: online or on site',
  ),
  service_package_detail_discount_text: d(
    'service_package_detail',
    'Satz neben dem Rabatt',
    'Line beside the discount',
  ),
  service_package_detail_loading: d(
    'service_package_detail',
    'Hinweis, während das Paket lädt',
    'Note while the package loads',
  ),
  // Duration units
  duration_unit_minutes: d(
    'duration_unit',
    'Wort für „Minuten“ bei Dauern',
    'Word for “minutes” in durations',
  ),
  duration_unit_hours: d('duration_unit', 'Wort für „Stunden“ bei Dauern', 'Word for “hours” in durations'),
  duration_unit_days: d('duration_unit', 'Wort für „Tage“ bei Dauern', 'Word for “days” in durations'),
  duration_unit_weeks: d('duration_unit', 'Wort für „Wochen“ bei Dauern', 'Word for “weeks” in durations'),
  duration_unit_months: d('duration_unit', 'Wort für „Monate“ bei Dauern', 'Word for “months” in durations'),
  duration_unit_years: d('duration_unit', 'Wort für „Jahre“ bei Dauern', 'Word for “years” in durations'),
  // Blog
  blog_page_title: d('blog', 'Überschrift der Blog-Seite', 'Blog page heading'),
  blog_page_intro: d('blog', 'Einleitender Absatz', 'Introductory paragraph'),
  // Career
  career_page_title: d('career', 'Überschrift der Karriere-Seite', 'Career page heading'),
  career_page_intro: d('career', 'Einleitender Absatz', 'Introductory paragraph'),
  career_employment_type_full_time: d('career', 'Art der Stelle: Vollzeit', 'Kind of job: full-time'),
  career_employment_type_part_time: d('career', 'Art der Stelle: Teilzeit', 'Kind of job: part-time'),
  career_employment_type_freelance: d('career', 'Art der Stelle: freiberuflich', 'Kind of job: freelance'),
  career_employment_type_internship: d('career', 'Art der Stelle: Praktikum', 'Kind of job: internship'),
  // Contact page
  contact_page_title: d('contact', 'Überschrift der Seite', 'Page heading'),
  contact_page_intro: d('contact', 'Einleitender Absatz', 'Introductory paragraph'),
  contact_form_name: d('contact', 'Formular: Feld für den Namen', 'Form: name field'),
  contact_form_email: d('contact', 'Formular: Feld für die E-Mail-Adresse', 'Form: email field'),
  contact_form_phone: d('contact', 'Formular: Feld für die Telefonnummer', 'Form: phone field'),
  contact_form_message: d('contact', 'Formular: Feld für die Nachricht', 'Form: message field'),
  contact_form_privacy_note: d('contact', 'Formular: Hinweis zum Datenschutz', 'Form: privacy note'),
  contact_form_submit: d('contact', 'Formular: Knopf zum Senden', 'Form: send button'),
  contact_form_sending: d('contact', 'Formular: Hinweis während des Sendens', 'Form: note while sending'),
  // Newsletter
  newsletter_title: d('newsletter', 'Überschrift der Newsletter-Anmeldung', 'Newsletter sign-up heading'),
  newsletter_description: d('newsletter', 'Absatz unter der Überschrift', 'Paragraph below the heading'),
  newsletter_placeholder: d(
    'newsletter',
    'Beispiel im leeren E-Mail-Feld',
    'Example in the empty email field',
  ),
  newsletter_button: d('newsletter', 'Knopf zum Anmelden', 'Sign-up button'),
  newsletter_consent: d('newsletter', 'Einwilligungstext unter dem Feld', 'Consent text below the field'),
  // Footer
  footer_description: d('footer', 'Kurzer Text über Ihre Praxis', 'Short text about your practice'),
  footer_button_text: d('footer', 'Knopf zur Kontaktaufnahme', 'Contact button'),
  footer_navigation_title: d('footer', 'Überschrift der Links', 'Heading of the links'),
  footer_contact_title: d('footer', 'Überschrift der Kontaktangaben', 'Heading of the contact details'),
  footer_social_title: d('footer', 'Überschrift der sozialen Netzwerke', 'Heading of the social networks'),
  footer_legal_privacy: d('footer', 'Link zur Datenschutzerklärung', 'Link to the privacy policy'),
  footer_legal_imprint: d('footer', 'Link zum Impressum', 'Link to the imprint'),
  footer_legal_terms: d('footer', 'Link zu den AGB', 'Link to the terms'),
  footer_copyright: d(
    'footer',
    'Zeile ganz unten ({year} und {site_name} werden ersetzt)',
    'Last line ({year} and {site_name} are filled in)',
  ),
  // Page not found
  not_found_title: d('not_found', 'Überschrift', 'Heading'),
  not_found_text: d('not_found', 'Erklärender Text', 'Explaining text'),
  not_found_back: d('not_found', 'Link zurück zur Startseite', 'Link back to the home page'),
};

/** What a managed text is in the console's language, when the console knows it. */
export function describeText(key: string, language: ConsoleLanguage): string | undefined {
  return Object.hasOwn(TEXT_DESCRIPTIONS, key) ? TEXT_DESCRIPTIONS[key]?.[language] : undefined;
}

/** Where a text is shown among all texts: its place in the list above, unknown ones after. */
export function textOrder(key: string): number {
  const index = KEYS.indexOf(key);
  return index === -1 ? KEYS.length : index;
}
const KEYS = Object.keys(TEXT_DESCRIPTIONS);

/** A text as the audit log names it: "Startseite · Einleitung → Große Überschrift oben". */
export function managedTextName(key: string, language: ConsoleLanguage): string | undefined {
  const described = describeText(key, language);
  if (!described) return undefined;
  const groups = TEXT_GROUP_NAMES[language];
  return `${groups[TEXT_DESCRIPTIONS[key]?.group ?? 'other']} → ${described}`;
}
