/**
 * The newsletter's campaigns under /api/admin/campaigns/ (issue 14 point 2, decision 059): one
 * newsletter per language in markdown, a test to the owner, then the send to the language's
 * confirmed subscribers through the outbox, with its progress.
 */
import { z } from 'zod';
import { LANGUAGE_CODES } from '../constants';
import { VersionSchema } from './admin-content';
import { PaginationQuerySchema, paginated } from './common';
import { line, strict } from './console/fields';
import { safeText } from './primitives';
import { withinMarkdownLimits } from './translations';

export const CAMPAIGN_STATUSES = ['draft', 'sending', 'sent'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
export const CampaignStatusSchema = z.enum(CAMPAIGN_STATUSES);

export const CAMPAIGN_LIMITS = { subject: 200, body: 50_000 } as const;

const language = z.enum(LANGUAGE_CODES, { error: 'invalid_value' });
/** One line (it becomes the mail's Subject header), required. */
const subject = line(CAMPAIGN_LIMITS.subject, 1);
/** Markdown, rendered by the site's sanitizing renderer for the HTML part; required. */
const bodyMarkdown = safeText({ multiline: true })
  .min(1, { error: 'required', abort: true })
  .max(CAMPAIGN_LIMITS.body, { error: 'too_long' })
  .refine((value) => value.trim() !== '', { error: 'required' })
  .superRefine(withinMarkdownLimits);

/** POST /api/admin/campaigns/: a new draft. */
export const CampaignCreateSchema = strict({ language, subject, body_markdown: bodyMarkdown });
export type CampaignCreate = z.infer<typeof CampaignCreateSchema>;

/** PATCH /api/admin/campaigns/{id}/: any field, from `version` (stale: 409); drafts only. */
export const CampaignPatchSchema = strict({
  language: language.optional(),
  subject: subject.optional(),
  body_markdown: bodyMarkdown.optional(),
  version: VersionSchema,
});
export type CampaignPatch = z.infer<typeof CampaignPatchSchema>;

export const CampaignParamsSchema = z.object({ id: z.uuid() });
export const CampaignQuerySchema = PaginationQuerySchema;

/**
 * Where the campaign's mails stand, from the outbox: `queued` wait for their turn or are being
 * sent, `waiting` are kept because no mail server is configured, `sent` and `failed` are final.
 * `recipients` is everyone the campaign was queued for (mails purged from the outbox after 30 days
 * are in none of the four; a finished campaign keeps its totals).
 */
export const CampaignProgressSchema = z.object({
  recipients: z.number().int().nonnegative(),
  queued: z.number().int().nonnegative(),
  sent: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  waiting: z.number().int().nonnegative(),
});
export type CampaignProgress = z.infer<typeof CampaignProgressSchema>;

const Instant = z.string();

export const CampaignSchema = z.object({
  id: z.string(),
  language: z.string(),
  subject: z.string(),
  body_markdown: z.string(),
  status: CampaignStatusSchema,
  version: z.number().int(),
  created_at: Instant,
  updated_at: Instant,
  started_at: Instant.nullable(),
  queued_at: Instant.nullable(),
  sent_at: Instant.nullable(),
  /** Confirmed subscribers of the campaign's language now: who a send would reach. */
  audience: z.number().int().nonnegative(),
  progress: CampaignProgressSchema,
});
export type Campaign = z.infer<typeof CampaignSchema>;

export const CampaignListSchema = paginated(CampaignSchema);
export type CampaignList = z.infer<typeof CampaignListSchema>;

/** 409: the campaign changed since it was read, or is no draft any more; the current state. */
export const CampaignConflictSchema = z.object({ message: z.string(), current: CampaignSchema });
export type CampaignConflict = z.infer<typeof CampaignConflictSchema>;

/** 202 of POST {id}/test/: the address the test mail was queued for (the signed-in owner's). */
export const CampaignTestAnswerSchema = z.object({
  recipient: z.string(),
  /** false: no mail server is set up, so the test waits in the outbox instead of leaving. */
  mail_server_configured: z.boolean(),
});
export type CampaignTestAnswer = z.infer<typeof CampaignTestAnswerSchema>;
