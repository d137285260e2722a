import fp from 'fastify-plugin';
import { asDatabaseUnavailable } from '../db/availability';
import type { RetentionCutoffs } from '../repositories/retention-repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Retention periods stated in the seeded privacy policy (section newsletter, contact, analytics). */
export const RETENTION = {
  pendingNewsletterDays: 30,
  contactMessageDays: 183,
  analyticsDays: 427,
} as const;

export function retentionCutoffs(now: Date): RetentionCutoffs {
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS);
  return {
    pendingNewsletter: before(RETENTION.pendingNewsletterDays),
    contactMessages: before(RETENTION.contactMessageDays),
    analytics: before(RETENTION.analyticsDays),
  };
}

const INTERVAL_MS = 6 * 60 * 60 * 1000;

/** Purges expired personal data after start-up and every six hours. */
export default fp(
  async (app) => {
    const run = async () => {
      try {
        const deleted = await app.repositories.retention.purge(retentionCutoffs(new Date()));
        if (deleted.newsletter + deleted.contact + deleted.analyticsSessions > 0) {
          app.log.info({ deleted }, 'purged expired personal data');
        }
      } catch (error) {
        // An unavailable database is logged once by the database plugin; the next run catches up.
        if (asDatabaseUnavailable(error)) app.log.warn('retention purge skipped: database unavailable');
        else app.log.error({ err: error }, 'retention purge failed');
      }
    };
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | undefined;
    let closed = false;
    const start = () => {
      running ??= run().finally(() => {
        running = undefined;
      });
    };
    app.addHook('onReady', async () => {
      // Once the database is up (at once, unless it was unreachable at start-up).
      void app.database.availability.ready.then(() => {
        if (closed) return;
        start();
        timer = setInterval(start, INTERVAL_MS);
        timer.unref();
      });
    });
    // The database closes after this hook: let a purge in progress finish first.
    app.addHook('onClose', async () => {
      closed = true;
      clearInterval(timer);
      await running;
    });
  },
  { name: 'retention', dependencies: ['database'] },
);
