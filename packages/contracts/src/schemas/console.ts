/**
 * What the owner's console sends (decision 024): one create schema per entity the owner edits and
 * an update schema for PATCH (the same fields, each optional). Keys are the API's snake_case; a
 * field the database gives a default may be left out on create. Built only from the shared
 * primitives: safe text, the URL allow-list, timestamps and translations maps. Unknown keys are
 * refused (`unknown_field`), so a misspelt field never passes unnoticed.
 */
import { z } from 'zod';
import {
  CONSOLE_ROLES,
  DURATION_UNITS,
  FAVICON_SOURCES,
  FOOTER_MODES,
  HERO_LAYOUTS,
  ICON_NAMES,
  LEGAL_PAGE_TYPES,
  LINK_TARGETS,
  SEO_PAGE_IDENTIFIERS,
  THEME_MODES,
  THEME_SHADES,
} from '../constants';
import { LanguageCodeSchema } from './common';
import { ContentTypeSchema, SETTINGS_SOCIAL_FLAGS } from './content';
import { EMPLOYMENT_TYPES } from './posts';
import { EmailSchema, safeText, TimestampSchema } from './primitives';
import { mapError, translations } from './translations';
import { ImageUrlSchema, LinkUrlSchema, OptionalLinkUrlSchema, SocialUrlSchema } from './urls';

/** An object that refuses keys it does not know (`unknown_field`). */
const strict = <T extends z.ZodRawShape>(shape: T) => z.strictObject(shape, { error: mapError });

/** Limits of the columns the values are stored in (apps/api/src/db/schema.ts). */
export const CONSOLE_LIMITS = {
  slug: 120,
  legalSlug: 64,
  icon: 64,
  statNumber: 32,
  postalCode: 16,
  title: 200,
  summary: 1_000,
  line: 200,
  themeName: 100,
  fontName: 64,
  packageFeatures: 50,
  packageServices: 50,
} as const;

const MAX_INT4 = 2_147_483_647;

/** Single-line text, trimmed, at most `max` characters; `min: 1` makes it required. */
const line = (max: number = CONSOLE_LIMITS.line, min = 0) => {
  const text = safeText().trim();
  return (min > 0 ? text.min(min, { error: 'required', abort: true }) : text).max(max, { error: 'too_long' });
};

const title = translations({ max: CONSOLE_LIMITS.title, required: true });
const lineText = translations({ max: CONSOLE_LIMITS.title });
const summary = translations({ multiline: true, max: CONSOLE_LIMITS.summary });
const markdown = translations({ multiline: true });
const requiredMarkdown = translations({ multiline: true, required: true });

const flag = z.boolean({ error: 'invalid_value' });
const sortOrder = z
  .number({ error: 'invalid_number' })
  .int({ error: 'invalid_number' })
  .min(0, { error: 'number_too_small' })
  .max(MAX_INT4, { error: 'number_too_big' });
const positiveInt = z
  .number({ error: 'invalid_number' })
  .int({ error: 'invalid_number' })
  .min(1, { error: 'number_too_small' })
  .max(MAX_INT4, { error: 'number_too_big' });
const image = ImageUrlSchema.nullable();
const link = LinkUrlSchema.nullable();

/**
 * A slug: lowercase letters, digits and single hyphens. Not digits alone: a detail path holding
 * only digits names an id (repositories/id-or-slug.ts), so such a slug could never be reached.
 */
export const slugSchema = (max: number = CONSOLE_LIMITS.slug) =>
  z
    .string({ error: 'invalid_value' })
    .min(1, { error: 'required', abort: true })
    .max(max, { error: 'too_long', abort: true })
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'invalid_value', abort: true })
    .refine((value) => !/^\d+$/.test(value), { error: 'invalid_value' });
export const SlugSchema = slugSchema();

/** A CSS hex colour: the value lands in a style sheet, so nothing else may pass. */
export const HexColorSchema = z
  .string({ error: 'invalid_value' })
  .regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i, { error: 'invalid_value' });

