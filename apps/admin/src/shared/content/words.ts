/**
 * The words of the content editor in German and English. Kept beside the editor (not in the
 * console's main dictionary) so the screens built on it can grow without touching that file; the
 * German object is checked against the English one's shape.
 */
import type { LanguageCode } from '@wegweiser/contracts/constants';
import { defineWords } from '../i18n/define-words';

const languageNamesEn: Record<LanguageCode, string> = {
  de: 'German',
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  zh: 'Chinese',
};
const languageNamesDe: Record<LanguageCode, string> = {
  de: 'Deutsch',
  en: 'Englisch',
  es: 'Spanisch',
  fr: 'Französisch',
  zh: 'Chinesisch',
};

export const contentWordsEn = {
  languageName: languageNamesEn,
  status: { published: 'Published', draft: 'Draft', changed: 'Changed' },
  statusHelp: {
    published: 'Live on the website, nothing pending.',
    draft: 'Not on the website yet: publish to show it.',
    changed: 'Live, with changes that are not published yet.',
  },
  defaultLanguage: 'default language',
  editLanguage: 'Language to edit',
  fallsBack: (language: string) => `falls back to ${language}`,
  fallsBackLong: (language: string) => `Empty here: the website shows the ${language} text.`,
  copyFrom: 'Copy from…',
  copyFromLabel: (field: string) => `Copy “${field}” from another language`,
  copyDocument: 'Copy every empty field from…',
  copyFromLanguage: (language: string) => `from ${language}`,
  copiedFrom: (language: string) => `copied from ${language}`,
  copiedFromLong: (language: string) =>
    `Copied from the ${language} text and not changed since: it counts as not translated until you change it.`,
  keepCopy: 'Right as it is',
  keepCopyLabel: (field: string) => `“${field}” is right as copied: count it as translated`,
  empty: '(empty)',
  yes: 'Yes',
  no: 'No',
  none: '— none —',
  markdown: {
    toolbar: 'Formatting',
    bold: 'Bold',
    italic: 'Italic',
    heading: 'Heading',
    link: 'Link',
    list: 'List',
    quote: 'Quote',
    write: 'Write',
    preview: 'Preview',
    previewOf: (field: string) => `Preview of “${field}” as the website shows it`,
    nothingToPreview: 'Nothing to preview yet.',
    linkText: 'link text',
    boldText: 'bold text',
    italicText: 'italic text',
    headingText: 'Heading',
    listText: 'item',
    quoteText: 'quote',
  },
  conflict: {
    title: 'Someone else saved this in the meantime',
    body: 'Compare both versions field by field, then keep yours (saved over the new one) or take the current one.',
    keepMine: 'Keep my version',
    takeCurrent: 'Take the current version',
  },
  diff: {
    field: 'Field',
    before: 'Before',
    after: 'After',
    yours: 'Your version',
    current: 'Current version',
    noChanges: 'No differences.',
    added: 'added',
    removed: 'removed',
  },
};

export type ContentWords = typeof contentWordsEn;

export const contentWordsDe: ContentWords = {
  languageName: languageNamesDe,
  status: { published: 'Veröffentlicht', draft: 'Entwurf', changed: 'Geändert' },
  statusHelp: {
    published: 'Auf der Website sichtbar, nichts offen.',
    draft: 'Noch nicht auf der Website: veröffentlichen, um es zu zeigen.',
    changed: 'Sichtbar, mit Änderungen, die noch nicht veröffentlicht sind.',
  },
  defaultLanguage: 'Standardsprache',
  editLanguage: 'Sprache bearbeiten',
  fallsBack: (language: string) => `zeigt ${language}`,
  fallsBackLong: (language: string) => `Hier leer: die Website zeigt den Text auf ${language}.`,
  copyFrom: 'Kopieren aus…',
  copyFromLabel: (field: string) => `„${field}“ aus einer anderen Sprache kopieren`,
  copyDocument: 'Alle leeren Felder kopieren aus…',
  copyFromLanguage: (language: string) => `aus ${language}`,
  copiedFrom: (language: string) => `kopiert aus ${language}`,
  copiedFromLong: (language: string) =>
    `Aus dem Text auf ${language} kopiert und seitdem nicht geändert: zählt als nicht übersetzt, bis Sie ihn ändern.`,
  keepCopy: 'Stimmt so',
  keepCopyLabel: (field: string) => `„${field}“ stimmt so, wie kopiert: als übersetzt zählen`,
  empty: '(leer)',
  yes: 'Ja',
  no: 'Nein',
  none: '— keine —',
  markdown: {
    toolbar: 'Formatierung',
    bold: 'Fett',
    italic: 'Kursiv',
    heading: 'Überschrift',
    link: 'Link',
    list: 'Liste',
    quote: 'Zitat',
    write: 'Schreiben',
    preview: 'Vorschau',
    previewOf: (field: string) => `Vorschau von „${field}“, wie die Website es zeigt`,
    nothingToPreview: 'Noch nichts zu sehen.',
    linkText: 'Linktext',
    boldText: 'fetter Text',
    italicText: 'kursiver Text',
    headingText: 'Überschrift',
    listText: 'Punkt',
    quoteText: 'Zitat',
  },
  conflict: {
    title: 'Inzwischen hat jemand anderes gespeichert',
    body: 'Vergleichen Sie beide Fassungen Feld für Feld und behalten Sie Ihre (über die neue gespeichert) oder übernehmen Sie die aktuelle.',
    keepMine: 'Meine Fassung behalten',
    takeCurrent: 'Aktuelle Fassung übernehmen',
  },
  diff: {
    field: 'Feld',
    before: 'Vorher',
    after: 'Nachher',
    yours: 'Ihre Fassung',
    current: 'Aktuelle Fassung',
    noChanges: 'Keine Unterschiede.',
    added: 'hinzugefügt',
    removed: 'entfernt',
  },
};

/** The editor's words in the console's language, and that language (for the `{de, en}` texts of field configurations). */
export const useContentWords = defineWords({ en: contentWordsEn, de: contentWordsDe });
