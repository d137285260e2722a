/**
 * The words of the site-wide screens (site settings, languages, theme, social links, managed texts,
 * SEO, redirects, translation report) in English and German: each screen's own in a words module
 * beside it, put together here with the navigation's and the shared ones. Kept out of the shell's
 * dictionary so that the screens and their words travel together; each German object has the
 * English one's type, so a missing key fails the type check.
 */
import { defineWords } from '../../shared/i18n/define-words';
import { NAV_LABELS } from '../../shared/navigation';
import { languagesWordsDe, languagesWordsEn } from './languages/words';
import { practiceWordsDe, practiceWordsEn } from './practice/words';
import { redirectsWordsDe, redirectsWordsEn } from './redirects/words';
import { retentionWordsDe, retentionWordsEn } from './retention/words';
import { seoWordsDe, seoWordsEn } from './seo/words';
import { siteWordsDe, siteWordsEn } from './site/words';
import { socialWordsDe, socialWordsEn } from './social/words';
import { textsWordsDe, textsWordsEn } from './texts/words';
import { themeWordsDe, themeWordsEn } from './theme/words';
import { translationsWordsDe, translationsWordsEn } from './translations/words';

const en = {
  nav: NAV_LABELS.en.settings,
  common: {
    liveNote: 'Changes are on the website as soon as you save them.',
    draftNote: 'Saving keeps a draft; visitors see it once you publish.',
    publish: 'Publish',
    discard: 'Discard draft',
    saved: 'Saved. The website shows it now.',
    draftSaved: 'Draft saved. Publish it to show it on the website.',
    published: 'Published. The website shows it now.',
    discarded: 'The draft was thrown away.',
    conflictTitle: 'Someone else saved this meanwhile',
    conflictAction: 'Load the saved version',
    conflictHint: 'Loading it replaces what you changed here; note anything you want to keep first.',
    search: 'Search',
    noMatches: 'Nothing matches your search.',
    editLanguage: 'Edit in',
    characters: (count: number, goal: number) => `${count} of about ${goal} characters`,
    tooLongHint: 'Longer than search engines usually show: the end will be cut off.',
    tooShortHint: 'Quite short: a few more words help people decide.',
  },
  site: siteWordsEn,
  languages: languagesWordsEn,
  theme: themeWordsEn,
  social: socialWordsEn,
  texts: textsWordsEn,
  seo: seoWordsEn,
  redirects: redirectsWordsEn,
  translations: translationsWordsEn,
  retention: retentionWordsEn,
  practice: practiceWordsEn,
};

export type SettingsWords = typeof en;

const de: SettingsWords = {
  nav: NAV_LABELS.de.settings,
  common: {
    liveNote: 'Änderungen sind auf der Website, sobald Sie speichern.',
    draftNote: 'Speichern legt einen Entwurf an; Besucher sehen ihn, wenn Sie veröffentlichen.',
    publish: 'Veröffentlichen',
    discard: 'Entwurf verwerfen',
    saved: 'Gespeichert. Die Website zeigt es jetzt.',
    draftSaved: 'Entwurf gespeichert. Veröffentlichen Sie ihn, damit die Website ihn zeigt.',
    published: 'Veröffentlicht. Die Website zeigt es jetzt.',
    discarded: 'Der Entwurf wurde verworfen.',
    conflictTitle: 'Jemand anderes hat inzwischen gespeichert',
    conflictAction: 'Gespeicherte Fassung laden',
    conflictHint: 'Das Laden ersetzt Ihre Änderungen hier; notieren Sie vorher, was Sie behalten möchten.',
    search: 'Suchen',
    noMatches: 'Nichts passt zu Ihrer Suche.',
    editLanguage: 'Bearbeiten in',
    characters: (count: number, goal: number) => `${count} von etwa ${goal} Zeichen`,
    tooLongHint: 'Länger als Suchmaschinen meist zeigen: Das Ende wird abgeschnitten.',
    tooShortHint: 'Recht kurz: Ein paar Worte mehr helfen bei der Entscheidung.',
  },
  site: siteWordsDe,
  languages: languagesWordsDe,
  theme: themeWordsDe,
  social: socialWordsDe,
  texts: textsWordsDe,
  seo: seoWordsDe,
  redirects: redirectsWordsDe,
  translations: translationsWordsDe,
  retention: retentionWordsDe,
  practice: practiceWordsDe,
};

/** The site-wide screens' words in the console's current language. */
export const useSettingsWords = defineWords({ en, de });
