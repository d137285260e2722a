import { RESOURCE_NAMES } from '../../../shared/content/resource-names';
/** The words of the translation report screen; the German object has the English one's type. */

export const translationsWordsEn = {
  title: 'Translations',
  intro:
    'How much of your website each language shows, and every text still missing — on the website and in drafts not yet published.',
  onSite: (percent: number) => `On the website: ${percent}%`,
  onSiteLabel: (language: string, percent: number) => `${language}: ${percent}% translated on the website`,
  counts: (done: number, total: number) => `${done} of ${total} texts on the website`,
  waiting: (count: number) =>
    count === 1
      ? 'In drafts: 1 text waits to be published'
      : `In drafts: ${count} texts wait to be published`,
  draftsMissing: (count: number) =>
    count === 1 ? 'In drafts: 1 text still missing' : `In drafts: ${count} texts still missing`,
  show: (language: string) => `Show what is missing in ${language}`,
  missingTitle: (language: string) => `Missing in ${language}`,
  nothingMissing: 'Nothing is missing in this language.',
  states: {
    missing: {
      title: 'Missing on the website',
      hint: 'Visitors see the default language here.',
    },
    draft_only: {
      title: 'Missing in drafts',
      hint: 'Not on the website yet: translate before you publish.',
    },
    awaiting_publish: {
      title: 'Translated in a draft, waiting to be published',
      hint: 'Publish the item and the website shows the translation.',
    },
  },
  copiedFrom: (language: string) => `copied from ${language}, not changed yet`,
  field: 'Field',
  item: 'Item',
  fix: (label: string, field: string) => `Translate ${field} of ${label}`,
  publish: (label: string, field: string) => `Open ${label} to publish ${field}`,
  fieldNames: {
    text: 'Text',
    site_name: 'Name of the website',
    site_description: 'Description of the website',
    feature: (position: number) => `Feature ${position}`,
  },
  resources: RESOURCE_NAMES.en,
};

export const translationsWordsDe: typeof translationsWordsEn = {
  title: 'Übersetzungen',
  intro:
    'Wie viel Ihrer Website jede Sprache zeigt und welche Texte noch fehlen – auf der Website und in Entwürfen, die noch nicht veröffentlicht sind.',
  onSite: (percent: number) => `Auf der Website: ${percent} %`,
  onSiteLabel: (language: string, percent: number) =>
    `${language}: auf der Website zu ${percent} % übersetzt`,
  counts: (done: number, total: number) => `${done} von ${total} Texten auf der Website`,
  waiting: (count: number) =>
    count === 1
      ? 'In Entwürfen: 1 Text wartet aufs Veröffentlichen'
      : `In Entwürfen: ${count} Texte warten aufs Veröffentlichen`,
  draftsMissing: (count: number) =>
    count === 1 ? 'In Entwürfen: 1 Text fehlt noch' : `In Entwürfen: ${count} Texte fehlen noch`,
  show: (language: string) => `Zeigen, was auf ${language} fehlt`,
  missingTitle: (language: string) => `Fehlt auf ${language}`,
  nothingMissing: 'In dieser Sprache fehlt nichts.',
  states: {
    missing: {
      title: 'Fehlt auf der Website',
      hint: 'Besucher sehen hier die Standardsprache.',
    },
    draft_only: {
      title: 'Fehlt in Entwürfen',
      hint: 'Noch nicht auf der Website: vor dem Veröffentlichen übersetzen.',
    },
    awaiting_publish: {
      title: 'Im Entwurf übersetzt, wartet aufs Veröffentlichen',
      hint: 'Veröffentlichen Sie den Eintrag, dann zeigt die Website die Übersetzung.',
    },
  },
  copiedFrom: (language: string) => `kopiert aus ${language}, noch nicht geändert`,
  field: 'Feld',
  item: 'Eintrag',
  fix: (label: string, field: string) => `${field} von ${label} übersetzen`,
  publish: (label: string, field: string) => `${label} öffnen, um ${field} zu veröffentlichen`,
  fieldNames: {
    text: 'Text',
    site_name: 'Name der Website',
    site_description: 'Beschreibung der Website',
    feature: (position: number) => `Merkmal ${position}`,
  },
  resources: RESOURCE_NAMES.de,
};
