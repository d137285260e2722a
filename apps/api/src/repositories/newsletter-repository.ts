import { createHash, randomBytes } from 'node:crypto';
import type { LanguageCode } from '@wegweiser/contracts/constants';
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { newsletterSubscriptions, outboxEmails } from '../db/schema';
import type { Email } from '../emails/templates';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type SubscribeInput = {
  email: string;
  language: LanguageCode;
  consentTextVersion: string;
  tokenTtlMs: number;
};

export function createNewsletterRepository(db: Database) {
  return {
    /**
     * Records a subscription request and queues the email in one transaction. A new, pending or
     * unsubscribed address gets a fresh confirmation token; an active one gets a notice instead.
     */
    async subscribe(
      input: SubscribeInput,
      emails: { confirmation: (token: string) => Email; alreadyActive: () => Email },
    ) {
      // Already in its stored form (trimmed, lowercased, NFC): EmailSchema checked exactly this.
      const { email } = input;
      return db.transaction(async (tx) => {
        const token = randomBytes(32).toString('base64url');
        const pending = {
          languageCode: input.language,
          status: 'pending',
          consentTextVersion: input.consentTextVersion,
          subscribedAt: new Date(),
          confirmedAt: null,
          tokenHash: hashToken(token),
          tokenExpiresAt: new Date(Date.now() + input.tokenTtlMs),
        };
        // Insert-first keeps two simultaneous requests for a new address from colliding.
        const inserted = await tx
          .insert(newsletterSubscriptions)
          .values({ email, ...pending })
          .onConflictDoNothing({ target: newsletterSubscriptions.email })
          .returning({ id: newsletterSubscriptions.id });
        let mail = emails.confirmation(token);
        if (inserted.length === 0) {
          const [existing] = await tx
            .select({ id: newsletterSubscriptions.id, status: newsletterSubscriptions.status })
            .from(newsletterSubscriptions)
            .where(eq(newsletterSubscriptions.email, email))
            .for('update');
          if (existing?.status === 'active') {
            mail = emails.alreadyActive();
          } else if (existing) {
            await tx
              .update(newsletterSubscriptions)
              .set(pending)
              .where(eq(newsletterSubscriptions.id, existing.id));
          }
        }
        await tx.insert(outboxEmails).values({ ...mail, recipient: email, languageCode: input.language });
      });
    },

    /** Activates the pending subscription the token belongs to; null when invalid or expired. */
    async confirm(token: string) {
      const [row] = await db
        .update(newsletterSubscriptions)
        .set({ status: 'active', confirmedAt: new Date(), tokenHash: null, tokenExpiresAt: null })
        .where(
          and(
            eq(newsletterSubscriptions.tokenHash, hashToken(token)),
            eq(newsletterSubscriptions.status, 'pending'),
            gt(newsletterSubscriptions.tokenExpiresAt, new Date()),
          ),
        )
        .returning({ email: newsletterSubscriptions.email, language: newsletterSubscriptions.languageCode });
      return row ?? null;
    },
  };
}
