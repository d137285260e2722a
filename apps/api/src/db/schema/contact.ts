/**
 * Messages sent through the contact form, and the owner's inbox state of each (decision 057).
 */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { adminUsers } from './admin';
import { createdAt } from './columns';
import { outboxEmails } from './newsletter';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    phone: varchar('phone', { length: 40 }),
    message: text('message').notNull(),
    context: varchar('context', { length: 40 }),
    serviceName: text('service_name'),
    packageName: text('package_name'),
    postTitle: text('post_title'),
    languageCode: varchar('language_code', { length: 8 }).notNull(),
    /** The site path the form was sent from, when the form names it. */
    pagePath: text('page_path'),
    /** new, read, answered, archived or spam; spam is kept (never silently lost). */
    state: varchar('state', { length: 16 }).notNull().default('new'),
    /** Why the message was judged spam on arrival: honeypot or too_fast; null otherwise. */
    spamReason: varchar('spam_reason', { length: 16 }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_messages_state_created_idx').on(t.state, t.createdAt),
    check('contact_messages_state', sql`${t.state} in ('new', 'read', 'answered', 'archived', 'spam')`),
  ],
);

/**
 * The owner's replies to a message, kept for its thread (issue 24 point 1): the text as sent, who
 * sent it, and the outbox email that carries it (its delivery state).
 */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    sentBy: uuid('sent_by').references(() => adminUsers.id, { onDelete: 'set null' }),
    outboxEmailId: uuid('outbox_email_id').references(() => outboxEmails.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('contact_replies_message_idx').on(t.messageId, t.createdAt)],
);
