import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  adminLinkTokens,
  adminLockouts,
  adminSessions,
  adminSignInFailures,
  analyticsSessions,
  contactMessages,
  newsletterSubscriptions,
  newsletterTokens,
  outboxEmails,
  previewLinks,
} from '../db/schema';

export type RetentionCutoffs = {
  pendingNewsletter: Date;
  /** Unsubscribed before this instant: the consent proof's three years after that year have ended. */
  unsubscribedNewsletter: Date;
  contactMessages: Date;
  analytics: Date;
  /** Outbox rows (sent or not) created before this instant. */
  outbox: Date;
  /** Tokens that expired before this instant. */
  tokens: Date;
  /**
   * The console (decision 042): sessions past their absolute end and links expired or used before
   * this instant (now); sign-in failures before `signInFailures` (the counting window's start) and
   * lockouts ended before `lockouts` (too long ago to make the next one longer).
   */
  console: { expiredBefore: Date; signInFailures: Date; lockouts: Date };
};

/** Deletes what the privacy policy promises to delete; returns how many rows went. */
export function createRetentionRepository(db: Database) {
  return {
    async purge(cutoffs: RetentionCutoffs) {
      return db.transaction(async (tx) => {
        // Tokens go with their subscription (ON DELETE CASCADE).
        const newsletter = await tx
          .delete(newsletterSubscriptions)
          .where(
            or(
              // Never confirmed (pending, or unsubscribed before confirming): an unconfirmed sign-up.
              and(
                or(
                  eq(newsletterSubscriptions.status, 'pending'),
                  and(
                    eq(newsletterSubscriptions.status, 'unsubscribed'),
                    isNull(newsletterSubscriptions.confirmedAt),
                  ),
                ),
                lt(newsletterSubscriptions.subscribedAt, cutoffs.pendingNewsletter),
              ),
              // Confirmed, then unsubscribed: the consent proof's period is over.
              and(
                eq(newsletterSubscriptions.status, 'unsubscribed'),
                isNotNull(newsletterSubscriptions.confirmedAt),
                lt(newsletterSubscriptions.unsubscribedAt, cutoffs.unsubscribedNewsletter),
              ),
            ),
          )
          .returning({ id: newsletterSubscriptions.id });
        const tokens = await tx
          .delete(newsletterTokens)
          .where(lt(newsletterTokens.expiresAt, cutoffs.tokens))
          .returning({ hash: newsletterTokens.tokenHash });
        const outbox = await tx
          .delete(outboxEmails)
          .where(lt(outboxEmails.createdAt, cutoffs.outbox))
          .returning({ id: outboxEmails.id });
        const contact = await tx
          .delete(contactMessages)
          .where(lt(contactMessages.createdAt, cutoffs.contactMessages))
          .returning({ id: contactMessages.id });
        // Events go with their session (ON DELETE CASCADE).
        const sessions = await tx
          .delete(analyticsSessions)
          .where(lt(analyticsSessions.lastActivityAt, cutoffs.analytics))
          .returning({ id: analyticsSessions.id });
        const consoleSessions = await tx
          .delete(adminSessions)
          .where(lt(adminSessions.expiresAt, cutoffs.console.expiredBefore))
          .returning({ id: adminSessions.id });
        const consoleLinks = await tx
          .delete(adminLinkTokens)
          .where(
            or(
              lt(adminLinkTokens.expiresAt, cutoffs.console.expiredBefore),
              lt(adminLinkTokens.usedAt, cutoffs.console.expiredBefore),
            ),
          )
          .returning({ hash: adminLinkTokens.tokenHash });
        const previews = await tx
          .delete(previewLinks)
          .where(
            or(
              lt(previewLinks.expiresAt, cutoffs.console.expiredBefore),
              lt(previewLinks.revokedAt, cutoffs.console.expiredBefore),
            ),
          )
          .returning({ id: previewLinks.id });
        const failures = await tx
          .delete(adminSignInFailures)
          .where(lt(adminSignInFailures.at, cutoffs.console.signInFailures))
          .returning({ id: adminSignInFailures.id });
        const lockouts = await tx
          .delete(adminLockouts)
          .where(lt(adminLockouts.lockedUntil, cutoffs.console.lockouts))
          .returning({ key: adminLockouts.key });
        return {
          consoleSessions: consoleSessions.length,
          consoleLinks: consoleLinks.length + previews.length,
          signInFailures: failures.length + lockouts.length,
          newsletter: newsletter.length,
          newsletterTokens: tokens.length,
          outbox: outbox.length,
          contact: contact.length,
          analyticsSessions: sessions.length,
        };
      });
    },
  };
}
