/** The offer: services, packages and testimonials. */
import {
  ServiceCreateSchema,
  ServicePackageCreateSchema,
  TestimonialCreateSchema,
} from '@wegweiser/contracts';
import { DURATION_UNITS, ICON_NAMES } from '@wegweiser/contracts/constants';
import { ACTIVE, IMAGE_HELP, ORDER, SLUG } from './common-fields';
import { defineResource, type Option } from './types';

const iconOptions: Option[] = ICON_NAMES.map((name) => ({ value: name, label: { de: name, en: name } }));
const unitWords: Record<(typeof DURATION_UNITS)[number], [string, string]> = {
  minutes: ['Minuten', 'minutes'],
  hours: ['Stunden', 'hours'],
  days: ['Tage', 'days'],
  weeks: ['Wochen', 'weeks'],
  months: ['Monate', 'months'],
  years: ['Jahre', 'years'],
};
const unitOptions: Option[] = DURATION_UNITS.map((unit) => ({
  value: unit,
  label: { de: unitWords[unit][0], en: unitWords[unit][1] },
}));

/** The card's look and where it shows: the same for services and packages. */
const cardFields = [
  { name: 'icon', kind: 'select', options: iconOptions, label: { de: 'Symbol', en: 'Icon' } },
  { name: 'image', kind: 'image', nullable: true, label: { de: 'Bild', en: 'Image' }, help: IMAGE_HELP },
  {
    name: 'card_image_url',
    kind: 'image',
    nullable: true,
    label: { de: 'Bild auf der Karte', en: 'Card image' },
    help: IMAGE_HELP,
  },
  {
    name: 'use_image_instead_of_icon',
    kind: 'boolean',
    label: { de: 'Bild statt Symbol zeigen', en: 'Show the image instead of the icon' },
  },
  {
    name: 'is_premium_styled',
    kind: 'boolean',
    label: { de: 'Hervorgehoben gestalten', en: 'Premium styling' },
  },
  {
    name: 'is_featured',
    kind: 'boolean',
    label: { de: 'Auf der Startseite empfehlen', en: 'Feature on the home page' },
  },
  {
    name: 'show_price_on_home',
    kind: 'boolean',
    label: { de: 'Preis auf der Startseite zeigen', en: 'Show the price on the home page' },
  },
  ACTIVE,
  ORDER,
] as const;

export const servicesConfig = defineResource({
  resource: 'services',
  path: 'services',
  schema: ServiceCreateSchema,
  nav: 'offer',
  title: { de: 'Leistungen', en: 'Services' },
  intro: {
    de: 'Was Sie anbieten, mit Beschreibung und Preis.',
    en: 'What you offer, with description and price.',
  },
  collection: true,
  ordered: true,
  publicPath: (document) => (document.slug ? `/services/${document.slug}` : null),
  blank: () => ({ title: {}, slug: '' }),
  groups: [
    {
      title: { de: 'Texte', en: 'Texts' },
      fields: [
        { name: 'title', kind: 'line', required: true, label: { de: 'Titel', en: 'Title' } },
        {
          name: 'short_description',
          kind: 'summary',
          label: { de: 'Kurzbeschreibung', en: 'Short description' },
          help: { de: 'Steht auf der Karte in der Übersicht.', en: 'Shown on the card in the overview.' },
        },
        {
          name: 'description',
          kind: 'markdown',
          label: { de: 'Beschreibung', en: 'Description' },
          help: { de: 'Die ganze Seite der Leistung.', en: 'The service’s full page.' },
        },
        {
          name: 'premium_badge_text',
          kind: 'line',
          label: { de: 'Text des Hervorhebungs-Abzeichens', en: 'Premium badge text' },
        },
      ],
    },
    {
      title: { de: 'Preis und Dauer', en: 'Price and duration' },
      fields: [
        {
          name: 'price',
          kind: 'text',
          nullable: true,
          label: { de: 'Preis', en: 'Price' },
          help: { de: 'z. B. 120 oder 89.50; leer: kein Preis.', en: 'e.g. 120 or 89.50; empty: no price.' },
        },
        {
          name: 'currency',
          kind: 'text',
          label: { de: 'Währung', en: 'Currency' },
          help: { de: 'Drei Buchstaben, z. B. EUR.', en: 'Three letters, e.g. EUR.' },
        },
        { name: 'duration', kind: 'number', nullable: true, label: { de: 'Dauer', en: 'Duration' } },
        {
          name: 'duration_unit',
          kind: 'select',
          nullable: true,
          options: unitOptions,
          label: { de: 'Einheit der Dauer', en: 'Duration unit' },
        },
      ],
    },
    { title: { de: 'Adresse und Darstellung', en: 'Address and appearance' }, fields: [SLUG, ...cardFields] },
  ],
});