/** A font family name, written quoted into the theme's CSS variables. */
const FontNameSchema = line(CONSOLE_LIMITS.fontName, 1).regex(/^[A-Za-z0-9 -]+$/, { error: 'invalid_value' });

/** A decimal amount as numeric(10, 2) stores it: up to 8 digits before the point, 2 after. */
export const PriceSchema = z
  .string({ error: 'invalid_value' })
  .regex(/^\d{1,8}(\.\d{1,2})?$/, { error: 'invalid_value' });
const CurrencySchema = z.string({ error: 'invalid_value' }).regex(/^[A-Z]{3}$/, { error: 'invalid_value' });
const CountryCodeSchema = z
  .string({ error: 'invalid_value' })
  .regex(/^[A-Z]{2}$/, { error: 'invalid_value' });

/** An update (PATCH): the create schema's fields, each optional; what is left out stays as it is. */
const updateOf = <T extends z.ZodRawShape>(create: z.ZodObject<T>) => create.partial();

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
  content: translations({ multiline: true, max: 10_000 }),
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

// Home and about page items -----------------------------------------------------------------------

export const StatCreateSchema = strict({
  number: line(CONSOLE_LIMITS.statNumber, 1),
  label: title,
  is_active: flag.optional(),
  order: sortOrder.optional(),
});
export const StatUpdateSchema = updateOf(StatCreateSchema);

export const HeroMediaCreateSchema = strict({
  /** null: shown for every language without an item of its own. */
  language_code: LanguageCodeSchema.nullable().optional(),
  media_type: z.enum(['video', 'image'], { error: 'invalid_value' }),
  embed_url: image.optional(),
  video_url: image.optional(),
  image_url: image.optional(),
  image_alt: lineText.optional(),
  desktop_mobile_layout: z.enum(HERO_LAYOUTS, { error: 'invalid_value' }).optional(),
  is_active: flag.optional(),
});
export const HeroMediaUpdateSchema = updateOf(HeroMediaCreateSchema);

export const QualificationCreateSchema = strict({
  title,
  institution: lineText.optional(),
  year: z
    .number({ error: 'invalid_number' })
    .int({ error: 'invalid_number' })
    .min(1900, { error: 'number_too_small' })
    .max(2100, { error: 'number_too_big' })
    .nullable()
    .optional(),
  description: summary.optional(),
  is_active: flag.optional(),
  order: sortOrder.optional(),
});
export const QualificationUpdateSchema = updateOf(QualificationCreateSchema);

export const LocationCreateSchema = strict({
  name: title,
  description: summary.optional(),
  street: line().optional(),
  postal_code: line(CONSOLE_LIMITS.postalCode).optional(),
  city: line(120).optional(),
  /** Empty for a place without an address (online). */
  country_code: z.union([z.literal(''), CountryCodeSchema]).optional(),
  is_online: flag.optional(),
  is_active: flag.optional(),
  order: sortOrder.optional(),
});
export const LocationUpdateSchema = updateOf(LocationCreateSchema);

export const TestimonialCreateSchema = strict({
  name: line(120, 1),
  role: lineText.optional(),
  content: requiredMarkdown,
  is_active: flag.optional(),
  order: sortOrder.optional(),
});
export const TestimonialUpdateSchema = updateOf(TestimonialCreateSchema);

export const LegalPageCreateSchema = strict({
  type: z.enum(LEGAL_PAGE_TYPES, { error: 'invalid_value' }),
  slug: slugSchema(CONSOLE_LIMITS.legalSlug),
  title,
  content: requiredMarkdown,
  is_active: flag.optional(),
});
export const LegalPageUpdateSchema = updateOf(LegalPageCreateSchema.omit({ type: true }));

// Services and packages ---------------------------------------------------------------------------

const IconNameSchema = z.enum(ICON_NAMES, { error: 'invalid_value' });

