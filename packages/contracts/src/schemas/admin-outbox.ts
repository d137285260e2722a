/**
 * The console's outbox under /api/admin/outbox/ (issue 14 point 1, decisions 054 and 060): every
 * email the site queued, its status, attempts and last error, its content, and "send again" for a
 * failed one or one kept because no mail server is configured.
 */
import { z } from 'zod';
import { PaginationQuerySchema, paginated } from './common';

/** queued → sending → sent, or failed after the last attempt, or no_server (kept without SMTP_URL). */
export const OUTBOX_STATUSES = ['queued', 'sending', 'sent', 'failed', 'no_server'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
export const OutboxStatusSchema = z.enum(OUTBOX_STATUSES, { error: 'invalid_value' });
/** The statuses "send again" accepts. */
export const OUTBOX_RETRYABLE: readonly OutboxStatus[] = ['failed', 'no_server'];

/** GET /api/admin/outbox/?status=&page=&page_size=: newest first. */
export const OutboxQuerySchema = PaginationQuerySchema.extend({ status: OutboxStatusSchema.optional() });
export type OutboxQuery = z.infer<typeof OutboxQuerySchema>;

/** `{id}` of /api/admin/outbox/{id}/ (anything else is a 404). */
export const OutboxParamsSchema = z.object({ id: z.uuid() });

const Instant = z.string();

/** One email as the list shows it (the content is read one at a time). */
export const OutboxEmailSummarySchema = z.object({
  id: z.string(),
  /** The template's machine name (newsletter_confirmation, contact_reply …), named by the console. */
  template: z.string(),
  recipient: z.string(),
  language: z.string(),
  subject: z.string(),
  status: OutboxStatusSchema,
  attempts: z.number().int().nonnegative(),
  created_at: Instant,
  last_attempt_at: Instant.nullable(),
  next_attempt_at: Instant.nullable(),
  sent_at: Instant.nullable(),
  /** Why the last attempt failed (the SMTP reply or network error), without credentials. */
  last_error: z.string().nullable(),
});
export type OutboxEmailSummary = z.infer<typeof OutboxEmailSummarySchema>;

export const OutboxCountsSchema = z.object(
  Object.fromEntries(OUTBOX_STATUSES.map((status) => [status, z.number().int().nonnegative()])) as Record<
    OutboxStatus,
    z.ZodNumber
  >,
);
export type OutboxCounts = z.infer<typeof OutboxCountsSchema>;

/** The list: one page, the number of emails in each status, and whether SMTP_URL is set. */
export const OutboxListSchema = paginated(OutboxEmailSummarySchema).extend({
  counts: OutboxCountsSchema,
  mail_server_configured: z.boolean(),
});
export type OutboxList = z.infer<typeof OutboxListSchema>;

/** GET /api/admin/outbox/{id}/: one email with its content, header fields and delivery record. */
export const OutboxEmailSchema = OutboxEmailSummarySchema.extend({
  body_text: z.string(),
  /** The HTML alternative, when the template has one (shown as text or in a sandboxed frame only). */
  body_html: z.string().nullable(),
  headers: z.record(z.string(), z.string()),
  mail_server_configured: z.boolean(),
});
export type OutboxEmail = z.infer<typeof OutboxEmailSchema>;
