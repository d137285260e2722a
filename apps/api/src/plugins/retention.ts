import fp from 'fastify-plugin';
import { SIGN_IN_LIMITS } from '../admin/sign-in-throttle';
import { asDatabaseUnavailable } from '../db/availability';
import type { RetentionCutoffs } from '../repositories/retention-repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Retention periods stated in the seeded privacy policy (sections 7, 8 and 11; decision 040, and 020 for the
 * outbox and unsubscribed addresses).
 */
export const RETENTION = {
  pendingNewsletterDays: 30,
  /** Consent proof of an unsubscribed address: until this many years after the end of that year. */
  unsubscribedNewsletterYears: 3,
  contactMessageDays: 183,
  analyticsDays: 427,
  /** Queued emails, sent or not: they hold addresses, names, messages and links. */
  outboxDays: 30,
} as const;

export function retentionCutoffs(now: Date): RetentionCutoffs {
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS);
  return {
    pendingNewsletter: before(RETENTION.pendingNewsletterDays),
    // Unsubscribed in year Y: kept through 31 December of Y + 3 (UTC), gone from 1 January of Y + 4.
    unsubscribedNewsletter: new Date(
      Date.UTC(now.getUTCFullYear() - RETENTION.unsubscribedNewsletterYears, 0, 1),
    ),
    contactMessages: before(RETENTION.contactMessageDays),
    analytics: before(RETENTION.analyticsDays),
    outbox: before(RETENTION.outboxDays),
    tokens: now,
    console: {
      expiredBefore: now,
      signInFailures: new Date(now.getTime() - SIGN_IN_LIMITS.windowMs),
      lockouts: new Date(now.getTime() - SIGN_IN_LIMITS.levelResetMs),
    },
  };
}

const INTERVAL_MS = 6 * 60 * 60 * 1000;

/** Purges expired personal data after start-up and every six hours. */
export default fp(
  async (app) => {
    const run = async () => {
      try {
        const deleted = await app.repositories.retention.purge(retentionCutoffs(new Date()));
        if (Object.values(deleted).some((count) => count > 0)) {
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
