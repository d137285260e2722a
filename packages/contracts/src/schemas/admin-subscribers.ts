/**
 * The console's newsletter subscribers (issue 14 point 2, decision 056): the list with search and
 * filters, one person's data export (GDPR Art. 15) and the consent record kept as proof.
 */
import { z } from 'zod';
import { LANGUAGE_CODES } from '../constants';
import { AgendaBookingSchema } from './admin-bookings';
import { PaginationQuerySchema, paginated } from './common';
import { safeText } from './primitives';

export const SUBSCRIBER_STATUSES = ['pending', 'active', 'unsubscribed'] as const;
export const SubscriberStatusSchema = z.enum(SUBSCRIBER_STATUSES, { error: 'invalid_value' });

/** `{id}` of /api/admin/subscribers/{id}/ (anything else is a 404). */
export const SubscriberParamsSchema = z.object({ id: z.uuid() });

/** Search and filters of the list and its CSV export. */
export const SubscriberFilterSchema = z.object({
  /** A part of the address, case-insensitive. */
  search: safeText().trim().max(254, { error: 'too_long' }).optional(),
  status: SubscriberStatusSchema.optional(),
  subscriber_language: z.enum(LANGUAGE_CODES, { error: 'invalid_value' }).optional(),
});

/** GET /api/admin/subscribers/?search=&status=&subscriber_language=&page=&page_size=: newest first. */
export const SubscriberQuerySchema = PaginationQuerySchema.extend(SubscriberFilterSchema.shape);
export type SubscriberQuery = z.infer<typeof SubscriberQuerySchema>;

const Instant = z.string();

/** The consent given, kept as proof: when, from where (shortened) and to which text. */
export const SubscriberConsentSchema = z.object({
  signed_up_at: Instant,
  /** IPv4 with the last octet zeroed, IPv6 kept to /48; null when not recorded. */
  signup_ip: z.string().nullable(),
  consent_text_version: z.string(),
  confirmed_at: Instant.nullable(),
});

export const SubscriberSchema = z.object({
  id: z.string(),
  email: z.string(),
  status: SubscriberStatusSchema,
  language: z.string(),
  subscribed_at: Instant,
  confirmed_at: Instant.nullable(),
  unsubscribed_at: Instant.nullable(),
});
export type Subscriber = z.infer<typeof SubscriberSchema>;

export const SubscriberListSchema = paginated(SubscriberSchema);

/** One mail sent (or waiting to be sent) to the person, as the outbox holds it. */
export const SubscriberMailSchema = z.object({
  template: z.string(),
  subject: z.string(),
  body_text: z.string(),
  language: z.string(),
  status: z.string(),
  created_at: Instant,
  sent_at: Instant.nullable(),
});

/** GET /api/admin/subscribers/{id}/export/: everything stored about the person (GDPR Art. 15). */
export const SubscriberExportSchema = z.object({
  exported_at: Instant,
  subscription: SubscriberSchema,
  consent: SubscriberConsentSchema,
  mails: z.array(SubscriberMailSchema),
  /** The bookings made with the same address, any state (decision 104). */
  bookings: z.array(AgendaBookingSchema),
});
export type SubscriberExport = z.infer<typeof SubscriberExportSchema>;
