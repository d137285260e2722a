/** Items of the home and about pages, and the legal pages. */
import {
  HeroMediaCreateSchema,
  LegalPageCreateSchema,
  LocationCreateSchema,
  QualificationCreateSchema,
  StatCreateSchema,
} from '@wegweiser/contracts';
import { HERO_LAYOUTS, LANGUAGE_CODES } from '@wegweiser/contracts/constants';
import {
  ACTIVE,
  CONTENT,
  DESCRIPTION,
  flag,
  IMAGE_HELP,
  line,
  NAME,
  number,
  ORDER,
  optionsOf,
  plainOptions,
  SLUG,
  select,
  slugPath,
  TITLE,
  text,
} from './common-fields';
import { defineResource } from './types';

export const statsConfig = defineResource({
  resource: 'stats',
  schema: StatCreateSchema,
  nav: 'pages',
  title: { de: 'Kennzahlen', en: 'Stats' },
  intro: {
    de: 'Die Zahlen auf der Startseite, z. B. „500+ Klienten“.',
    en: 'The figures on the home page, e.g. “500+ clients”.',
  },
  collection: true,
  ordered: true,
  blank: () => ({ number: '', label: {} }),
  groups: [
    {
      title: { de: 'Kennzahl', en: 'Stat' },
      fields: [
        text(
          'number',
          { de: 'Zahl', en: 'Number' },
          {
            required: true,
            help: { de: 'So wie sie erscheint, z. B. 500+ oder 15 Jahre.', en: 'As shown, e.g. 500+.' },
          },
        ),
        line('label', { de: 'Beschriftung', en: 'Label' }, { required: true }),
        ACTIVE,
        ORDER,
      ],
    },
  ],
});

const layoutWords: Record<(typeof HERO_LAYOUTS)[number], [string, string]> = {
  media_right: ['Medium rechts', 'Media on the right'],
  media_left: ['Medium links', 'Media on the left'],
  media_top: ['Medium oben', 'Media on top'],
  media_bottom: ['Medium unten', 'Media below'],
};

export const heroMediaConfig = defineResource({
  resource: 'hero-media',
  schema: HeroMediaCreateSchema,
  nav: 'pages',
  title: { de: 'Bild oder Video oben auf der Startseite', en: 'Hero image or video' },
  collection: true,
  ordered: false,
  blank: () => ({ media_type: 'image' as const, language_code: null }),
  groups: [
    {
      title: { de: 'Medium', en: 'Media' },
      fields: [
        select(
          'language_code',
          { de: 'Für die Sprache', en: 'For the language' },
          plainOptions(LANGUAGE_CODES, (code) => code.toUpperCase()),
          {
            nullable: true,
            help: {
              de: 'Leer: für jede Sprache ohne eigenes Medium.',
              en: 'Empty: for every language without its own.',
            },
          },
        ),
        select(
          'media_type',
          { de: 'Art', en: 'Type' },
          optionsOf(['image', 'video'], { image: ['Bild', 'Image'], video: ['Video', 'Video'] }),
          { required: true },
        ),
        {
          name: 'image_url',
          kind: 'image',
          nullable: true,
          label: { de: 'Bildadresse', en: 'Image URL' },
          help: IMAGE_HELP,
        },
        line('image_alt', { de: 'Bildbeschreibung (Alternativtext)', en: 'Image description (alt text)' }),
        {
          name: 'embed_url',
          kind: 'image',
          nullable: true,
          label: { de: 'Video zum Einbetten (YouTube, Vimeo)', en: 'Embedded video (YouTube, Vimeo)' },
          help: {
            de: 'Nur die erlaubten Anbieter; die Website prüft die Adresse.',
            en: 'Only the allowed providers; the website checks the address.',
          },
        },
        {
          name: 'video_url',
          kind: 'image',
          nullable: true,
          label: { de: 'Videodatei', en: 'Video file' },
          help: IMAGE_HELP,
        },
        select(
          'desktop_mobile_layout',
          { de: 'Anordnung', en: 'Layout' },
          optionsOf(HERO_LAYOUTS, layoutWords),
        ),
        ACTIVE,
      ],
    },
  ],
});

export const qualificationsConfig = defineResource({
  resource: 'qualifications',
  schema: QualificationCreateSchema,
  nav: 'pages',
  title: { de: 'Qualifikationen', en: 'Qualifications' },
  collection: true,
  ordered: true,
  blank: () => ({ title: {} }),
  groups: [
    {
      title: { de: 'Qualifikation', en: 'Qualification' },
      fields: [
        TITLE,
        line('institution', { de: 'Institution', en: 'Institution' }),
        number('year', { de: 'Jahr', en: 'Year' }, { nullable: true }),
        DESCRIPTION,
        ACTIVE,
        ORDER,
      ],
    },
  ],
});

export const locationsConfig = defineResource({
  resource: 'locations',
  schema: LocationCreateSchema,
  nav: 'pages',
  title: { de: 'Orte', en: 'Locations' },
  collection: true,
  ordered: true,
  blank: () => ({ name: {} }),
  groups: [
    {
      title: { de: 'Ort', en: 'Location' },
      fields: [
        NAME,
        DESCRIPTION,
        flag('is_online', { de: 'Online (ohne Adresse)', en: 'Online (no address)' }),
        text('street', { de: 'Straße', en: 'Street' }),
        text('postal_code', { de: 'Postleitzahl', en: 'Postal code' }),
        text('city', { de: 'Ort', en: 'City' }),
        text('country_code', {
          de: 'Land (zwei Buchstaben, z. B. DE)',
          en: 'Country (two letters, e.g. DE)',
        }),
        ACTIVE,
        ORDER,
      ],
    },
  ],
});

export const legalPagesConfig = defineResource({
  resource: 'legal-pages',
  schema: LegalPageCreateSchema,
  nav: 'website',
  title: { de: 'Rechtliches', en: 'Legal pages' },
  intro: { de: 'Datenschutz, Impressum und AGB.', en: 'Privacy, imprint and terms.' },
  collection: false,
  ordered: false,
  fixed: ['type'],
  publicPath: slugPath('/legal'),
  blank: () => ({}),
  groups: [
    {
      title: { de: 'Seite', en: 'Page' },
      fields: [TITLE, CONTENT, SLUG, ACTIVE],
    },
  ],
});
