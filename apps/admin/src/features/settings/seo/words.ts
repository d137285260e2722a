/** The words of the SEO screen; the German object has the English one's type. */

export const seoWordsEn = {
  title: 'SEO',
  intro:
    'How each page appears in search results and when shared. Changes are a draft until you publish them.',
  page: 'Page',
  pages: {
    home: 'Home',
    about: 'About',
    services: 'Services',
    'service-packages': 'Packages',
    blog: 'Blog',
    career: 'Career',
    contact: 'Contact',
  },
  fields: {
    page_title: 'Page title',
    meta_description: 'Description',
    og_title: 'Title when shared',
    og_description: 'Description when shared',
    twitter_title: 'Title on X',
    twitter_description: 'Description on X',
  },
  sharedHelp: 'Empty: the page title and description are used.',
  snippet: 'Search result preview',
  snippetHint: 'Roughly as a search engine shows it; long texts are cut off.',
  titleGoal: 60,
  descriptionGoal: 160,
};

export const seoWordsDe: typeof seoWordsEn = {
  title: 'SEO',
  intro:
    'Wie jede Seite in Suchergebnissen und beim Teilen erscheint. Änderungen sind ein Entwurf, bis Sie veröffentlichen.',
  page: 'Seite',
  pages: {
    home: 'Startseite',
    about: 'Über mich',
    services: 'Leistungen',
    'service-packages': 'Pakete',
    blog: 'Blog',
    career: 'Karriere',
    contact: 'Kontakt',
  },
  fields: {
    page_title: 'Seitentitel',
    meta_description: 'Beschreibung',
    og_title: 'Titel beim Teilen',
    og_description: 'Beschreibung beim Teilen',
    twitter_title: 'Titel auf X',
    twitter_description: 'Beschreibung auf X',
  },
  sharedHelp: 'Leer: Seitentitel und Beschreibung werden verwendet.',
  snippet: 'Vorschau im Suchergebnis',
  snippetHint: 'Ungefähr so zeigt es eine Suchmaschine; lange Texte werden abgeschnitten.',
  titleGoal: 60,
  descriptionGoal: 160,
};
