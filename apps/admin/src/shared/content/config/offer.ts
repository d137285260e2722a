/** The offer: services, packages and testimonials. */
import {
  ServiceCreateSchema,
  ServicePackageCreateSchema,
  TestimonialCreateSchema,
} from '@wegweiser/contracts';
import { DURATION_UNITS } from '@wegweiser/contracts/constants';
import {
  ACTIVE,
  CONTENT,
  flag,
  IMAGE_HELP,
  line,
  markdown,
  NAME,
  number,
  ORDER,
  optionsOf,
  SLUG,
  select,
  slugPath,
  summary,
  TITLE,
  text,
} from './common-fields';
import { ICON_OPTIONS } from './icon-names';
import { defineResource } from './types';

const unitWords: Record<(typeof DURATION_UNITS)[number], [string, string]> = {
  minutes: ['Minuten', 'minutes'],
  hours: ['Stunden', 'hours'],
  days: ['Tage', 'days'],
  weeks: ['Wochen', 'weeks'],
  months: ['Monate', 'months'],
  years: ['Jahre', 'years'],
};

/** Fields services and packages share, with their own help where they have it. */
const shortDescription = (extra = {}) =>
  summary('short_description', { de: 'Kurzbeschreibung', en: 'Short description' }, extra);
const longDescription = (extra = {}) =>
  markdown('description', { de: 'Beschreibung', en: 'Description' }, extra);
const price = (extra: Parameters<typeof text>[2]) => text('price', { de: 'Preis', en: 'Price' }, extra);
const currency = (extra = {}) => text('currency', { de: 'Währung', en: 'Currency' }, extra);

/**
 * The card's look and where it shows: the same for services and packages. The icon and the card
 * picture are drawn inside the card-look control (the choice Symbol / Bild, decision 098); the page's
 * picture stays a field of its own.
 */
const cardFields = (fallbackIcon: 'heart' | 'sparkles') =>
  [
    {
      name: 'use_image_instead_of_icon',
      kind: 'card-look',
      fallbackIcon,
      label: { de: 'Bild statt Symbol auf der Karte', en: 'Picture instead of icon on the card' },
    },
    select('icon', { de: 'Symbol', en: 'Icon' }, ICON_OPTIONS, { within: 'use_image_instead_of_icon' }),
    {
      name: 'card_image_url',
      kind: 'image',
      nullable: true,
      within: 'use_image_instead_of_icon',
      label: { de: 'Bild auf der Karte', en: 'Card picture' },
      help: IMAGE_HELP,
    },
    {
      name: 'image',
      kind: 'image',
      nullable: true,
      label: { de: 'Bild', en: 'Image' },
      help: {
        de: `Das große Bild auf der eigenen Seite; auf der Karte nur, wenn dort „Bild“ gewählt und kein Kartenbild gesetzt ist. ${IMAGE_HELP.de}`,
        en: `The large picture on its own page; on the card only when “Picture” is chosen there and no card picture is set. ${IMAGE_HELP.en}`,
      },
    },
    flag('is_premium_styled', { de: 'Hervorgehoben gestalten', en: 'Premium styling' }),
    flag('is_featured', { de: 'Auf der Startseite empfehlen', en: 'Feature on the home page' }),
    flag('show_price_on_home', {
      de: 'Preis auf der Startseite zeigen',
      en: 'Show the price on the home page',
    }),
    ACTIVE,
    ORDER,
  ] as const;

export const servicesConfig = defineResource({
  resource: 'services',
  schema: ServiceCreateSchema,
  nav: 'offer',
  title: { de: 'Leistungen', en: 'Services' },
  intro: {
    de: 'Was Sie anbieten, mit Beschreibung und Preis.',
    en: 'What you offer, with description and price.',
  },
  collection: true,
  ordered: true,
  publicPath: slugPath('/services'),
  blank: () => ({ title: {}, slug: '' }),
  groups: [
    {
      title: { de: 'Texte', en: 'Texts' },
      fields: [
        TITLE,
        shortDescription({
          help: { de: 'Steht auf der Karte in der Übersicht.', en: 'Shown on the card in the overview.' },
        }),
        longDescription({ help: { de: 'Die ganze Seite der Leistung.', en: 'The service’s full page.' } }),
        line('premium_badge_text', { de: 'Text des Hervorhebungs-Abzeichens', en: 'Premium badge text' }),
      ],
    },
    {
      title: { de: 'Preis und Dauer', en: 'Price and duration' },
      fields: [
        price({
          nullable: true,
          help: { de: 'z. B. 120 oder 89.50; leer: kein Preis.', en: 'e.g. 120 or 89.50; empty: no price.' },
        }),
        currency({ help: { de: 'Drei Buchstaben, z. B. EUR.', en: 'Three letters, e.g. EUR.' } }),
        number('duration', { de: 'Dauer', en: 'Duration' }, { nullable: true }),
        select(
          'duration_unit',
          { de: 'Einheit der Dauer', en: 'Duration unit' },
          optionsOf(DURATION_UNITS, unitWords),
          {
            nullable: true,
          },
        ),
      ],
    },
    {
      title: { de: 'Adresse und Darstellung', en: 'Address and appearance' },
      fields: [SLUG, ...cardFields('heart')],
    },
  ],
});

export const packagesConfig = defineResource({
  resource: 'packages',
  schema: ServicePackageCreateSchema,
  nav: 'offer',
  title: { de: 'Pakete', en: 'Packages' },
  intro: { de: 'Bündel aus Leistungen mit eigenem Preis.', en: 'Bundles of services with their own price.' },
  collection: true,
  ordered: true,
  publicPath: slugPath('/services/packages'),
  blank: () => ({ name: {}, slug: '', price: '0', features: [], service_ids: [] }),
  groups: [
    {
      title: { de: 'Texte', en: 'Texts' },
      fields: [NAME, shortDescription(), longDescription()],
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
        price({ required: true, help: { de: 'z. B. 490 oder 89.50', en: 'e.g. 490 or 89.50' } }),
        currency(),
        number(
          'discount_percentage',
          { de: 'Rabatt in Prozent', en: 'Discount (percent)' },
          { help: { de: '0 bis 100; 0: kein Rabatt.', en: '0 to 100; 0: no discount.' } },
        ),
      ],
    },
    {
      title: { de: 'Adresse und Darstellung', en: 'Address and appearance' },
      fields: [SLUG, ...cardFields('sparkles')],
    },
  ],
});

export const testimonialsConfig = defineResource({
  resource: 'testimonials',
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
        text('name', { de: 'Name', en: 'Name' }, { required: true }),
        line('role', { de: 'Rolle oder Beruf', en: 'Role or occupation' }),
        CONTENT,
        ACTIVE,
        ORDER,
      ],
    },
  ],
});
