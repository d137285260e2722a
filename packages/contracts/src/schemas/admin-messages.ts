/**
 * The owner's contact inbox under /api/admin/messages/ (issue 14, decision 057).
 */
import { z } from 'zod';
import { CONTACT_CONTEXTS } from '../constants';
import { PaginationQuerySchema, paginated } from './common';
import { strict } from './console/fields';
import { safeText } from './primitives';

export const MESSAGE_STATES = ['new', 'read', 'answered', 'archived', 'spam'] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];
export const MessageStateSchema = z.enum(MESSAGE_STATES, { error: 'invalid_value' });
/** The states the owner sets by hand; `answered` only comes from a reply sent. */
export const MESSAGE_SETTABLE_STATES = ['new', 'read', 'archived', 'spam'] as const;
/** Below this many milliseconds between showing the form and sending it, a message is spam. */
export const CONTACT_MIN_FILL_MS = 3_000;
export const MESSAGE_REPLY_MAX = 10_000;

export const MessagesQuerySchema = PaginationQuerySchema.extend({
  state: MessageStateSchema.optional(),
  context: z.enum(CONTACT_CONTEXTS, { error: 'invalid_value' }).optional(),
  /** Matched in name, email and message, case-insensitive. */
  search: z.string().trim().max(200, { error: 'too_long' }).optional(),
  /** `true`: every state but spam (the console's "all" folder; spam is a folder of its own). */
  exclude_spam: z.enum(['true', 'false'], { error: 'invalid_value' }).optional(),
});
export type MessagesQuery = z.infer<typeof MessagesQuerySchema>;
export const MessagesExportQuerySchema = MessagesQuerySchema.omit({ page: true, page_size: true });

export const MessageParamsSchema = z.object({ id: z.uuid() });

export const MessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string(),
  state: MessageStateSchema,
  spam_reason: z.string().nullable(),
  /** Where the visitor came from: the spec's context and the service, package or post it names. */
  source: z.object({
    context: z.string().nullable(),
    service_name: z.string().nullable(),
    package_name: z.string().nullable(),
    post_title: z.string().nullable(),
  }),
  language: z.string(),
  page_path: z.string().nullable(),
  created_at: z.string(),
  answered_at: z.string().nullable(),
});
export type Message = z.infer<typeof MessageSchema>;
export const MessagesPageSchema = paginated(MessageSchema);

/** Where a reply's mail stands: the outbox's states, `unknown` once the outbox no longer keeps it. */
export const REPLY_DELIVERY_STATES = ['queued', 'sending', 'sent', 'failed', 'no_server', 'unknown'] as const;

/** A reply the owner sent, as the message's thread shows it (issue 24 point 1). */
export const MessageReplyEntrySchema = z.object({
  id: z.string(),
  body: z.string(),
  created_at: z.string(),
  sent_by: z.object({ id: z.string(), name: z.string() }).nullable(),
  delivery: z.enum(REPLY_DELIVERY_STATES),
});
export type MessageReplyEntry = z.infer<typeof MessageReplyEntrySchema>;

/** One message with its thread: the replies sent to it, oldest first. */
export const MessageDetailSchema = MessageSchema.extend({ replies: z.array(MessageReplyEntrySchema) });
export type MessageDetail = z.infer<typeof MessageDetailSchema>;

export const MessagePatchSchema = strict({
  state: z.enum(MESSAGE_SETTABLE_STATES, { error: 'invalid_value' }),
});
export const MessageReplySchema = strict({
  body: safeText({ multiline: true })
    .trim()
    .min(1, { error: 'required', abort: true })
    .max(MESSAGE_REPLY_MAX, { error: 'too_long' }),
});