/** The fields services and packages share: how the card looks and where it is shown. */
const offerFields = {
  slug: SlugSchema,
  short_description: summary.optional(),
  description: markdown.optional(),
  icon: IconNameSchema.optional(),
  image: image.optional(),
  card_image_url: image.optional(),
  use_image_instead_of_icon: flag.optional(),
  is_premium_styled: flag.optional(),
  show_price_on_home: flag.optional(),
  is_featured: flag.optional(),
  is_active: flag.optional(),
  currency: CurrencySchema.optional(),
  order: sortOrder.optional(),
};

export const ServiceCreateSchema = strict({
  ...offerFields,
  title,
  premium_badge_text: lineText.optional(),
  price: PriceSchema.nullable().optional(),
  duration: positiveInt.nullable().optional(),
  duration_unit: z.enum(DURATION_UNITS, { error: 'invalid_value' }).nullable().optional(),
});
export const ServiceUpdateSchema = updateOf(ServiceCreateSchema);

export const PackageFeatureCreateSchema = strict({
  text: title,
  is_active: flag.optional(),
  order: sortOrder.optional(),
});

export const ServicePackageCreateSchema = strict({
  ...offerFields,
  name: title,
  price: PriceSchema,
  discount_percentage: z
    .number({ error: 'invalid_number' })
    .int({ error: 'invalid_number' })
    .min(0, { error: 'number_too_small' })
    .max(100, { error: 'number_too_big' })
    .optional(),
  /** Replaces the package's features as a whole. */
  features: z
    .array(PackageFeatureCreateSchema)
    .max(CONSOLE_LIMITS.packageFeatures, { error: 'too_many' })
    .optional(),
  /** The included services, in display order; each at most once. */
  service_ids: z
    .array(positiveInt)
    .max(CONSOLE_LIMITS.packageServices, { error: 'too_many' })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'invalid_value' })
    .optional(),
});
export const ServicePackageUpdateSchema = updateOf(ServicePackageCreateSchema);

// Blog and career ---------------------------------------------------------------------------------

/** A blog or career category. */
export const CategoryCreateSchema = strict({
  slug: SlugSchema,
  name: title,
  order: sortOrder.optional(),
});
export const CategoryUpdateSchema = updateOf(CategoryCreateSchema);

/** The fields blog and career posts share. */
const postFields = {
  slug: SlugSchema,
  category_id: positiveInt.nullable().optional(),
  title,
  content: requiredMarkdown,
  is_published: flag.optional(),
  is_featured: flag.optional(),
  /** Absent: now. */
  published_at: TimestampSchema.optional(),
};

export const BlogPostCreateSchema = strict({
  ...postFields,
  excerpt: summary.optional(),
  cover_image: image.optional(),
  cover_image_alt: lineText.optional(),
  author_name: line(120).optional(),
});
export const BlogPostUpdateSchema = updateOf(BlogPostCreateSchema);

export const CareerPostCreateSchema = strict({
  ...postFields,
  summary: summary.optional(),
  location: lineText.optional(),
  employment_type: z.enum(EMPLOYMENT_TYPES, { error: 'invalid_value' }),
  is_remote: flag.optional(),
  /** The last day the offer stands (a calendar date), or none. */
  valid_through: z.iso.date({ error: 'invalid_value' }).nullable().optional(),
});
export const CareerPostUpdateSchema = updateOf(CareerPostCreateSchema);

export const ConsoleRoleSchema = z.enum(CONSOLE_ROLES);

export type LanguageCreate = z.infer<typeof LanguageCreateSchema>;
export type SiteSettingsCreate = z.infer<typeof SiteSettingsCreateSchema>;
export type ServiceCreate = z.infer<typeof ServiceCreateSchema>;
export type ServicePackageCreate = z.infer<typeof ServicePackageCreateSchema>;
export type BlogPostCreate = z.infer<typeof BlogPostCreateSchema>;
export type CareerPostCreate = z.infer<typeof CareerPostCreateSchema>;
