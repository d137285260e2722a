/** The console's schemas for the offer: services, packages and the features of a package. */
import { z } from 'zod';
import { DURATION_UNITS, ICON_NAMES } from '../../constants';
import {
  CONSOLE_LIMITS,
  CurrencySchema,
  flag,
  image,
  lineText,
  markdown,
  PriceSchema,
  positiveInt,
  SlugSchema,
  sortOrder,
  strict,
  summary,
  title,
  updateOf,
} from './fields';

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

export type ServiceCreate = z.infer<typeof ServiceCreateSchema>;
export type ServicePackageCreate = z.infer<typeof ServicePackageCreateSchema>;
