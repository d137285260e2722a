/** The words of the site settings screen; the German object has the English one's type. */
import { SITE_SETTING_NAMES } from '../../../shared/content/site-setting-names';
import { pair } from '../../../shared/i18n/word-pair';

export const siteWordsEn = {
  title: 'Site settings',
  intro:
    'What is shown where on the whole website. Every switch is explained beside it; changes are on the website as soon as you save.',
  groups: {
    general: 'General',
    header: 'Header & logo',
    footer: 'Footer',
    social: 'Social networks',
    appearance: 'Appearance & theme',
    favicon: 'Favicon',
    business: 'Company details / imprint',
  },
  fields: SITE_SETTING_NAMES.en,
  footerModes: { newsletter: 'Newsletter sign-up', button: 'A button', none: 'Nothing' },
  targets: { _self: 'Same tab', _blank: 'New tab' },
  modes: { light: 'Light', dark: 'Dark' },
  faviconSources: {
    favicon_logo: 'Own favicon image',
    header_logo: 'The header logo',
    about_logo: 'The about page picture',
  },
  social: {
    intro: 'Where each network’s icon appears. The addresses are set per language under “Social links”.',
    network: 'Network',
    show: 'Header & company block',
    footer: 'Footer list',
    contact: 'Contact page',
    label: (network: string, place: string) => `${network}: ${place}`,
  },
  business: {
    is_demo_data: pair(
      'These are example details',
      'On while the imprint still shows the example company: the site then warns that it is not yet real.',
    ),
    legal_name: pair('Company name (legal)', 'The name the imprint must state.'),
    owner_name: pair('Responsible person', 'Who is responsible for the content, as the imprint names them.'),
    street: pair('Street and number', ''),
    postal_code: pair('Postal code', ''),
    city: pair('City', ''),
    country_code: pair('Country code', 'Two capital letters, for example DE.'),
    email: pair('Email address', 'Shown in the imprint.'),
    phone: pair('Phone', 'Shown in the imprint.'),
    vat_id: pair('VAT number', 'Leave empty if you have none.'),
  },
};

export const siteWordsDe: typeof siteWordsEn = {
  title: 'Einstellungen',
  intro:
    'Was auf der ganzen Website wo erscheint. Jeder Schalter ist daneben erklärt; Änderungen sind auf der Website, sobald Sie speichern.',
  groups: {
    general: 'Allgemein',
    header: 'Kopfzeile & Logo',
    footer: 'Fußzeile',
    social: 'Soziale Netzwerke',
    appearance: 'Darstellung & Theme',
    favicon: 'Favicon',
    business: 'Unternehmensangaben / Impressum',
  },
  fields: SITE_SETTING_NAMES.de,
  footerModes: { newsletter: 'Newsletter-Anmeldung', button: 'Ein Button', none: 'Nichts' },
  targets: { _self: 'Selber Tab', _blank: 'Neuer Tab' },
  modes: { light: 'Hell', dark: 'Dunkel' },
  faviconSources: {
    favicon_logo: 'Eigenes Favicon-Bild',
    header_logo: 'Das Logo der Kopfzeile',
    about_logo: 'Das Bild der Über-mich-Seite',
  },
  social: {
    intro:
      'Wo das Icon jedes Netzwerks erscheint. Die Adressen legen Sie je Sprache unter „Soziale Links“ fest.',
    network: 'Netzwerk',
    show: 'Kopf & Firmenblock',
    footer: 'Fußzeilen-Liste',
    contact: 'Kontaktseite',
    label: (network: string, place: string) => `${network}: ${place}`,
  },
  business: {
    is_demo_data: pair(
      'Das sind Beispielangaben',
      'An, solange das Impressum noch die Beispielfirma zeigt: Die Website weist dann darauf hin.',
    ),
    legal_name: pair('Firmenname (rechtlich)', 'Der Name, den das Impressum nennen muss.'),
    owner_name: pair(
      'Verantwortliche Person',
      'Wer für den Inhalt verantwortlich ist, wie im Impressum genannt.',
    ),
    street: pair('Straße und Hausnummer', ''),
    postal_code: pair('Postleitzahl', ''),
    city: pair('Ort', ''),
    country_code: pair('Ländercode', 'Zwei Großbuchstaben, zum Beispiel DE.'),
    email: pair('E-Mail-Adresse', 'Erscheint im Impressum.'),
    phone: pair('Telefon', 'Erscheint im Impressum.'),
    vat_id: pair('USt-IdNr.', 'Leer lassen, wenn Sie keine haben.'),
  },
};
