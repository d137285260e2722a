/**
 * The site as a whole: footer and contact items, social links per language, managed texts, SEO per
 * page, themes, languages and the site settings.
 */
import {
  FooterItemCreateSchema,
  LanguageCreateSchema,
  SeoSettingsCreateSchema,
  SiteSettingsCreateSchema,
  SocialMediaSettingsCreateSchema,
  StaticContentCreateSchema,
  ThemeCreateSchema,
} from '@wegweiser/contracts';
import { SOCIAL_NETWORKS } from '@wegweiser/contracts/constants';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  footerItems,
  languages,
  seoSettings,
  siteSettings,
  socialMediaSettings,
  staticContents,
  themes,
} from '../../db/schema';
import { HttpError, ValidationError } from '../../lib/errors';
import type { Document } from './resource';
import { type Children, fixedSetResource, listResource, tableResource } from './table-resource';

export const footerItemsResource = listResource('footer-items', FooterItemCreateSchema, footerItems, 'title');

/** Social links per language, keyed by the language's code. */
export const socialLinksResource = listResource(
  'social-links',
  SocialMediaSettingsCreateSchema,
  socialMediaSettings,
  'language_code',
  { keyField: 'language_code' },
);

/** Every managed text of the spec, by content type. */
export const managedTextsResource = fixedSetResource(
  'managed-texts',
  StaticContentCreateSchema,
  staticContents,
  'content_type',
);

/** SEO per page, by page identifier. */
export const seoResource = fixedSetResource(
  'seo',
  SeoSettingsCreateSchema,
  seoSettings,
  'page_identifier',
  'page_title',
);

/** One theme is active: activating one deactivates the others; the active one stays. */
export const themesResource = tableResource({
  name: 'themes',
  role: 'owner',
  create: ThemeCreateSchema,
  table: themes,
  labelField: 'name',
  beforeWrite: async (db, document, key) => {
    if (document.is_active !== true) return;
    await db
      .update(themes)
      .set({ isActive: false })
      .where(
        key === null ? eq(themes.isActive, true) : and(eq(themes.isActive, true), ne(themes.id, Number(key))),
      );
  },
});

/**
 * The five languages: activated, ordered and one made the default, never created or deleted. The
 * default cannot be deactivated, and there is always exactly one: choosing another moves it.
 */
export const languagesResource = tableResource({
  name: 'languages',
  role: 'owner',
  create: LanguageCreateSchema,
  table: languages,
  labelField: 'native_name',
  keyField: 'code',
  collection: false,
  live: true,
  beforeWrite: async (db, document, key) => {
    const [current] = await db
      .select()
      .from(languages)
      .where(eq(languages.code, key ?? ''));
    if (document.is_default === true && document.is_active === false) {
      throw new ValidationError([{ path: 'is_active', key: 'default_language_inactive', params: {} }]);
    }
    if (current?.isDefault && document.is_default === false) {
      throw new ValidationError([{ path: 'is_default', key: 'default_language_required', params: {} }]);
    }
    if (document.is_default === true) {
      await db
        .update(languages)
        .set({ isDefault: false })
        .where(ne(languages.code, key ?? ''));
    }
  },
});

const flagPlaces = [
  ['show_social_', 'show'],
  ['footer_show_social_', 'footer'],
  ['contact_show_social_', 'contact'],
] as const;

/** The settings' social flags, stored together as one jsonb column, flat in the document. */
const socialFlags: Children = {
  fields: flagPlaces.flatMap(([prefix]) => SOCIAL_NETWORKS.map((network) => `${prefix}${network}`)),
  async read(db: Database, ids: number[]) {
    const rows = await db
      .select({ id: siteSettings.id, visibility: siteSettings.socialVisibility })
      .from(siteSettings)
      .where(inArray(siteSettings.id, ids));
    return new Map(
      rows.map((row) => [
        row.id,
        Object.fromEntries(
          flagPlaces.flatMap(([prefix, place]) =>
            SOCIAL_NETWORKS.map((network) => [
              `${prefix}${network}`,
              row.visibility[place]?.[network] ?? false,
            ]),
          ),
        ),
      ]),
    );
  },
  async write(db: Database, id: number, document: Document) {
    const [row] = await db
      .select({ visibility: siteSettings.socialVisibility })
      .from(siteSettings)
      .where(eq(siteSettings.id, id));
    if (!row) throw new HttpError(404, 'not_found');
    const visibility = structuredClone(row.visibility);
    for (const [prefix, place] of flagPlaces) {
      visibility[place] ??= {};
      for (const network of SOCIAL_NETWORKS) {
        const value = document[`${prefix}${network}`];
        if (typeof value === 'boolean') visibility[place][network] = value;
      }
    }
    await db.update(siteSettings).set({ socialVisibility: visibility }).where(eq(siteSettings.id, id));
  },
};

/** The one row of site settings (key 1): written when saved. */
export const siteSettingsResource = tableResource({
  name: 'site-settings',
  role: 'owner',
  create: SiteSettingsCreateSchema,
  table: siteSettings,
  labelField: 'site_name',
  collection: false,
  live: true,
  children: socialFlags,
});
