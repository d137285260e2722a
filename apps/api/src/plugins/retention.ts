import { ANALYTICS_TIMESTAMP_WINDOW } from '@wegweiser/contracts';
import { ANALYTICS } from '@wegweiser/contracts/constants';
import fp from 'fastify-plugin';
import { SIGN_IN_LIMITS } from '../admin/sign-in-throttle';
import type { AppConfig } from '../config';
import { asDatabaseUnavailable } from '../db/availability';
import type { Repositories } from '../repositories';
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
  /** A booking after it ended (BOOKING_RETENTION_DAYS' default and maximum; decisions 104, 111). */
  bookingDays: 365,
} as const;

export function retentionCutoffs(
  now: Date,
  {
    analyticsDays = RETENTION.analyticsDays,
    contactDays = RETENTION.contactMessageDays,
  }: { analyticsDays?: number; contactDays?: number } = {},
): RetentionCutoffs {
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS);
  return {
    pendingNewsletter: before(RETENTION.pendingNewsletterDays),
    // Unsubscribed in year Y: kept through 31 December of Y + 3 (UTC), gone from 1 January of Y + 4.
    unsubscribedNewsletter: new Date(
      Date.UTC(now.getUTCFullYear() - RETENTION.unsubscribedNewsletterYears, 0, 1),
    ),
    contactMessages: before(Math.min(contactDays, RETENTION.contactMessageDays)),
    analytics: before(Math.min(analyticsDays, RETENTION.analyticsDays)),
    outbox: before(RETENTION.outboxDays),
    tokens: now,
    console: {
      expiredBefore: now,
      signInFailures: new Date(now.getTime() - SIGN_IN_LIMITS.windowMs),
      lockouts: new Date(now.getTime() - SIGN_IN_LIMITS.levelResetMs),
    },
  };
}

/**
 * Rolls up every day of the practice's time zone once it has ended and its last sessions have timed out, and again on every run
 * while the collector still accepts late events for it (timestamps up to 48 h old), so its roll-up
 * ends up complete (decision 055).
 */
export async function rollUp(repositories: Repositories, now: Date) {
  const dashboard = repositories.analyticsDashboard;
  const timeZone = await repositories.practiceSettings.timeZone();
  const days = new Set([
    ...(await dashboard.endedDaysToRoll(now, ROLLUP_DELAY_MS, timeZone)),
    ...(await dashboard.rolledDaysStillOpen(now, ANALYTICS_TIMESTAMP_WINDOW.pastMs, timeZone)),
  ]);
  for (const day of [...days].sort()) await dashboard.rollupDay(day, timeZone);
  return days.size;
}

/**
 * Rolls up, then purges; raw analytics go only up to the first day not rolled up, and the days
 * purged keep their roll-up for good.
 */
export async function rollUpAndPurge(
  repositories: Repositories,
  now: Date,
  analyticsDays: number,
  contactDays: number = RETENTION.contactMessageDays,
) {
  await rollUp(repositories, now);
  const cutoffs = retentionCutoffs(now, { analyticsDays, contactDays });
  const timeZone = await repositories.practiceSettings.timeZone();
  const keepFrom = await repositories.analyticsDashboard.firstUnrolledDay(now, ROLLUP_DELAY_MS, timeZone);
  if (keepFrom < cutoffs.analytics) cutoffs.analytics = keepFrom;
  const deleted = await repositories.retention.purge(cutoffs);
  await repositories.analyticsDashboard.markRawPurged(cutoffs.analytics);
  return deleted;
}

export type RetentionPeriods = { analyticsDays: number; contactDays: number; bookingDays: number };

/**
 * The periods that apply now: the owner's from the console (decision 061), or the environment's
 * where the owner chose none — and the environment's too when the setting cannot be read, so a
 * purge never waits for it.
 */
type RetentionConfig = Pick<AppConfig, 'analyticsRawRetentionDays' | 'contactRetentionDays'> &
  Partial<Pick<AppConfig, 'bookingRetentionDays'>>;

export async function retentionPeriods(
  repositories: Repositories,
  config: RetentionConfig,
): Promise<RetentionPeriods> {
  const defaults = {
    analyticsDays: config.analyticsRawRetentionDays,
    contactDays: config.contactRetentionDays,
    bookingDays: config.bookingRetentionDays ?? RETENTION.bookingDays,
  };
  try {
    const stored = await repositories.retentionSettings.get();
    return {
      analyticsDays: stored.analyticsRawDays ?? defaults.analyticsDays,
      contactDays: stored.contactDays ?? defaults.contactDays,
      bookingDays: stored.bookingDays ?? defaults.bookingDays,
    };
  } catch {
    return defaults;
  }
}

/** One run of the hourly job: the periods as they are now, then roll-up and purge. */
export async function runRetention(repositories: Repositories, config: RetentionConfig, now: Date) {
  const periods = await retentionPeriods(repositories, config);
  const deleted = await rollUpAndPurge(repositories, now, periods.analyticsDays, periods.contactDays);
  // Bookings that ended longer ago than the owner's period (else BOOKING_RETENTION_DAYS), whatever
  // their state, never later than the privacy policy's year (decisions 104, 111).
  const bookingDays = Math.min(periods.bookingDays, RETENTION.bookingDays);
  const bookings = await repositories.agenda.purgeEndedBefore(new Date(now.getTime() - bookingDays * DAY_MS));
  return { ...deleted, bookings };
}

/** A day is first rolled up once its last sessions can take no more events (server clock). */
const ROLLUP_DELAY_MS = ANALYTICS.sessionTimeoutMs + ANALYTICS.sessionGraceMs;
const INTERVAL_MS = 60 * 60 * 1000;

/**
 * Rolls up analytics and purges expired personal data after start-up and every hour, with the
 * periods the owner set in the console (else the environment's).
 */
export default fp(
  async (app) => {
    const run = async () => {
      try {
        // The owner's periods are read at every run: a change applies within the hour, in every process.
        const deleted = await runRetention(app.repositories, app.config, new Date());
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
    let startupDone: () => void = () => undefined;
    app.decorate(
      'retentionStartup',
      new Promise<void>((resolve) => {
        startupDone = resolve;
      }),
    );
    app.addHook('onReady', async () => {
      // Once the database is up (at once, unless it was unreachable at start-up).
      void app.database.availability.ready.then(() => {
        if (closed) return startupDone();
        start();
        void running?.then(startupDone);
        timer = setInterval(start, INTERVAL_MS);
        timer.unref();
      });
    });
    // The database closes after this hook: let a purge in progress finish first.
    app.addHook('onClose', async () => {
      closed = true;
      startupDone();
      clearInterval(timer);
      await running;
    });
  },
  { name: 'retention', dependencies: ['database'] },
);
