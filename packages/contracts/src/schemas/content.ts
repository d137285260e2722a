import { z } from 'zod';
import {
  FAVICON_SOURCES,
  FOOTER_MODES,
  HERO_LAYOUTS,
  LEGAL_PAGE_TYPES,
  LINK_TARGETS,
  SEO_PAGE_IDENTIFIERS,
  SOCIAL_NETWORKS,
  type SocialNetwork,
  THEME_MODES,
  THEME_SHADES,
} from '../constants';
import { LanguageCodeSchema, LanguageQuerySchema, paginated } from './common';
import { ImageUrlSchema, LinkUrlSchema, OptionalLinkUrlSchema, SocialUrlSchema } from './urls';

/** `{prefix}facebook`, `{prefix}instagram`, … as boolean fields with their exact key types. */
const socialFlags = <P extends string>(prefix: P) =>
  Object.fromEntries(SOCIAL_NETWORKS.map((network) => [`${prefix}${network}`, z.boolean()])) as Record<
    `${P}${SocialNetwork}`,
    z.ZodBoolean
  >;

/** The site settings' social switches: per network, shown in the business data, footer, contact page. */
export const SETTINGS_SOCIAL_FLAGS = {
  ...socialFlags('show_social_'),
  ...socialFlags('footer_show_social_'),
  ...socialFlags('contact_show_social_'),
};

/** Business identity used by imprint, footer and structured data. Seeded values are demo data. */
export const BusinessProfileSchema = z.object({
  is_demo_data: z.boolean(),
  legal_name: z.string(),
  owner_name: z.string(),
  street: z.string(),
  postal_code: z.string(),
  city: z.string(),
  country_code: z.string(),
  email: z.string(),
  phone: z.string(),
  vat_id: z.string(),
});

export const SiteSettingsSchema = z.object({
  site_name: z.string(),
  site_description: z.string(),
  blog_enabled: z.boolean(),
  career_enabled: z.boolean(),
  use_logo_instead_of_initial: z.boolean(),
  header_logo: ImageUrlSchema.nullable(),
  header_logo_link: LinkUrlSchema.nullable(),
  contact_button_redirect_url: LinkUrlSchema.nullable(),
  ...SETTINGS_SOCIAL_FLAGS,
  show_footer_company_info: z.boolean(),
  show_footer_newsletter: z.boolean(),
  footer_mode: z.enum(FOOTER_MODES),
  footer_button_url: LinkUrlSchema.nullable(),
  footer_button_target: z.enum(LINK_TARGETS),
  show_hero_stats: z.boolean(),
  enable_theme_toggle: z.boolean(),
  fixed_theme_mode: z.enum(THEME_MODES),
  use_favicon: z.boolean(),
  favicon_source: z.enum(FAVICON_SOURCES),
  favicon_logo: ImageUrlSchema.nullable(),
  about_logo: ImageUrlSchema.nullable(),
  business: BusinessProfileSchema,
  language: LanguageCodeSchema,
});
export type SiteSettings = z.infer<typeof SiteSettingsSchema>;

export const SocialMediaSettingsSchema = z.object({
  language_code: LanguageCodeSchema,
  facebook_url: SocialUrlSchema,
  instagram_url: SocialUrlSchema,
  linkedin_url: SocialUrlSchema,
  x_url: SocialUrlSchema,
  reddit_url: SocialUrlSchema,
});
export type SocialMediaSettings = z.infer<typeof SocialMediaSettingsSchema>;

export const FooterItemSchema = z.object({
  id: z.number().int(),
  is_active: z.boolean(),
  show_in_contact: z.boolean(),
  show_in_social: z.boolean(),
  show_in_contact_page: z.boolean(),
  url: OptionalLinkUrlSchema,
  is_external: z.boolean(),
  icon_name: z.string(),
  translated_title: z.string(),
  translated_display_text: z.string(),
  order: z.number().int(),
});
export type FooterItem = z.infer<typeof FooterItemSchema>;
export const FooterItemListSchema = paginated(FooterItemSchema);

