/**
 * The subscriber screen's words in English and German (the German object has the English one's
 * type, so a missing key fails the type check).
 */
import type { Subscriber } from '@wegweiser/contracts';
import { defineWords } from '../../shared/i18n/define-words';

const en = {
  title: 'Subscribers',
  intro:
    'Everyone who signed up for the newsletter. Only confirmed subscribers receive it; unconfirmed sign-ups are removed after 30 days.',
  filters: 'Search and filters',
  search: 'Search by email address',
  status: 'Status',
  allStatuses: 'All statuses',
  statuses: {
    pending: 'Pending',
    active: 'Confirmed',
    unsubscribed: 'Unsubscribed',
  } satisfies Record<Subscriber['status'], string>,
  language: 'Language',
  allLanguages: 'All languages',
  table: 'Subscribers',
  email: 'Email address',
  signedUp: 'Signed up',
  confirmed: 'Confirmed',
  unsubscribed: 'Unsubscribed',
  actions: 'Actions',
  none: '–',
  count: (count: number) => (count === 1 ? '1 subscriber' : `${count} subscribers`),
  csv: 'Download as CSV',
  csvHint: 'The CSV holds the subscribers the search and filters show.',
  exportData: 'Export data',
  exportDataFor: (email: string) => `Export data of ${email} (JSON)`,
  delete: 'Delete',
  deleteFor: (email: string) => `Delete ${email}`,
  deleteTitle: (email: string) => `Delete ${email} for good?`,
  deleteIntro:
    'This erases the subscription, its consent record and the newsletter mails to this address (right to erasure, GDPR Art. 17). It cannot be undone. Export the data first if the person asked for a copy.',
  deleteConfirm: 'Delete for good',
  deleted: (email: string) => `${email} was deleted.`,
  empty: 'Nobody has signed up for the newsletter yet. New sign-ups appear here.',
  emptyFiltered: 'No subscriber matches the search and filters.',
  loadError: 'The subscribers could not be loaded.',
};

type Words = typeof en;

const de: Words = {
  title: 'Abonnenten',
  intro:
    'Alle, die sich für den Newsletter angemeldet haben. Nur bestätigte Abonnenten erhalten ihn; unbestätigte Anmeldungen werden nach 30 Tagen gelöscht.',
  filters: 'Suche und Filter',
  search: 'Nach E-Mail-Adresse suchen',
  status: 'Status',
  allStatuses: 'Alle Status',
  statuses: { pending: 'Ausstehend', active: 'Bestätigt', unsubscribed: 'Abgemeldet' },
  language: 'Sprache',
  allLanguages: 'Alle Sprachen',
  table: 'Abonnenten',
  email: 'E-Mail-Adresse',
  signedUp: 'Angemeldet am',
  confirmed: 'Bestätigt am',
  unsubscribed: 'Abgemeldet am',
  actions: 'Aktionen',
  none: '–',
  count: (count) => (count === 1 ? '1 Abonnent' : `${count} Abonnenten`),
  csv: 'Als CSV herunterladen',
  csvHint: 'Die CSV-Datei enthält die Abonnenten, die Suche und Filter zeigen.',
  exportData: 'Daten exportieren',
  exportDataFor: (email) => `Daten exportieren: ${email} (JSON)`,
  delete: 'Löschen',
  deleteFor: (email) => `Löschen: ${email}`,
  deleteTitle: (email) => `${email} endgültig löschen?`,
  deleteIntro:
    'Damit werden das Abonnement, der Nachweis der Einwilligung und die Newsletter-Mails an diese Adresse gelöscht (Recht auf Löschung, DSGVO Art. 17). Das lässt sich nicht rückgängig machen. Exportieren Sie die Daten vorher, wenn die Person eine Kopie verlangt hat.',
  deleteConfirm: 'Endgültig löschen',
  deleted: (email) => `${email} wurde gelöscht.`,
  empty: 'Bisher hat sich niemand für den Newsletter angemeldet. Neue Anmeldungen erscheinen hier.',
  emptyFiltered: 'Kein Abonnent passt zu Suche und Filtern.',
  loadError: 'Die Abonnenten konnten nicht geladen werden.',
};

export const useSubscriberWords = defineWords({ en, de });
