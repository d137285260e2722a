/** Website-wide items edited here: the footer's links. */
import { FooterItemCreateSchema } from '@wegweiser/contracts';
import { ACTIVE, ORDER } from './common-fields';
import { defineResource } from './types';

export const footerItemsConfig = defineResource({
  resource: 'footer-items',
  path: 'footer-items',
  schema: FooterItemCreateSchema,
  nav: 'website',
  title: { de: 'Fußzeile', en: 'Footer items' },
  intro: {
    de: 'Links und Kontaktangaben unten auf jeder Seite.',
    en: 'Links and contact details at the bottom of every page.',
  },
  collection: true,
  ordered: true,
  blank: () => ({ title: {} }),
  groups: [
    {
      title: { de: 'Eintrag', en: 'Item' },
      fields: [
        { name: 'title', kind: 'line', required: true, label: { de: 'Titel', en: 'Title' } },
        { name: 'display_text', kind: 'line', label: { de: 'Angezeigter Text', en: 'Display text' } },
        {
          name: 'url',
          kind: 'text',
          label: { de: 'Link', en: 'Link' },
          help: { de: 'https://…, mailto:… oder tel:…', en: 'https://…, mailto:… or tel:…' },
        },
        {
          name: 'is_external',
          kind: 'boolean',
          label: { de: 'Öffnet eine andere Website', en: 'Opens another website' },
        },
        { name: 'icon_name', kind: 'text', label: { de: 'Symbol', en: 'Icon' } },
        {
          name: 'show_in_contact',
          kind: 'boolean',
          label: { de: 'Bei den Kontaktangaben', en: 'With the contact details' },
        },
        {
          name: 'show_in_social',
          kind: 'boolean',
          label: { de: 'Bei den sozialen Medien', en: 'With social media' },
        },
        {
          name: 'show_in_contact_page',
          kind: 'boolean',
          label: { de: 'Auf der Kontaktseite', en: 'On the contact page' },
        },
        ACTIVE,
        ORDER,
      ],
    },
  ],
});
