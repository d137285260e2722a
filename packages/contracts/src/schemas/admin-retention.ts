/**
 * The owner's retention periods under /api/admin/retention/ (issue 14, decision 061): how many days
 * contact messages (spam included), raw analytics events and bookings after they ended (decision 111)
 * are kept before the hourly purge deletes them. `null` means the environment's value
 * (CONTACT_RETENTION_DAYS, ANALYTICS_RAW_RETENTION_DAYS, BOOKING_RETENTION_DAYS);
 * the limits are the privacy policy's maxima and the smallest periods the site works with.
 */
import { z } from 'zod';
import { VersionSchema } from './admin-content';
import { strict } from './console/fields';

/** Smallest and largest period in days; the largest is the privacy policy's promise (decision 040). */
export const RETENTION_LIMITS = {
  contact: { min: 1, max: 183 },
  /** At least 3 days: the collector takes events up to 48 h late, and a day is rolled up first. */
  analytics_raw: { min: 3, max: 427 },
  /** Days after the booked time; at least a week to mark it done or missed and to bill it. */
  booking: { min: 7, max: 365 },
} as const;

const days = ({ min, max }: { min: number; max: number }) =>
  z
    .number({ error: 'invalid_number' })
    .int({ error: 'invalid_number' })
    .min(min, { error: 'number_too_small' })
    .max(max, { error: 'number_too_big' });

export const ContactRetentionDaysSchema = days(RETENTION_LIMITS.contact);
export const AnalyticsRawRetentionDaysSchema = days(RETENTION_LIMITS.analytics_raw);
export const BookingRetentionDaysSchema = days(RETENTION_LIMITS.booking);

const Limit = z.object({ min: z.number().int(), max: z.number().int() });

/** GET /api/admin/retention/ (and the PATCH's answer). */
export const RetentionSettingsSchema = z.object({
  /** The owner's period; null: the environment's (`defaults`). */
  contact_days: z.number().int().nullable(),
  analytics_raw_days: z.number().int().nullable(),
  booking_days: z.number().int().nullable(),
  /** What applies when the owner's period is null (the environment's values). */
  defaults: z.object({
    contact_days: z.number().int(),
    analytics_raw_days: z.number().int(),
    booking_days: z.number().int(),
  }),
  limits: z.object({ contact: Limit, analytics_raw: Limit, booking: Limit }),
  version: z.number().int(),
  updated_at: z.string().nullable(),
});
export type RetentionSettings = z.infer<typeof RetentionSettingsSchema>;

/** PATCH /api/admin/retention/: any period (null: back to the default) from `version` (stale: 409). */
export const RetentionPatchSchema = strict({
  contact_days: ContactRetentionDaysSchema.nullable().optional(),
  analytics_raw_days: AnalyticsRawRetentionDaysSchema.nullable().optional(),
  booking_days: BookingRetentionDaysSchema.nullable().optional(),
  version: VersionSchema,
});
export type RetentionPatch = z.infer<typeof RetentionPatchSchema>;

/** 409: someone changed the periods since the console read them; the current ones go back. */
export const RetentionConflictSchema = z.object({ message: z.string(), current: RetentionSettingsSchema });
export type RetentionConflict = z.infer<typeof RetentionConflictSchema>;
