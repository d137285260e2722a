/**
 * The building blocks of the console's payload schemas: column limits, the strict object, text,
 * slug, colour, font, price and number fields, and the update (PATCH) form of a create schema.
 */
import { z } from 'zod';
import { CONSOLE_ROLES } from '../../constants';
import { safeText } from '../primitives';
import { mapError, translations } from '../translations';
import { ImageUrlSchema, LinkUrlSchema } from '../urls';

/** An object that refuses keys it does not know (`unknown_field`). */
export const strict = <T extends z.ZodRawShape>(shape: T) => z.strictObject(shape, { error: mapError });

/** Limits of the columns the values are stored in (apps/api/src/db/schema/). */
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
export const line = (max: number = CONSOLE_LIMITS.line, min = 0) => {
  const text = safeText().trim();
  return (min > 0 ? text.min(min, { error: 'required', abort: true }) : text).max(max, { error: 'too_long' });
};

export const title = translations({ max: CONSOLE_LIMITS.title, required: true });
export const lineText = translations({ max: CONSOLE_LIMITS.title });
export const summary = translations({ multiline: true, max: CONSOLE_LIMITS.summary });
export const markdown = translations({ multiline: true, markdown: true });
export const requiredMarkdown = translations({ multiline: true, required: true, markdown: true });

export const flag = z.boolean({ error: 'invalid_value' });
export const sortOrder = z
  .number({ error: 'invalid_number' })
  .int({ error: 'invalid_number' })
  .min(0, { error: 'number_too_small' })
  .max(MAX_INT4, { error: 'number_too_big' });
export const positiveInt = z
  .number({ error: 'invalid_number' })
  .int({ error: 'invalid_number' })
  .min(1, { error: 'number_too_small' })
  .max(MAX_INT4, { error: 'number_too_big' });
export const image = ImageUrlSchema.nullable();
export const link = LinkUrlSchema.nullable();

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
export const FontNameSchema = line(CONSOLE_LIMITS.fontName, 1).regex(/^[A-Za-z0-9 -]+$/, {
  error: 'invalid_value',
});

/** A decimal amount as numeric(10, 2) stores it: up to 8 digits before the point, 2 after. */
export const PriceSchema = z
  .string({ error: 'invalid_value' })
  .regex(/^\d{1,8}(\.\d{1,2})?$/, { error: 'invalid_value' });
export const CurrencySchema = z
  .string({ error: 'invalid_value' })
  .regex(/^[A-Z]{3}$/, { error: 'invalid_value' });
export const CountryCodeSchema = z
  .string({ error: 'invalid_value' })
  .regex(/^[A-Z]{2}$/, { error: 'invalid_value' });

/** An update (PATCH): the create schema's fields, each optional; what is left out stays as it is. */
export const updateOf = <T extends z.ZodRawShape>(create: z.ZodObject<T>) => create.partial();

export const ConsoleRoleSchema = z.enum(CONSOLE_ROLES);
