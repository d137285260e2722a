/**
 * The console's view of newsletter subscriptions (issue 14 point 2, decision 056): the list with
 * search and filters, one person's data (GDPR Art. 15) and their erasure (Art. 17).
 */
import type { Subscriber, SubscriberExport } from '@wegweiser/contracts';
import { and, asc, count, desc, eq, gte, like, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { newsletterSubscriptions, newsletterTokens, outboxEmails } from '../db/schema';
import type { Page } from './id-or-slug';

export type SubscriberFilter = {
  search?: string | undefined;
  status?: 'pending' | 'active' | 'unsubscribed' | undefined;
  language?: string | undefined;
};

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Row = typeof newsletterSubscriptions.$inferSelect;

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

const viewOf = (row: Row): Subscriber => ({
  id: row.id,
  email: row.email,
  status: row.status as Subscriber['status'],
  language: row.languageCode,
  subscribed_at: iso(row.subscribedAt),
  confirmed_at: isoOrNull(row.confirmedAt),
  unsubscribed_at: isoOrNull(row.unsubscribedAt),
});

/** LIKE matches the text literally: its wildcards and escape character are escaped. */
const literal = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** Mails of the newsletter to the address (the outbox also holds contact mails, not ours). */
const newsletterMailsTo = (email: string) =>
  and(eq(outboxEmails.recipient, email), like(outboxEmails.template, 'newsletter\\_%'));

export function createSubscribersRepository(db: Database) {
  const where = (filter: SubscriberFilter) => {
    const conditions: SQL[] = [];
    // Addresses are stored lowercased (EmailSchema), so a lowercased search is case-insensitive.
    if (filter.search)
      conditions.push(like(newsletterSubscriptions.email, `%${literal(filter.search.toLowerCase())}%`));
    if (filter.status) conditions.push(eq(newsletterSubscriptions.status, filter.status));
    if (filter.language) conditions.push(eq(newsletterSubscriptions.languageCode, filter.language));
    return and(...conditions);
  };
  const newestFirst = [desc(newsletterSubscriptions.subscribedAt), asc(newsletterSubscriptions.id)];

  return {
    /** Subscriptions active now that were confirmed at or after `since`. */
    async confirmedSince(since: Date): Promise<number> {
      const [total] = await db
        .select({ count: count() })
        .from(newsletterSubscriptions)
        .where(
          and(eq(newsletterSubscriptions.status, 'active'), gte(newsletterSubscriptions.confirmedAt, since)),
        );
      return total?.count ?? 0;
    },

    /** One page of the subscriptions the filter matches, newest sign-up first. */
    async list(filter: SubscriberFilter, page: Page) {
      const [total] = await db.select({ count: count() }).from(newsletterSubscriptions).where(where(filter));
      const rows = await db
        .select()
        .from(newsletterSubscriptions)
        .where(where(filter))
        .orderBy(...newestFirst)
        .limit(page.pageSize)
        .offset((page.page - 1) * page.pageSize);
      return { count: total?.count ?? 0, results: rows.map(viewOf) };
    },

    /** Up to `limit` subscriptions the filter matches, for the CSV export. */
    async all(filter: SubscriberFilter, limit: number) {
      const rows = await db
        .select()
        .from(newsletterSubscriptions)
        .where(where(filter))
        .orderBy(...newestFirst)
        .limit(limit);
      return rows.map(viewOf);
    },

    /** Everything stored about one subscriber (GDPR Art. 15); null when there is none. */
    async exportOf(id: string, now: Date): Promise<Omit<SubscriberExport, 'bookings'> | null> {
      const [row] = await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, id));
      if (!row) return null;
      const mails = await db
        .select()
        .from(outboxEmails)
        .where(newsletterMailsTo(row.email))
        .orderBy(asc(outboxEmails.createdAt), asc(outboxEmails.id));
      return {
        exported_at: now.toISOString(),
        subscription: viewOf(row),
        consent: {
          signed_up_at: iso(row.subscribedAt),
          signup_ip: row.signupIp,
          consent_text_version: row.consentTextVersion,
          confirmed_at: isoOrNull(row.confirmedAt),
        },
        mails: mails.map((mail) => ({
          template: mail.template,
          subject: mail.subject,
          body_text: mail.bodyText,
          language: mail.languageCode,
          status: mail.status,
          created_at: iso(mail.createdAt),
          sent_at: isoOrNull(mail.sentAt),
        })),
      };
    },

    /**
     * Erases one subscriber (GDPR Art. 17): the subscription, its tokens and the newsletter mails to
     * the address, sent or waiting, in one transaction with `audited` (the audit entry). Returns the
     * removed subscription's status and language, or null when there was none.
     */
    async remove(
      id: string,
      audited: (tx: Transaction, removed: { status: string; language: string }) => Promise<void>,
    ) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(newsletterSubscriptions)
          .where(eq(newsletterSubscriptions.id, id))
          .for('update');
        if (!row) return null;
        await tx.delete(newsletterTokens).where(eq(newsletterTokens.subscriptionId, id));
        await tx.delete(outboxEmails).where(newsletterMailsTo(row.email));
        await tx.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, id));
        const removed = { status: row.status, language: row.languageCode };
        await audited(tx, removed);
        return removed;
      });
    },
  };
}
