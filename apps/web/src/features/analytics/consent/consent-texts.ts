/**
 * The banner's own texts. They are legal wording that must be present before any API text loads,
 * so they ship with the feature instead of coming from the managed texts: German, the site's first
 * language, in the first-load bundle; each other language in a chunk of its own, which the server
 * and the browser load before rendering a page in it (decision 112).
 */
import type { LanguageCode } from '@wegweiser/contracts/constants';
import type { ConsentTexts } from './consent-texts-shape';

export type { ConsentTexts };

const DE: ConsentTexts = {
  title: 'Ihre Privatsphäre',
  body: 'Dürfen wir mit unserer eigenen Webanalyse ohne Drittanbieter erfassen, wie die Website genutzt wird?',
  detailsLabel: 'Details',
  details:
    'Erfasst werden aufgerufene Seiten, Verweildauer, Scrolltiefe und Klicks mit ihrer Position auf der Seite – nie, was Sie in Formulare eingeben. Dafür wird eine zufällige Sitzungskennung in Ihrem Browser gespeichert. Die Daten bleiben auf unserem eigenen Server: keine Drittanbieter, keine Werbung. Sie können Ihre Entscheidung jederzeit in den Datenschutz-Einstellungen ändern.',
  privacyLink: 'Datenschutzerklärung',
  accept: 'Zustimmen',
  reject: 'Ablehnen',
  settings: 'Datenschutz-Einstellungen',
  close: 'Schließen',
  currentGranted: 'Aktuell: Webanalyse erlaubt.',
  currentDenied: 'Aktuell: Webanalyse abgelehnt.',
  privacySignal:
    'Ihr Browser sendet das Signal „Do Not Track“ oder „Global Privacy Control“. Deshalb findet keine Webanalyse statt.',
};

const LOADERS: Record<Exclude<LanguageCode, 'de'>, () => Promise<{ default: ConsentTexts }>> = {
  en: () => import('./consent-texts-en'),
  es: () => import('./consent-texts-es'),
  fr: () => import('./consent-texts-fr'),
  zh: () => import('./consent-texts-zh'),
};

const loaded = new Map<string, ConsentTexts>([['de', DE]]);

/** Loads a language's texts (German is always there; an unknown language needs none). */
export async function loadConsentTexts(language: string): Promise<void> {
  if (loaded.has(language) || !Object.hasOwn(LOADERS, language)) return;
  const module = await LOADERS[language as keyof typeof LOADERS]();
  loaded.set(language, module.default);
}

/** The texts for a language once loaded (`loadConsentTexts`); German for any other. */
export function consentTexts(language: string): ConsentTexts {
  return loaded.get(language) ?? DE;
}