export const StaticContentSchema = z.object({
  content_type: z.string(),
  content: z.string(),
  language: LanguageCodeSchema,
});
export type StaticContent = z.infer<typeof StaticContentSchema>;
export const StaticContentListSchema = paginated(StaticContentSchema);

/** A managed text's key (`hero_title`, `duration_unit_days`, …). */
export const ContentTypeSchema = z
  .string({ error: 'invalid_value' })
  .min(1, { error: 'required', abort: true })
  .max(80, { error: 'too_long' })
  .regex(/^[a-z0-9_]+$/, { error: 'invalid_value' });

export const StaticContentByTypeQuerySchema = LanguageQuerySchema.extend({ type: ContentTypeSchema });
export const StaticContentByTypesQuerySchema = LanguageQuerySchema.extend({
  types: z
    .string({ error: 'invalid_value' })
    .min(1, { error: 'required', abort: true })
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((type) => type.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z.array(ContentTypeSchema).min(1, { error: 'required', abort: true }).max(100, { error: 'too_many' }),
    ),
});
export const StaticContentListQuerySchema = LanguageQuerySchema.extend({
  type: ContentTypeSchema.optional(),
});

const palette = z.object(
  Object.fromEntries(THEME_SHADES.map((shade) => [shade, z.string()])) as never,
) as unknown as z.ZodType<Record<(typeof THEME_SHADES)[number], string>>;

export const ThemeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  primary_colors: palette,
  accent_colors: palette,
  dark_colors: palette,
  fonts: z.object({ display: z.string(), body: z.string() }),
  css_variables: z.record(z.string(), z.string()),
});
export type Theme = z.infer<typeof ThemeSchema>;
export const ThemeCssVariablesSchema = ThemeSchema.pick({ name: true, css_variables: true });

export const SeoSettingsSchema = z.object({
  id: z.number().int(),
  page_identifier: z.enum(SEO_PAGE_IDENTIFIERS),
  page_title: z.string(),
  meta_description: z.string(),
  og_title: z.string(),
  og_description: z.string(),
  twitter_title: z.string(),
  twitter_description: z.string(),
  is_active: z.boolean(),
  language: LanguageCodeSchema,
});
export type SeoSettings = z.infer<typeof SeoSettingsSchema>;
export const SeoSettingsListSchema = paginated(SeoSettingsSchema);
export const SeoSettingsQuerySchema = LanguageQuerySchema.extend({
  page_identifier: z.enum(SEO_PAGE_IDENTIFIERS, { error: 'invalid_value' }).optional(),
});

export const StatSchema = z.object({ id: z.number().int(), number: z.string(), label: z.string() });
export type Stat = z.infer<typeof StatSchema>;
export const StatListSchema = paginated(StatSchema);

export const HeroMediaSchema = z.object({
  id: z.number().int(),
  media_type: z.enum(['video', 'image']),
  embed_url: ImageUrlSchema.nullable(),
  video_url: ImageUrlSchema.nullable(),
  image_url: ImageUrlSchema.nullable(),
  image_alt: z.string(),
  desktop_mobile_layout: z.enum(HERO_LAYOUTS),
  language: LanguageCodeSchema,
});
export type HeroMedia = z.infer<typeof HeroMediaSchema>;

export const QualificationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  institution: z.string(),
  year: z.number().int().nullable(),
  description: z.string(),
  order: z.number().int(),
});
export const QualificationListSchema = paginated(QualificationSchema);

export const LocationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  street: z.string(),
  postal_code: z.string(),
  city: z.string(),
  country_code: z.string(),
  is_online: z.boolean(),
  order: z.number().int(),
});
export const LocationListSchema = paginated(LocationSchema);

export const LegalPageSchema = z.object({
  id: z.number().int(),
  type: z.enum(LEGAL_PAGE_TYPES),
  slug: z.string(),
  title: z.string(),
  content: z.string(),
  updated_at: z.string(),
  language: LanguageCodeSchema,
});
export type LegalPage = z.infer<typeof LegalPageSchema>;
export const LegalPageListSchema = paginated(LegalPageSchema);
export const LegalPageByTypeQuerySchema = LanguageQuerySchema.extend({
  type: z.enum(LEGAL_PAGE_TYPES, { error: 'invalid_value' }),
});
