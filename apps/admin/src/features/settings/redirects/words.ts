/** The words of the redirects screen; the German object has the English one's type. */
import { pair } from '../../../shared/i18n/word-pair';

export const redirectsWordsEn = {
  title: 'Redirects',
  intro: 'Send visitors from an old address to a new one. Saved redirects work at once.',
  fixedTitle: 'Always in place',
  table: 'Redirects',
  from: pair('From (address on this site)', 'For example /old-offer'),
  to: pair('To', 'A page of this site such as /services, or a full address starting with https://'),
  status: pair('Kind', ''),
  permanent: 'Permanent (301)',
  temporary: 'Temporary (302)',
  add: 'Add redirect',
  adding: 'New redirect',
  automatic: 'automatic',
  automaticHint: 'Made by the website when an address changed.',
  deleteNamed: (from: string) => `Delete the redirect from ${from}`,
  confirmDelete: (from: string) => `Delete the redirect from ${from}?`,
  confirmBody: 'Visitors using the old address will see “page not found”.',
  empty: 'No redirects yet.',
};

export const redirectsWordsDe: typeof redirectsWordsEn = {
  title: 'Weiterleitungen',
  intro:
    'Leiten Sie Besucher von einer alten Adresse zu einer neuen. Gespeicherte Weiterleitungen wirken sofort.',
  fixedTitle: 'Immer vorhanden',
  table: 'Weiterleitungen',
  from: pair('Von (Adresse dieser Website)', 'Zum Beispiel /altes-angebot'),
  to: pair('Nach', 'Eine Seite dieser Website wie /services oder eine volle Adresse mit https://'),
  status: pair('Art', ''),
  permanent: 'Dauerhaft (301)',
  temporary: 'Vorübergehend (302)',
  add: 'Weiterleitung anlegen',
  adding: 'Neue Weiterleitung',
  automatic: 'automatisch',
  automaticHint: 'Von der Website angelegt, als sich eine Adresse änderte.',
  deleteNamed: (from: string) => `Weiterleitung von ${from} löschen`,
  confirmDelete: (from: string) => `Weiterleitung von ${from} löschen?`,
  confirmBody: 'Wer die alte Adresse nutzt, sieht dann „Seite nicht gefunden“.',
  empty: 'Noch keine Weiterleitungen.',
};
