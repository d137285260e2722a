import { z } from 'zod';
import { DURATION_UNITS, LANGUAGE_CODES, PAGE_SIZE_MAX } from '../constants';
import { TimestampSchema } from './primitives';

export const LanguageCodeSchema = z.enum(LANGUAGE_CODES);

/**
 * The `language` query parameter every endpoint accepts. Unknown or missing codes are not an
 * error: the API answers in the default language (ARCHITECTURE.md, API contract).
 */
export const LanguageQuerySchema = z.object({ language: z.string().max(16).optional() });

export const paginated = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number().int().nonnegative(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });

export type Paginated<T> = { count: number; next: string | null; previous: string | null; results: T[] };

const positiveIntFromQuery = (max?: number) => {
  const base = z.coerce
    .number({ error: 'invalid_number' })
    .int({ error: 'invalid_number' })
    .min(1, { error: 'number_too_small' });
  return max ? base.max(max, { error: 'number_too_big' }) : base;
};

export const PaginationQuerySchema = LanguageQuerySchema.extend({
  page: positiveIntFromQuery().optional(),
  page_size: positiveIntFromQuery(PAGE_SIZE_MAX).optional(),
});

export const IdOrSlugParamsSchema = z.object({
  idOrSlug: z
    .string()
    .min(1)
    .max(120)
    .regex(/^[a-z0-9-]+$/i, { error: 'invalid_value' }),
});

export const FormattedPriceSchema = z.object({
  amount: z.string(),
  currency: z.string(),
  formatted: z.string(),
});

export const FormattedDurationSchema = z.object({
  duration: z.number().int().positive(),
  unit: z.enum(DURATION_UNITS),
});

export const MessageResponseSchema = z.object({ message: z.string() });

/**
 * Every error body: a message. Validation errors add every field's messages under `errors`, keyed
 * by the field's dotted path, and repeat them at the top level (except a field named `message`).
 */
export const ApiErrorSchema = z
  .object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())).optional() })
  .catchall(z.array(z.string()));
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** @deprecated Use TimestampSchema (schemas/primitives.ts); kept so code written against it stays safe. */
export const IsoDateTimeSchema = TimestampSchema;
