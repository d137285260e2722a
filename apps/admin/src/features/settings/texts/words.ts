/** The words of the managed texts screen; the German object has the English one's type. */
import { TEXT_GROUP_NAMES } from '../../../shared/content/text-group-names';

export const textsWordsEn = {
  title: 'Texts',
  intro: 'Every fixed text of the website, grouped by page. Search in all languages.',
  searchHint: 'Searches what each text is, its name and its wording in every language.',
  count: (shown: number, total: number) => `${shown} of ${total} texts`,
  missing: (languages: string) => `Missing: ${languages}`,
  editing: 'Edit text',
  reference: 'For reference',
  groups: TEXT_GROUP_NAMES.en,
  empty: 'No managed texts exist yet.',
};

export const textsWordsDe: typeof textsWordsEn = {
  title: 'Texte',
  intro: 'Alle festen Texte der Website, nach Seiten gruppiert. Die Suche findet in allen Sprachen.',
  searchHint: 'Durchsucht, was jeder Text ist, seinen Namen und seinen Wortlaut in allen Sprachen.',
  count: (shown: number, total: number) => `${shown} von ${total} Texten`,
  missing: (languages: string) => `Fehlt: ${languages}`,
  editing: 'Text bearbeiten',
  reference: 'Zum Vergleich',
  groups: TEXT_GROUP_NAMES.de,
  empty: 'Es gibt noch keine verwalteten Texte.',
};
