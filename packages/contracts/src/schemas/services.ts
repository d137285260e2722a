import { z } from 'zod';
import { DURATION_UNITS, ICON_NAMES } from '../constants';
import { FormattedDurationSchema, FormattedPriceSchema, LanguageCodeSchema, paginated } from './common';
import { ImageUrlSchema } from './urls';

/**
 * The alt text the media library holds for `image` in the answer's language (else the default
 * language's); '' when the image is not a library image or has none (decision 053).
 */
const ImageAltSchema = z
  .string()
  .describe(
    "Alt text of `image` from the media library, in the answer's language (else the default " +
      "language's); '' when the image is not a library image or the library has none for it",
  );

/** An icon from the spec's fixed set; unknown names stay strings so the client can fall back. */
const IconSchema = z.union([z.enum(ICON_NAMES), z.string()]);

export const ServiceSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  short_description: z.string(),
  icon: IconSchema,
  image: ImageUrlSchema.nullable(),
  image_alt: ImageAltSchema,
  card_image_url: ImageUrlSchema.nullable(),
  use_image_instead_of_icon: z.boolean(),
  is_premium_styled: z.boolean(),
  premium_badge_text: z.string(),
  show_price_on_home: z.boolean(),
  is_featured: z.boolean(),
  price: z.string().nullable(),
  formatted_price: FormattedPriceSchema.nullable(),
  duration: z.number().int().nullable(),
  duration_unit: z.enum(DURATION_UNITS).nullable(),
  formatted_duration: FormattedDurationSchema.nullable(),
  order: z.number().int(),
  language: LanguageCodeSchema,
  /** When the service last changed (ISO 8601): the sitemap's lastmod for its page. */
  updated_at: z.string(),
});
export type ServiceSummary = z.infer<typeof ServiceSummarySchema>;

export const ServiceSchema = ServiceSummarySchema.extend({ description: z.string() });
export type Service = z.infer<typeof ServiceSchema>;

export const ServiceListSchema = paginated(ServiceSummarySchema);
export const FeaturedServicesSchema = z.array(ServiceSummarySchema);

export const PackageFeatureSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  is_active: z.boolean(),
  order: z.number().int(),
});

export const PackageServiceSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  short_description: z.string(),
  formatted_price: FormattedPriceSchema.nullable(),
  formatted_duration: FormattedDurationSchema.nullable(),
});

export const ServicePackageSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  short_description: z.string(),
  description: z.string(),
  icon: IconSchema,
  image: ImageUrlSchema.nullable(),
  image_alt: ImageAltSchema,
  card_image_url: ImageUrlSchema.nullable(),
  use_image_instead_of_icon: z.boolean(),
  is_premium_styled: z.boolean(),
  show_price_on_home: z.boolean(),
  is_featured: z.boolean(),
  price: z.string(),
  discount_percentage: z.number().int().min(0).max(100),
  formatted_price: FormattedPriceSchema,
  features: z.array(PackageFeatureSchema),
  services: z.array(PackageServiceSchema),
  order: z.number().int(),
  language: LanguageCodeSchema,
  /**
   * When the package's page last changed (ISO 8601): the newest of the package's own change and
   * those of the services it includes, whose titles and prices its page shows.
   */
  updated_at: z.string(),
});
export type ServicePackage = z.infer<typeof ServicePackageSchema>;
export const ServicePackageListSchema = paginated(ServicePackageSchema);
export const FeaturedServicePackagesSchema = z.array(ServicePackageSchema);

export const TestimonialSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.string(),
  content: z.string(),
  order: z.number().int(),
});
export type Testimonial = z.infer<typeof TestimonialSchema>;
export const TestimonialListSchema = paginated(TestimonialSchema);
