/** The words of a card's look (the choice Symbol / Bild, the icon picker, the card's preview), de/en. */
import { defineWords } from '../../shared/i18n/define-words';

const en = {
  title: 'How the card looks',
  intro: 'What the card in the overview shows at its top: an icon or a picture.',
  showIcon: 'Icon',
  showPicture: 'Picture',
  iconPicker: 'Icon on the card',
  /** "Picture" is chosen, no card picture, but the page's picture: the card shows that one. */
  pageImageShown: 'The card shows the page’s picture (“Image” further down) until you choose a card picture.',
  /** "Picture" is chosen and no picture at all: the site draws the icon. */
  noPicture: 'No picture yet: the card shows the icon until a picture is chosen.',
  previewTitle: 'Preview of the card',
  previewIn: (language: string) => `as the website shows it, in ${language}`,
  previewPicture: 'The card’s picture',
  untitled: '(no title yet)',
};

export type CardLookWords = typeof en;

const de: CardLookWords = {
  title: 'Darstellung auf der Karte',
  intro: 'Was die Karte in der Übersicht oben zeigt: ein Symbol oder ein Bild.',
  showIcon: 'Symbol',
  showPicture: 'Bild',
  iconPicker: 'Symbol auf der Karte',
  pageImageShown: 'Die Karte zeigt das Bild der Seite („Bild“ weiter unten), bis Sie ein Kartenbild wählen.',
  noPicture: 'Noch kein Bild gewählt: Die Karte zeigt das Symbol, bis ein Bild gewählt ist.',
  previewTitle: 'Vorschau der Karte',
  previewIn: (language: string) => `so, wie die Website sie zeigt, auf ${language}`,
  previewPicture: 'Das Bild der Karte',
  untitled: '(noch ohne Titel)',
};

export const useCardLookWords = defineWords({ en, de });
