/** Items of the home and about pages, and the legal pages. */
import {
  HeroMediaCreateSchema,
  LegalPageCreateSchema,
  LocationCreateSchema,
  QualificationCreateSchema,
  StatCreateSchema,
} from '@wegweiser/contracts';
import { HERO_LAYOUTS, LANGUAGE_CODES } from '@wegweiser/contracts/constants';
import { ACTIVE, IMAGE_HELP, ORDER, SLUG } from './common-fields';
import { defineResource } from './types';

export const statsConfig = defineResource({
  resource: 'stats',
  path: 'stats',
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
        {
          name: 'number',
          kind: 'text',
          required: true,
          label: { de: 'Zahl', en: 'Number' },
          help: { de: 'So wie sie erscheint, z. B. 500+ oder 15 Jahre.', en: 'As shown, e.g. 500+.' },
        },
        { name: 'label', kind: 'line', required: true, label: { de: 'Beschriftung', en: 'Label' } },
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
  path: 'hero-media',
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
        {
          name: 'language_code',
          kind: 'select',
          nullable: true,
          options: LANGUAGE_CODES.map((code) => ({
            value: code,
            label: { de: code.toUpperCase(), en: code.toUpperCase() },
          })),
          label: { de: 'Für die Sprache', en: 'For the language' },
          help: {
            de: 'Leer: für jede Sprache ohne eigenes Medium.',
            en: 'Empty: for every language without its own.',
          },
        },
        {
          name: 'media_type',
          kind: 'select',
          required: true,
          options: [
            { value: 'image', label: { de: 'Bild', en: 'Image' } },
            { value: 'video', label: { de: 'Video', en: 'Video' } },
          ],
          label: { de: 'Art', en: 'Type' },
        },
        {
          name: 'image_url',
          kind: 'image',
          nullable: true,
          label: { de: 'Bildadresse', en: 'Image URL' },
          help: IMAGE_HELP,
        },
        {
          name: 'image_alt',
          kind: 'line',
          label: { de: 'Bildbeschreibung (Alternativtext)', en: 'Image description (alt text)' },
        },
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
        {
          name: 'desktop_mobile_layout',
          kind: 'select',
          options: HERO_LAYOUTS.map((layout) => ({
            value: layout,
            label: { de: layoutWords[layout][0], en: layoutWords[layout][1] },
          })),
          label: { de: 'Anordnung', en: 'Layout' },
        },
        ACTIVE,
      ],
    },
  ],
});

export const qualificationsConfig = defineResource({
  resource: 'qualifications',
  path: 'qualifications',
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
        { name: 'title', kind: 'line', required: true, label: { de: 'Titel', en: 'Title' } },
        { name: 'institution', kind: 'line', label: { de: 'Institution', en: 'Institution' } },
        { name: 'year', kind: 'number', nullable: true, label: { de: 'Jahr', en: 'Year' } },
        { name: 'description', kind: 'summary', label: { de: 'Beschreibung', en: 'Description' } },
        ACTIVE,
        ORDER,
      ],
    },
  ],
});

export const locationsConfig = defineResource({
  resource: 'locations',
  path: 'locations',
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
        { name: 'name', kind: 'line', required: true, label: { de: 'Name', en: 'Name' } },
        { name: 'description', kind: 'summary', label: { de: 'Beschreibung', en: 'Description' } },
        {
          name: 'is_online',
          kind: 'boolean',
          label: { de: 'Online (ohne Adresse)', en: 'Online (no address)' },
        },
        { name: 'street', kind: 'text', label: { de: 'Straße', en: 'Street' } },
        { name: 'postal_code', kind: 'text', label: { de: 'Postleitzahl', en: 'Postal code' } },
        { name: 'city', kind: 'text', label: { de: 'Ort', en: 'City' } },
        {
          name: 'country_code',
          kind: 'text',
          label: { de: 'Land (zwei Buchstaben, z. B. DE)', en: 'Country (two letters, e.g. DE)' },
        },
        ACTIVE,
        ORDER,
      ],
    },
  ],
});

export const legalPagesConfig = defineResource({
  resource: 'legal-pages',
  path: 'legal-pages',
  schema: LegalPageCreateSchema,
  nav: 'website',
  title: { de: 'Rechtliches', en: 'Legal pages' },
  intro: { de: 'Datenschutz, Impressum und AGB.', en: 'Privacy, imprint and terms.' },
  collection: false,
  ordered: false,
  fixed: ['type'],
  publicPath: (document) => (document.slug ? `/legal/${document.slug}` : null),
  blank: () => ({}),
  groups: [
    {
      title: { de: 'Seite', en: 'Page' },
      fields: [
        { name: 'title', kind: 'line', required: true, label: { de: 'Titel', en: 'Title' } },
        { name: 'content', kind: 'markdown', required: true, label: { de: 'Text', en: 'Text' } },
        SLUG,
        ACTIVE,
      ],
    },
  ],
});