export const packagesConfig = defineResource({
  resource: 'packages',
  path: 'packages',
  schema: ServicePackageCreateSchema,
  nav: 'offer',
  title: { de: 'Pakete', en: 'Packages' },
  intro: { de: 'Bündel aus Leistungen mit eigenem Preis.', en: 'Bundles of services with their own price.' },
  collection: true,
  ordered: true,
  publicPath: (document) => (document.slug ? `/services/packages/${document.slug}` : null),
  blank: () => ({ name: {}, slug: '', price: '0', features: [], service_ids: [] }),
  groups: [
    {
      title: { de: 'Texte', en: 'Texts' },
      fields: [
        { name: 'name', kind: 'line', required: true, label: { de: 'Name', en: 'Name' } },
        {
          name: 'short_description',
          kind: 'summary',
          label: { de: 'Kurzbeschreibung', en: 'Short description' },
        },
        { name: 'description', kind: 'markdown', label: { de: 'Beschreibung', en: 'Description' } },
      ],
    },
    {
      title: { de: 'Inhalt des Pakets', en: 'What the package holds' },
      fields: [
        {
          name: 'features',
          kind: 'features',
          label: { de: 'Merkmale', en: 'Features' },
          help: {
            de: 'Die Liste auf der Paketkarte, in dieser Reihenfolge.',
            en: 'The list on the package card, in this order.',
          },
        },
        {
          name: 'service_ids',
          kind: 'services',
          label: { de: 'Enthaltene Leistungen', en: 'Included services' },
        },
      ],
    },
    {
      title: { de: 'Preis', en: 'Price' },
      fields: [
        {
          name: 'price',
          kind: 'text',
          required: true,
          label: { de: 'Preis', en: 'Price' },
          help: { de: 'z. B. 490 oder 89.50', en: 'e.g. 490 or 89.50' },
        },
        { name: 'currency', kind: 'text', label: { de: 'Währung', en: 'Currency' } },
        {
          name: 'discount_percentage',
          kind: 'number',
          label: { de: 'Rabatt in Prozent', en: 'Discount (percent)' },
          help: { de: '0 bis 100; 0: kein Rabatt.', en: '0 to 100; 0: no discount.' },
        },
      ],
    },
    { title: { de: 'Adresse und Darstellung', en: 'Address and appearance' }, fields: [SLUG, ...cardFields] },
  ],
});

export const testimonialsConfig = defineResource({
  resource: 'testimonials',
  path: 'testimonials',
  schema: TestimonialCreateSchema,
  nav: 'offer',
  title: { de: 'Stimmen von Kunden', en: 'Testimonials' },
  collection: true,
  ordered: true,
  blank: () => ({ name: '', content: {} }),
  groups: [
    {
      title: { de: 'Stimme', en: 'Testimonial' },
      fields: [
        { name: 'name', kind: 'text', required: true, label: { de: 'Name', en: 'Name' } },
        { name: 'role', kind: 'line', label: { de: 'Rolle oder Beruf', en: 'Role or occupation' } },
        { name: 'content', kind: 'markdown', required: true, label: { de: 'Text', en: 'Text' } },
        ACTIVE,
        ORDER,
      ],
    },
  ],
});
