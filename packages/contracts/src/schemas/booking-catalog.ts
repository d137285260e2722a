/**
 * The public list of bookable session types (issue 25 point 3, decision 105): the visible types in
 * the request's language (the site's fallback per field), each with its duration, where it happens
 * (the practice's address for `practice`; a video link never — it goes to the booked visitor only),
 * whether it waits for the owner, and the service or package it belongs to with its price as the
 * site shows prices.
 */
import { z } from 'zod';
import { SESSION_LOCATION_KINDS } from '../booking';
import { FormattedPriceSchema, LanguageCodeSchema } from './common';

/** A slug as a link names it: optional, trimmed; anything longer than a slug can be matches nothing. */
const slugFilter = z
  .string({ error: 'invalid_value' })
  .trim()
  .max(200, { error: 'too_long' })
  .optional()
  .transform((value) => (value ? value : undefined));

export const BookingSessionTypesQuerySchema = z.object({
  /** Only the types that belong to this service (its slug). */
  service: slugFilter,
  /** Only the types that belong to this package (its slug). */
  package: slugFilter,
  language: z.string().max(16).optional(),
});
export type BookingSessionTypesQuery = z.infer<typeof BookingSessionTypesQuerySchema>;

/** The offer a session type belongs to, as the site shows it. */
export const BookingOfferSchema = z.object({
  kind: z.enum(['service', 'package']),
  slug: z.string(),
  title: z.string(),
  formatted_price: FormattedPriceSchema.nullable(),
});
export type BookingOffer = z.infer<typeof BookingOfferSchema>;

export const BookingSessionTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  duration_minutes: z.number().int(),
  location_kind: z.enum(SESSION_LOCATION_KINDS),
  /** The practice's address when it happens there; otherwise null. */
  location_address: z.string().nullable(),
  /** Each booking waits as a request until the owner confirms it. */
  requires_confirmation: z.boolean(),
  /** The service and/or package it belongs to (active ones only). */
  service: BookingOfferSchema.nullable(),
  package: BookingOfferSchema.nullable(),
  language: LanguageCodeSchema,
});
export type BookingSessionType = z.infer<typeof BookingSessionTypeSchema>;

export const BookingSessionTypeListSchema = z.object({
  /** The practice's IANA zone: where its clocks are (the booking pages show its time beside hers). */
  time_zone: z.string(),
  results: z.array(BookingSessionTypeSchema),
});
export type BookingSessionTypeList = z.infer<typeof BookingSessionTypeListSchema>;
