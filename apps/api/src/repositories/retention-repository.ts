import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { analyticsSessions, contactMessages, newsletterSubscriptions } from '../db/schema';

export type RetentionCutoffs = { pendingNewsletter: Date; contactMessages: Date; analytics: Date };

/** Deletes what the privacy policy promises to delete; returns how many rows went. */
export function createRetentionRepository(db: Database) {
  return {
    async purge(cutoffs: RetentionCutoffs) {
      return db.transaction(async (tx) => {
        const newsletter = await tx
          .delete(newsletterSubscriptions)
          .where(
            and(
              eq(newsletterSubscriptions.status, 'pending'),
              lt(newsletterSubscriptions.subscribedAt, cutoffs.pendingNewsletter),
            ),
          )
          .returning({ id: newsletterSubscriptions.id });
        const contact = await tx
          .delete(contactMessages)
          .where(lt(contactMessages.createdAt, cutoffs.contactMessages))
          .returning({ id: contactMessages.id });
        // Events go with their session (ON DELETE CASCADE).
        const sessions = await tx
          .delete(analyticsSessions)
          .where(lt(analyticsSessions.lastActivityAt, cutoffs.analytics))
          .returning({ id: analyticsSessions.id });
        return { newsletter: newsletter.length, contact: contact.length, analyticsSessions: sessions.length };
      });
    },
  };
}
