/**
 * Newsletter subscriptions, their emailed tokens and the outbox of emails waiting to be sent.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: varchar('email', { length: 254 }).notNull().unique(),
    languageCode: varchar('language_code', { length: 8 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    consentTextVersion: varchar('consent_text_version', { length: 32 }).notNull(),
    /**
     * Consent proof (issue 14): the address the sign-up came from, shortened as in the logs (IPv4
     * last octet zeroed, IPv6 kept to /48); null for sign-ups recorded before it was kept.
     */
    signupIp: varchar('signup_ip', { length: 64 }),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** When the address last unsubscribed; the consent proof is kept until 3 years after that year ends. */
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    check('newsletter_status', sql`${t.status} in ('pending', 'active', 'unsubscribed')`),
    check(
      'newsletter_unsubscribed_at',
      sql`${t.status} <> 'unsubscribed' or ${t.unsubscribedAt} is not null`,
    ),
  ],
);

/**
 * Capabilities sent by email (docs/decisions/020-newsletter-mail-limits-and-links.md): sha256 of
 * the token only; the token itself exists only in the email. A subscription can hold several
 * valid confirmation tokens (a re-send never invalidates an earlier link) and one unsubscribe
 * token per mail sent.
 */
export const newsletterTokens = pgTable(
  'newsletter_tokens',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => newsletterSubscriptions.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 16 }).notNull(),
    /** null: valid as long as the subscription exists (unsubscribe links). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('newsletter_tokens_subscription_idx').on(t.subscriptionId),
    check('newsletter_token_purpose', sql`${t.purpose} in ('confirm', 'unsubscribe')`),
  ],
);

/**
 * Where an outbox email stands (decision 054): `queued` waits for its next attempt, `sending` is
 * claimed by one process (until `next_attempt_at`, the claim's lease), `sent` left through SMTP,
 * `failed` gave up after the maximum attempts, `no_server` is kept unsent because no mail server is
 * configured (SMTP_URL unset) and goes out once one is.
 */
export const OUTBOX_STATUSES = ['queued', 'sending', 'sent', 'failed', 'no_server'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** Emails waiting for the mail sender; written in the same transaction as what caused them. */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    template: varchar('template', { length: 64 }).notNull(),
    recipient: varchar('recipient', { length: 254 }).notNull(),
    languageCode: varchar('language_code', { length: 8 }).notNull(),
    subject: text('subject').notNull(),
    bodyText: text('body_text').notNull(),
    /** The HTML alternative to body_text, when the template has one. */
    bodyHtml: text('body_html'),
    /** Extra header fields (e.g. List-Unsubscribe), single-line values built by emails/headers.ts. */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    /** The sender's display name; null: the site's name when it is sent (decision 082). */
    fromName: text('from_name'),
    /** Where an answer to this email goes (Reply-To); null: to the sender address. */
    replyTo: varchar('reply_to', { length: 254 }),
    /**
     * A calendar invitation sent with it (a booking's, decision 101): an RFC 5545 VCALENDAR whose
     * METHOD (REQUEST, CANCEL) the text/calendar part names; null: none.
     */
    calendarEvent: text('calendar_event'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    status: varchar('status', { length: 16 }).$type<OutboxStatus>().notNull().default('queued'),
    /** Delivery attempts made so far (a claim counts as one). */
    attempts: integer('attempts').notNull().default(0),
    /** Due from then (queued); while `sending`, when the claim lapses and another process may retry. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    /** Why the last attempt failed (the SMTP reply or the network error), without credentials. */
    lastError: text('last_error'),
  },
  (t) => [
    index('outbox_emails_recipient_idx').on(t.recipient, t.createdAt),
    index('outbox_emails_due_idx').on(t.status, t.nextAttemptAt),
    check('outbox_emails_status', sql`${t.status} in ('queued', 'sending', 'sent', 'failed', 'no_server')`),
    // The last line of defence behind emails/headers.ts: no control character in a header field.
    check(
      'outbox_emails_single_line_headers',
      sql`${t.subject} !~ '[[:cntrl:]]' and ${t.recipient} !~ '[[:cntrl:]]' and coalesce(${t.fromName}, '') !~ '[[:cntrl:]]' and coalesce(${t.replyTo}, '') !~ '[[:cntrl:]]'`,
    ),
  ],
);
