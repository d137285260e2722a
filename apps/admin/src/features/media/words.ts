/**
 * The media library's words in English and German (the German object has the English one's type,
 * so a missing key fails the type check). Refusals of single files come from the API in the
 * console's language, or from the contracts' catalogue when the console refuses before sending.
 */
import { useI18n } from '../../shared/i18n/i18n-provider';

const megabytes = (bytes: number, locale: string) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(bytes / 1024 / 1024);

const en = {
  nav: 'Media library',
  title: 'Media library',
  intro: 'Images for the website. Upload them here or straight from an image field, then choose them there.',
  search: 'Search by file name',
  count: (count: number) => (count === 1 ? '1 image' : `${count} images`),
  empty: 'No images yet. Upload the first one above.',
  noMatches: 'No image matches your search.',
  loadError: 'The images could not be loaded.',
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  open: (name: string) => `Open ${name}`,
  choose: (name: string) => `Choose ${name}`,
  noAlt: 'No alt text',
  upload: {
    title: 'Upload images',
    drop: 'Drag images here',
    or: 'or',
    button: 'Choose images…',
    hint: (types: string, maxMb: number) => `${types}; up to ${maxMb} MB each. SVG is not accepted.`,
    queue: 'Uploads',
    waiting: 'Waiting',
    uploading: (percent: number) => `Uploading: ${percent} %`,
    processing: 'Checking and saving…',
    done: 'In the library',
    failed: 'Not uploaded',
    progress: (name: string) => `Upload of ${name}`,
    retry: 'Try again',
    dismiss: 'Remove from list',
    clear: 'Clear finished',
    summary: (done: number, failed: number, total: number) =>
      `${done} of ${total} uploaded${failed > 0 ? `, ${failed} not uploaded` : ''}.`,
    tooLarge: (name: string, size: number, max: number) =>
      `“${name}” is ${megabytes(size, 'en-GB')} MB; at most ${megabytes(max, 'en-GB')} MB per image.`,
    empty: (name: string) => `“${name}” is empty.`,
  },
  detail: {
    title: 'Image details',
    file: 'File',
    type: 'Type',
    size: 'Size',
    dimensions: 'Dimensions',
    uploaded: 'Uploaded',
    by: (name: string) => `by ${name}`,
    address: 'Address on the website',
    copy: 'Copy address',
    alt: 'Alt text',
    altHelp:
      'Describes the picture for people who cannot see it and for search engines. A language left empty shows the default language’s text.',
    altIn: (language: string) => `Alt text (${language})`,
    save: 'Save alt text',
    saved: 'Alt text saved.',
    usedIn: 'Where it is used',
    unused: 'Not used anywhere: it can be deleted.',
    field: (field: string) => `field “${field}”`,
    siteSettings: 'Site settings',
    delete: 'Delete image',
    deleteTitle: 'Delete this image?',
    deleteDescription: (name: string) =>
      `“${name}” is removed from the library and from the website. This cannot be undone.`,
    deleteConfirm: 'Delete',
    deleted: 'The image was deleted.',
    refused: 'Not deleted',
    refusedHint: 'The image is still used in these places. Remove it there first.',
    loadError: 'This image could not be loaded.',
    notFound: 'This image is no longer in the library.',
  },
  picker: {
    choose: 'Choose from library',
    change: 'Change',
    remove: 'Remove image',
    title: 'Choose an image',
    description: 'Click an image to use it. New images you upload here appear first.',
    current: 'Current image',
    noImage: 'No image chosen.',
    urlLabel: (label: string) => `${label}: address`,
    urlHint: 'An image from the library, or the address of an image elsewhere (https://… or /…).',
    invalidUrl: 'This address cannot be used: only https://, http:// or an address starting with / .',
  },
  status: { draft: 'draft', changed: 'changed', published: 'published' },
};

export type MediaWords = typeof en;

