import type { LanguageCode } from '@wegweiser/contracts/constants';
import { and, count, eq, gt, gte, inArray, like, max, ne } from 'drizzle-orm';
import type { Database } from '../db/client';
import { newsletterSubscriptions, newsletterTokens, outboxEmails } from '../db/schema';
import { hashToken, newToken } from '../lib/tokens';
import type { OutboxEmailInsert } from './outbox-repository';

/** What a sign-up records of the subscription (a new one, or one asked for again). */
export type SubscriptionRequest = {
  email: string;
  language: LanguageCode;
  consentTextVersion: string;
  /** The requester's address, already shortened (lib/anonymize-ip.ts); '' when unknown. */
  signupIp: string;
};

/** The newsletter mails an address was queued since a time: how many, and the newest one's time. */
export type RecentMails = { count: number; last: Date | null };

/**
 * One address's subscription, locked for the transaction a sign-up runs in (services/newsletter-
 * service.ts decides what happens; this only reads and writes).
 */
export type LockedSubscription = {
  status: string;
  /** The row was inserted by this sign-up (with the request's values already). */
  inserted: boolean;
  /** The newsletter mails queued to the address since `since` (the outbox also holds others). */
  mailsSince: (since: Date) => Promise<RecentMails>;
  /** Records the request's values on the row again: pending, not yet confirmed. */
  reopen: () => Promise<void>;
  /** A new token of the purpose (its hash stored); the token itself for the mail's link. */
  issueToken: (purpose: 'confirm' | 'unsubscribe', expiresAt: Date | null) => Promise<string>;
  /** Queues the mail in the same transaction. */
  queue: (mail: OutboxEmailInsert) => Promise<void>;
};

/** `queued`: called after a transaction that may have queued an email committed (wakes the sender). */
export function createNewsletterRepository(db: Database, queued: () => void = () => {}) {
  /** Subscription ids a valid token of the purpose belongs to (a subquery). */
  const holderOf = (token: string, purpose: 'confirm' | 'unsubscribe', now: Date) =>
    db
      .select({ id: newsletterTokens.subscriptionId })
      .from(newsletterTokens)
      .where(
        and(
          eq(newsletterTokens.tokenHash, hashToken(token)),
          eq(newsletterTokens.purpose, purpose),
          purpose === 'confirm' ? gt(newsletterTokens.expiresAt, now) : undefined,
        ),
      );

  return {
    /**
     * Runs `work` on the address's subscription in one transaction, the row locked: a new address
     * is inserted as pending with the request's values first (two simultaneous requests for a new
     * address do not collide: the second waits for the first and then finds its row), a known one
     * is read as it is. Wakes the sender afterwards (`work` may have queued a mail).
     */
    async withSubscription(
      request: SubscriptionRequest,
      now: Date,
      work: (subscription: LockedSubscription) => Promise<void>,
    ) {
      const { email } = request;
      await db.transaction(async (tx) => {
        const pending = {
          languageCode: request.language,
          status: 'pending',
          consentTextVersion: request.consentTextVersion,
          signupIp: request.signupIp || null,
          subscribedAt: now,
          confirmedAt: null,
        };
        const inserted = await tx
          .insert(newsletterSubscriptions)
          .values({ email, ...pending })
          .onConflictDoNothing({ target: newsletterSubscriptions.email })
          .returning({ id: newsletterSubscriptions.id, status: newsletterSubscriptions.status });
        const subscription =
          inserted[0] ??
          (
            await tx
              .select({ id: newsletterSubscriptions.id, status: newsletterSubscriptions.status })
              .from(newsletterSubscriptions)
              .where(eq(newsletterSubscriptions.email, email))
              .for('update')
          )[0];
        if (!subscription) return;
        await work({
          status: subscription.status,
          inserted: inserted.length > 0,
          async mailsSince(since) {
            const [sent] = await tx
              .select({ count: count(), last: max(outboxEmails.createdAt) })
              .from(outboxEmails)
              .where(
                and(
                  eq(outboxEmails.recipient, email),
                  like(outboxEmails.template, 'newsletter\\_%'),
                  gte(outboxEmails.createdAt, since),
                ),
              );
            return { count: sent?.count ?? 0, last: sent?.last ? new Date(sent.last) : null };
          },
          async reopen() {
            await tx
              .update(newsletterSubscriptions)
              .set(pending)
              .where(eq(newsletterSubscriptions.id, subscription.id));
          },
          async issueToken(purpose, expiresAt) {
            const token = newToken();
            await tx
              .insert(newsletterTokens)
              .values({ tokenHash: hashToken(token), subscriptionId: subscription.id, purpose, expiresAt });
            return token;
          },
          async queue(mail) {
            await tx.insert(outboxEmails).values(mail);
          },
        });
      });
      queued();
    },

    /** The language of the pending subscription a valid confirmation token belongs to; null if none. */
    async findConfirmation(token: string) {
      const [row] = await db
        .select({ language: newsletterSubscriptions.languageCode })
        .from(newsletterSubscriptions)
        .where(
          and(
            inArray(newsletterSubscriptions.id, holderOf(token, 'confirm', new Date())),
            eq(newsletterSubscriptions.status, 'pending'),
          ),
        );
      return row ?? null;
    },

    /** Activates the pending subscription the token belongs to; null when invalid or expired. */
    async confirm(token: string) {
      const now = new Date();
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(newsletterSubscriptions)
          .set({ status: 'active', confirmedAt: now })
          .where(
            and(
              inArray(newsletterSubscriptions.id, holderOf(token, 'confirm', now)),
              eq(newsletterSubscriptions.status, 'pending'),
            ),
          )
          .returning({ id: newsletterSubscriptions.id, language: newsletterSubscriptions.languageCode });
        if (!row) return null;
        await tx
          .delete(newsletterTokens)
          .where(and(eq(newsletterTokens.subscriptionId, row.id), eq(newsletterTokens.purpose, 'confirm')));
        return { language: row.language };
      });
    },

    /** The subscription an unsubscribe token belongs to (any status); null if none. */
    async findUnsubscribe(token: string) {
      const [row] = await db
        .select({ language: newsletterSubscriptions.languageCode, status: newsletterSubscriptions.status })
        .from(newsletterSubscriptions)
        .where(inArray(newsletterSubscriptions.id, holderOf(token, 'unsubscribe', new Date())));
      return row ?? null;
    },

    /**
     * Unsubscribes the address the token belongs to; idempotent (an address already unsubscribed
     * keeps its first time). Open confirmation links go with it. Null when the token is unknown.
     */
    async unsubscribe(token: string) {
      const now = new Date();
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ id: newsletterSubscriptions.id, language: newsletterSubscriptions.languageCode })
          .from(newsletterSubscriptions)
          .where(inArray(newsletterSubscriptions.id, holderOf(token, 'unsubscribe', now)))
          .for('update');
        if (!row) return null;
        await tx
          .update(newsletterSubscriptions)
          .set({ status: 'unsubscribed', unsubscribedAt: now })
          .where(
            and(eq(newsletterSubscriptions.id, row.id), ne(newsletterSubscriptions.status, 'unsubscribed')),
          );
        await tx
          .delete(newsletterTokens)
          .where(and(eq(newsletterTokens.subscriptionId, row.id), eq(newsletterTokens.purpose, 'confirm')));
        return { language: row.language };
      });
    },
  };
}
