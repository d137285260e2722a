/**
 * The console's schemas for the site as a whole: languages, site settings with the business
 * profile, social links, footer and contact items, managed texts, the theme and SEO per page.
 */
import { z } from 'zod';
import {
  FAVICON_SOURCES,
  FOOTER_MODES,
  LINK_TARGETS,
  SEO_PAGE_IDENTIFIERS,
  THEME_MODES,
  THEME_SHADES,
} from '../../constants';
import { LanguageCodeSchema } from '../common';
import { ContentTypeSchema, SETTINGS_SOCIAL_FLAGS } from '../content';
import { EmailSchema } from '../primitives';
import { translations } from '../translations';
import { OptionalLinkUrlSchema, SocialUrlSchema } from '../urls';
import {
  CONSOLE_LIMITS,
  CountryCodeSchema,
  FontNameSchema,
  flag,
  HexColorSchema,
  image,
  line,
  lineText,
  link,
  sortOrder,
  strict,
  summary,
  title,
  updateOf,
} from './fields';

// Languages ---------------------------------------------------------------------------------------

export const LanguageCreateSchema = strict({
  code: LanguageCodeSchema,
  name: line(100, 1),
  native_name: line(100, 1),
  /** An emoji; empty shows no flag. */
  flag: line(16).optional(),
  is_default: flag.optional(),
  is_active: flag.optional(),
  order: sortOrder.optional(),
});
export const LanguageUpdateSchema = updateOf(LanguageCreateSchema.omit({ code: true }));

// Site settings (one row: create is the full set the seed writes, update any part of it) ---------

export const BusinessProfileWriteSchema = strict({
  is_demo_data: flag,
  legal_name: line(200, 1),
  owner_name: line(200),
  street: line(),
  postal_code: line(CONSOLE_LIMITS.postalCode),
  city: line(120),
  country_code: CountryCodeSchema,
  email: EmailSchema,
  phone: line(40),
  vat_id: line(40),
});

export const SiteSettingsCreateSchema = strict({
  site_name: title,
  site_description: summary,
  blog_enabled: flag.optional(),
  career_enabled: flag.optional(),
  use_logo_instead_of_initial: flag.optional(),
  header_logo: image.optional(),
  header_logo_link: link.optional(),
  contact_button_redirect_url: link.optional(),
  ...SETTINGS_SOCIAL_FLAGS,
  show_footer_company_info: flag.optional(),
  show_footer_newsletter: flag.optional(),
  footer_mode: z.enum(FOOTER_MODES, { error: 'invalid_value' }).optional(),
  footer_button_url: link.optional(),
  footer_button_target: z.enum(LINK_TARGETS, { error: 'invalid_value' }).optional(),
  show_hero_stats: flag.optional(),
  enable_theme_toggle: flag.optional(),
  fixed_theme_mode: z.enum(THEME_MODES, { error: 'invalid_value' }).optional(),
  use_favicon: flag.optional(),
  favicon_source: z.enum(FAVICON_SOURCES, { error: 'invalid_value' }).optional(),
  favicon_logo: image.optional(),
  about_logo: image.optional(),
  business: BusinessProfileWriteSchema,
});
export const SiteSettingsUpdateSchema = updateOf(SiteSettingsCreateSchema);

// Social links, contact items, texts, theme, SEO --------------------------------------------------

export const SocialMediaSettingsCreateSchema = strict({
  language_code: LanguageCodeSchema,
  facebook_url: SocialUrlSchema.optional(),
  instagram_url: SocialUrlSchema.optional(),
  linkedin_url: SocialUrlSchema.optional(),
  x_url: SocialUrlSchema.optional(),
  reddit_url: SocialUrlSchema.optional(),
});
export const SocialMediaSettingsUpdateSchema = updateOf(
  SocialMediaSettingsCreateSchema.omit({ language_code: true }),
);

/** A footer item: a contact line, a social link or a link of the footer. */
export const FooterItemCreateSchema = strict({
  title,
  display_text: lineText.optional(),
  url: OptionalLinkUrlSchema.optional(),
  is_external: flag.optional(),
  icon_name: line(CONSOLE_LIMITS.icon).optional(),
  is_active: flag.optional(),
  show_in_contact: flag.optional(),
  show_in_social: flag.optional(),
  show_in_contact_page: flag.optional(),
  order: sortOrder.optional(),
});
export const FooterItemUpdateSchema = updateOf(FooterItemCreateSchema);

/** A managed text (UI string) by its content type. */
export const StaticContentCreateSchema = strict({
  content_type: ContentTypeSchema,
  // Some are rendered as markdown (the about page's texts): all are held to its limits.
  content: translations({ multiline: true, max: 10_000, markdown: true }),
});
export const StaticContentUpdateSchema = updateOf(StaticContentCreateSchema.omit({ content_type: true }));

const palette = strict(
  Object.fromEntries(THEME_SHADES.map((shade) => [shade, HexColorSchema])) as Record<
    (typeof THEME_SHADES)[number],
    typeof HexColorSchema
  >,
);

export const ThemeCreateSchema = strict({
  name: line(CONSOLE_LIMITS.themeName, 1),
  is_active: flag.optional(),
  primary_colors: palette,
  accent_colors: palette,
  dark_colors: palette,
  fonts: strict({ display: FontNameSchema, body: FontNameSchema }),
});
export const ThemeUpdateSchema = updateOf(ThemeCreateSchema);

export const SeoSettingsCreateSchema = strict({
  page_identifier: z.enum(SEO_PAGE_IDENTIFIERS, { error: 'invalid_value' }),
  page_title: lineText,
  meta_description: summary,
  og_title: lineText,
  og_description: summary,
  twitter_title: lineText,
  twitter_description: summary,
  is_active: flag.optional(),
});
export const SeoSettingsUpdateSchema = updateOf(SeoSettingsCreateSchema.omit({ page_identifier: true }));

export type LanguageCreate = z.infer<typeof LanguageCreateSchema>;
export type SiteSettingsCreate = z.infer<typeof SiteSettingsCreateSchema>;