const de: MediaWords = {
  nav: 'Mediathek',
  title: 'Mediathek',
  intro:
    'Bilder für die Website. Laden Sie sie hier oder direkt an einem Bildfeld hoch und wählen Sie sie dort aus.',
  search: 'Nach Dateiname suchen',
  count: (count) => (count === 1 ? '1 Bild' : `${count} Bilder`),
  empty: 'Noch keine Bilder. Laden Sie oben das erste hoch.',
  noMatches: 'Kein Bild passt zu Ihrer Suche.',
  loadError: 'Die Bilder konnten nicht geladen werden.',
  previous: 'Zurück',
  next: 'Weiter',
  pageOf: (page, pages) => `Seite ${page} von ${pages}`,
  open: (name) => `${name} öffnen`,
  choose: (name) => `${name} wählen`,
  noAlt: 'Kein Alternativtext',
  upload: {
    title: 'Bilder hochladen',
    drop: 'Bilder hierher ziehen',
    or: 'oder',
    button: 'Bilder auswählen…',
    hint: (types, maxMb) => `${types}; je Bild höchstens ${maxMb} MB. SVG wird nicht angenommen.`,
    queue: 'Hochladen',
    waiting: 'Wartet',
    uploading: (percent) => `Wird hochgeladen: ${percent} %`,
    processing: 'Wird geprüft und gespeichert …',
    done: 'In der Mediathek',
    failed: 'Nicht hochgeladen',
    progress: (name) => `Hochladen von ${name}`,
    retry: 'Erneut versuchen',
    dismiss: 'Aus der Liste entfernen',
    clear: 'Erledigte entfernen',
    summary: (done, failed, total) =>
      `${done} von ${total} hochgeladen${failed > 0 ? `, ${failed} nicht hochgeladen` : ''}.`,
    tooLarge: (name, size, max) =>
      `„${name}“ ist ${megabytes(size, 'de-DE')} MB groß; höchstens ${megabytes(max, 'de-DE')} MB je Bild.`,
    empty: (name) => `„${name}“ ist leer.`,
  },
  detail: {
    title: 'Bilddetails',
    file: 'Datei',
    type: 'Typ',
    size: 'Größe',
    dimensions: 'Abmessungen',
    uploaded: 'Hochgeladen',
    by: (name) => `von ${name}`,
    address: 'Adresse auf der Website',
    copy: 'Adresse kopieren',
    alt: 'Alternativtext',
    altHelp:
      'Beschreibt das Bild für Menschen, die es nicht sehen, und für Suchmaschinen. Eine leere Sprache zeigt den Text der Standardsprache.',
    altIn: (language) => `Alternativtext (${language})`,
    save: 'Alternativtext speichern',
    saved: 'Alternativtext gespeichert.',
    usedIn: 'Wo es verwendet wird',
    unused: 'Nirgends verwendet: Es kann gelöscht werden.',
    field: (field) => `Feld „${field}“`,
    siteSettings: 'Website-Einstellungen',
    delete: 'Bild löschen',
    deleteTitle: 'Dieses Bild löschen?',
    deleteDescription: (name) =>
      `„${name}“ wird aus der Mediathek und von der Website entfernt. Das lässt sich nicht rückgängig machen.`,
    deleteConfirm: 'Löschen',
    deleted: 'Das Bild wurde gelöscht.',
    refused: 'Nicht gelöscht',
    refusedHint: 'Das Bild wird an diesen Stellen noch verwendet. Entfernen Sie es zuerst dort.',
    loadError: 'Dieses Bild konnte nicht geladen werden.',
    notFound: 'Dieses Bild ist nicht mehr in der Mediathek.',
  },
  picker: {
    choose: 'Aus der Mediathek wählen',
    change: 'Ändern',
    remove: 'Bild entfernen',
    title: 'Bild wählen',
    description: 'Klicken Sie auf ein Bild, um es zu verwenden. Hier hochgeladene Bilder stehen vorn.',
    current: 'Aktuelles Bild',
    noImage: 'Kein Bild gewählt.',
    urlLabel: (label) => `${label}: Adresse`,
    urlHint: 'Ein Bild aus der Mediathek oder die Adresse eines Bildes anderswo (https://… oder /…).',
    invalidUrl: 'Diese Adresse geht nicht: nur https://, http:// oder eine Adresse, die mit / beginnt.',
  },
  status: { draft: 'Entwurf', changed: 'geändert', published: 'veröffentlicht' },
};

export function useMediaWords() {
  const { language } = useI18n();
  return { w: language === 'de' ? de : en, language };
}
