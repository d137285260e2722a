/**
 * Newsletter campaigns (issue 14 point 2, decision 059): one newsletter per language, written in
 * markdown, and the recipients it was queued for. A recipient row exists at most once per
 * subscription and campaign (the primary key), so however many processes send the same campaign,
 * and however often an interrupted send is resumed, nobody is queued twice.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { adminUsers } from './admin';
import { createdAt, updatedAt } from './columns';
import { newsletterSubscriptions } from './newsletter';

export const CAMPAIGN_STATUS_VALUES = ['draft', 'sending', 'sent'] as const;

export const newsletterCampaigns = pgTable(
  'newsletter_campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    languageCode: varchar('language_code', { length: 8 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    bodyMarkdown: text('body_markdown').notNull(),
    /** `draft` (editable), `sending` (recipients being queued or mails leaving), `sent` (all out). */
    status: varchar('status', { length: 16 }).notNull().default('draft'),
    /** Raised by every change; a PATCH names the version it was made from (stale: 409). */
    version: integer('version').notNull().default(0),
    createdBy: uuid('created_by').references(() => adminUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** When the owner pressed send. */
    startedAt: timestamp('started_at', { withTimezone: true }),
    /** When every confirmed subscriber of the language had a mail queued. */
    queuedAt: timestamp('queued_at', { withTimezone: true }),
    /** When no mail of the campaign was waiting any more (sent or failed); totals frozen then. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    sentCount: integer('sent_count'),
    failedCount: integer('failed_count'),
  },
  (t) => [
    check('newsletter_campaigns_status', sql`${t.status} in ('draft', 'sending', 'sent')`),
    check('newsletter_campaigns_single_line_subject', sql`${t.subject} !~ '[[:cntrl:]]'`),
    index('newsletter_campaigns_created_idx').on(t.createdAt),
  ],
);

/**
 * Who a campaign was queued for. `outbox_email_id` names the mail (no foreign key: the outbox
 * purges its rows after 30 days, the recipient stays counted in the campaign's frozen totals).
 */
export const newsletterCampaignRecipients = pgTable(
  'newsletter_campaign_recipients',
  {
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => newsletterCampaigns.id, { onDelete: 'cascade' }),
    // Erasing a subscriber (GDPR Art. 17) erases what says they were sent this campaign.
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => newsletterSubscriptions.id, { onDelete: 'cascade' }),
    outboxEmailId: uuid('outbox_email_id').notNull(),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.subscriptionId] }),
    index('newsletter_campaign_recipients_subscription_idx').on(t.subscriptionId),
  ],
);
