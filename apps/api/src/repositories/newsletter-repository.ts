import type { LanguageCode } from '@wegweiser/contracts/constants';
import { and, count, eq, gt, gte, inArray, like, max, ne } from 'drizzle-orm';
import type { Database } from '../db/client';
import { newsletterSubscriptions, newsletterTokens, outboxEmails } from '../db/schema';
import { outboxRow } from '../emails/headers';
import type { Email } from '../emails/templates';
import { hashToken, newToken } from '../lib/tokens';

/**
 * Newsletter emails one address can be sent (decision 020): at most one per 10 minutes and three
 * per 24 hours, whoever asks and from wherever. Counted in the outbox, under the subscription's
 * row lock, so it holds across processes.
 */
export const NEWSLETTER_MAIL_LIMITS = { minIntervalMs: 10 * 60 * 1000, perDay: 3 } as const;
const DAY_MS = 24 * 60 * 60 * 1000;

export type SubscribeInput = {
  email: string;
  language: LanguageCode;
  consentTextVersion: string;
  /** The requester's address, already shortened (lib/anonymize-ip.ts); '' when unknown. */
  signupIp: string;
  tokenTtlMs: number;
};

export type SubscribeEmails = {
  confirmation: (tokens: { confirm: string; unsubscribe: string }) => Email;
  alreadyActive: (tokens: { unsubscribe: string }) => Email;
};

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

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

  /** Whether the address may be sent another newsletter email now (see NEWSLETTER_MAIL_LIMITS). */
  const mayMail = async (tx: Transaction, email: string, now: Date) => {
    const [sent] = await tx
      .select({ count: count(), last: max(outboxEmails.createdAt) })
      .from(outboxEmails)
      .where(
        and(
          eq(outboxEmails.recipient, email),
          like(outboxEmails.template, 'newsletter\\_%'),
          gte(outboxEmails.createdAt, new Date(now.getTime() - DAY_MS)),
        ),
      );
    if (!sent || sent.count === 0) return true;
    const last = sent.last ? new Date(sent.last).getTime() : 0;
    return (
      sent.count < NEWSLETTER_MAIL_LIMITS.perDay &&
      now.getTime() - last >= NEWSLETTER_MAIL_LIMITS.minIntervalMs
    );
  };

  const issueToken = async (
    tx: Transaction,
    subscriptionId: string,
    purpose: 'confirm' | 'unsubscribe',
    expiresAt: Date | null,
  ) => {
    const token = newToken();
    await tx
      .insert(newsletterTokens)
      .values({ tokenHash: hashToken(token), subscriptionId, purpose, expiresAt });
    return token;
  };

  return {
    /**
     * Records a subscription request and queues the email in one transaction. A new, pending or
     * unsubscribed address gets a confirmation with a new token (earlier ones stay valid until they
     * expire); an active one gets a notice instead. Over the mail limit nothing changes and nothing
     * is sent; the caller answers the same either way.
     */
    async subscribe(input: SubscribeInput, emails: SubscribeEmails) {
      // Already in its stored form (trimmed, lowercased, NFC): EmailSchema checked exactly this.
      const { email } = input;
      const now = new Date();
      await db.transaction(async (tx) => {
        const pending = {
          languageCode: input.language,
          status: 'pending',
          consentTextVersion: input.consentTextVersion,
          signupIp: input.signupIp || null,
          subscribedAt: now,
          confirmedAt: null,
        };
        // Insert-first keeps two simultaneous requests for a new address from colliding; the
        // second waits for the first and then finds its row (and its email) below.
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
        if (!subscription || !(await mayMail(tx, email, now))) return;
        let mail: Email;
        if (subscription.status === 'active') {
          mail = emails.alreadyActive({
            unsubscribe: await issueToken(tx, subscription.id, 'unsubscribe', null),
          });
        } else {
          if (inserted.length === 0) {
            await tx
              .update(newsletterSubscriptions)
              .set(pending)
              .where(eq(newsletterSubscriptions.id, subscription.id));
          }
          const expiresAt = new Date(now.getTime() + input.tokenTtlMs);
          mail = emails.confirmation({
            confirm: await issueToken(tx, subscription.id, 'confirm', expiresAt),
            unsubscribe: await issueToken(tx, subscription.id, 'unsubscribe', null),
          });
        }
        await tx.insert(outboxEmails).values(outboxRow(mail, email, input.language));
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
