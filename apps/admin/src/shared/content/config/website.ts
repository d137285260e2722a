/** Website-wide items edited here: the footer's links. */
import { FooterItemCreateSchema } from '@wegweiser/contracts';
import { ACTIVE, flag, line, ORDER, TITLE, text } from './common-fields';
import { defineResource } from './types';

export const footerItemsConfig = defineResource({
  resource: 'footer-items',
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
        TITLE,
        line('display_text', { de: 'Angezeigter Text', en: 'Display text' }),
        text(
          'url',
          { de: 'Link', en: 'Link' },
          { help: { de: 'https://…, mailto:… oder tel:…', en: 'https://…, mailto:… or tel:…' } },
        ),
        flag('is_external', { de: 'Öffnet eine andere Website', en: 'Opens another website' }),
        text('icon_name', { de: 'Symbol', en: 'Icon' }),
        flag('show_in_contact', { de: 'Bei den Kontaktangaben', en: 'With the contact details' }),
        flag('show_in_social', { de: 'Bei den sozialen Medien', en: 'With social media' }),
        flag('show_in_contact_page', { de: 'Auf der Kontaktseite', en: 'On the contact page' }),
        ACTIVE,
        ORDER,
      ],
    },
  ],
});
