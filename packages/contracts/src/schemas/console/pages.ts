/**
 * The console's schemas for the items of the home and about pages (stats, hero media,
 * qualifications, locations, testimonials) and for the legal pages.
 */
import { z } from 'zod';
import { HERO_LAYOUTS, LEGAL_PAGE_TYPES } from '../../constants';
import { LanguageCodeSchema } from '../common';
import {
  CONSOLE_LIMITS,
  CountryCodeSchema,
  flag,
  image,
  line,
  lineText,
  requiredMarkdown,
  slugSchema,
  sortOrder,
  strict,
  summary,
  title,
  updateOf,
} from './fields';

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

// Legal pages -------------------------------------------------------------------------------------

export const LegalPageCreateSchema = strict({
  type: z.enum(LEGAL_PAGE_TYPES, { error: 'invalid_value' }),
  slug: slugSchema(CONSOLE_LIMITS.legalSlug),
  title,
  content: requiredMarkdown,
  is_active: flag.optional(),
});
export const LegalPageUpdateSchema = updateOf(LegalPageCreateSchema.omit({ type: true }));
