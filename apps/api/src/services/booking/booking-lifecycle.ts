/**
 * What happens to bookings with time alone (issue 25 point 5, decision 103), one tick at a time
 * (plugins/booking-lifecycle.ts, every 30 seconds in every process):
 *
 * - a request the owner did not confirm by its `expires_at` is declined by expiry: the visitor is
 *   told it lapsed (with the cancel invitation), the owners are told;
 * - the reminders 24 hours and 1 hour before a confirmed booking, each one the policy keeps on.
 *
 * Every step claims its rows with a row lock that other processes skip and stores the mails in the
 * claim's transaction, so however many processes tick, each booking lapses once and each reminder
 * goes out once.
 */
import type { BookingReminder } from '../../repositories/bookings-repository';
import {
  createBookingNotices,
  type NoticeConfig,
  type NoticeRepositories,
  noticeRows,
} from './booking-notices';

/** Rows claimed per transaction (a tick repeats until fewer come back). */
export const LIFECYCLE_BATCH = 50;

export type LifecycleTick = { expired: number; reminders24h: number; reminders1h: number };

export function createBookingLifecycle(
  repositories: NoticeRepositories,
  config: NoticeConfig,
  clock: () => number = Date.now,
) {
  const { bookings } = repositories;
  const notices = createBookingNotices(repositories, config, clock);

  /** Repeats a claim until a batch comes back short; returns how many it claimed. */
  const drain = async (claim: () => Promise<number>) => {
    let total = 0;
    for (;;) {
      const claimed = await claim();
      total += claimed;
      if (claimed < LIFECYCLE_BATCH) return total;
    }
  };

  return {
    /** One tick: lapsed requests declined, due reminders sent; what it did. */
    async tick(): Promise<LifecycleTick> {
      const done: LifecycleTick = { expired: 0, reminders24h: 0, reminders1h: 0 };
      const policy = await repositories.bookingPolicy.get();
      const reminders: BookingReminder[] = [
        ...(policy.reminder24h ? (['24h'] as const) : []),
        ...(policy.reminder1h ? (['1h'] as const) : []),
      ];
      const now = new Date(clock());
      // Nothing due (most ticks): one indexed query, no context read.
      if (!(await bookings.anythingDue(now, reminders))) return done;
      const context = await notices.context();
      done.expired = await drain(() =>
        bookings.expireLapsed(now, LIFECYCLE_BATCH, (lapsed) =>
          lapsed.flatMap((request) => noticeRows('expired', request, context)),
        ),
      );
      for (const kind of reminders) {
        const sent = await drain(() =>
          bookings.claimReminders(kind, now, LIFECYCLE_BATCH, (claimed) =>
            claimed.flatMap((booking) => noticeRows(`reminder_${kind}`, booking, context)),
          ),
        );
        if (kind === '24h') done.reminders24h = sent;
        else done.reminders1h = sent;
      }
      return done;
    },
  };
}

export type BookingLifecycle = ReturnType<typeof createBookingLifecycle>;
