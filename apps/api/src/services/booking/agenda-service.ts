/**
 * The owner's agenda (issue 25 point 7, decision 104): the use case behind /api/admin/bookings/.
 * The owner confirms or declines a request, cancels or moves a live booking, marks one as no-show
 * or done once it has started. Each action names the version (`updated_at`) the console read: the
 * write happens only if the booking is still as read, so a second click, or a change by the visitor
 * meanwhile, is refused (409) instead of acting twice. A move is checked by the database itself
 * (the exclusion constraint `bookings_no_overlap`): onto another booking → 409 `taken`.
 */
import type { AgendaAnswer } from '@wegweiser/contracts';
import type { Repositories } from '../../repositories';
import type { AgendaChange, AgendaRow, AgendaWrite, MailsOf } from '../../repositories/agenda-repository';
import type { BookingEvent, BookingNotices } from './booking-notices';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** The most bookings one window answers (62 days of a full practice stay far below). */
export const AGENDA_WINDOW_ROWS = 2_000;
/** The most rows one CSV export holds. */
export const AGENDA_EXPORT_ROWS = 50_000;
/** The calendar feed holds bookings that ended at most this long ago, and every later one. */
export const FEED_PAST_MS = 90 * DAY;

export type AgendaAction = 'confirm' | 'decline' | 'cancel' | 'move' | 'no_show' | 'done';
export type AgendaRefusalReason = Exclude<AgendaAnswer, 'live_booking'>;

export type AgendaOutcome =
  | { outcome: 'done'; booking: AgendaRow; before: AgendaRow }
  | { outcome: 'unknown' }
  | { outcome: 'refused'; reason: AgendaRefusalReason; status: 409 | 422; booking: AgendaRow };

/** The event whose mails an action sends (booking-notices.ts), if any: the visitor must know of it. */
export const ACTION_EVENT: Record<AgendaAction, BookingEvent | null> = {
  confirm: 'confirmed',
  decline: 'declined',
  cancel: 'cancelled_by_owner',
  move: 'moved',
  no_show: null,
  done: null,
};

/** A booking holds its time while confirmed, or requested and not yet expired. */
export const isExpired = (booking: Pick<AgendaRow, 'state' | 'expiresAt'>, now: number) =>
  booking.state === 'requested' && booking.expiresAt !== null && booking.expiresAt.getTime() <= now;

/** Which states each action starts from. */
const FROM: Record<AgendaAction, readonly string[]> = {
  confirm: ['requested'],
  decline: ['requested'],
  cancel: ['requested', 'confirmed'],
  move: ['requested', 'confirmed'],
  // Either mark can be corrected to the other.
  no_show: ['confirmed', 'done'],
  done: ['confirmed', 'no_show'],
};

export type ActionInput = {
  id: string;
  /** The booking's `updated_at` as the console read it. */
  version: Date;
  message?: string | undefined;
  /** A move's new start. */
  start?: Date | undefined;
};

export function createAgendaService(
  repositories: Pick<Repositories, 'agenda'>,
  notices: Pick<BookingNotices, 'context' | 'rowsOf'>,
  clock: () => number = Date.now,
) {
  const { agenda } = repositories;

  const refused = (reason: AgendaRefusalReason, booking: AgendaRow): AgendaOutcome => ({
    outcome: 'refused',
    reason,
    status: reason === 'in_the_past' || reason === 'not_started' ? 422 : 409,
    booking,
  });

  /** Why the action cannot be done on the booking as it is now, or null. */
  const refusalOf = (action: AgendaAction, booking: AgendaRow, input: ActionInput, now: number) => {
    if (booking.updatedAt.getTime() !== input.version.getTime()) return 'stale' as const;
    if (!FROM[action].includes(booking.state)) return 'wrong_state' as const;
    // An expired request no longer holds its time: it can only be declined.
    if (action !== 'decline' && isExpired(booking, now)) return 'expired' as const;
    if (action === 'move' && input.start && input.start.getTime() < now) return 'in_the_past' as const;
    if ((action === 'no_show' || action === 'done') && booking.startsAt.getTime() > now)
      return 'not_started' as const;
    return null;
  };

  const written = (write: AgendaWrite, before: AgendaRow): AgendaOutcome => {
    if (write.outcome === 'done') return { outcome: 'done', booking: write.row, before };
    if (!write.row) return { outcome: 'unknown' };
    // Changed between the read and the write (a second click racing the first): as it is now.
    return refused(write.outcome === 'overlap' ? 'taken' : 'stale', write.row);
  };

  return {
    async act(action: AgendaAction, input: ActionInput): Promise<AgendaOutcome> {
      const booking = await agenda.byId(input.id);
      if (!booking) return { outcome: 'unknown' };
      const now = clock();
      const reason = refusalOf(action, booking, input, now);
      if (reason) return refused(reason, booking);
      const at = new Date(now);
      const message = input.message ?? null;
      // Read before the write: the mails are made inside its transaction, from the changed row.
      const event = ACTION_EVENT[action];
      const context = event ? await notices.context() : null;
      const mailsOf: MailsOf = (row) =>
        event && context
          ? notices.rowsOf(event, row, context, {
              message,
              ...(action === 'move' ? { previous: { start: booking.startsAt, end: booking.endsAt } } : {}),
            })
          : [];
      if (action === 'move') {
        const start = input.start ?? booking.startsAt;
        const duration = booking.endsAt.getTime() - booking.startsAt.getTime();
        const end = new Date(start.getTime() + duration);
        const blocked = {
          start: new Date(start.getTime() - booking.sessionType.bufferBeforeMinutes * MINUTE),
          end: new Date(end.getTime() + booking.sessionType.bufferAfterMinutes * MINUTE),
        };
        const write = await agenda.move(
          input.id,
          input.version,
          { start, end, blocked },
          message,
          at,
          mailsOf,
        );
        return written(write, booking);
      }
      const change: AgendaChange = {
        from: FROM[action],
        set:
          action === 'confirm'
            ? { state: 'confirmed', decisionMessage: message, expiresAt: null, raiseSequence: true }
            : action === 'decline'
              ? { state: 'declined', decisionMessage: message, endedBy: 'owner', raiseSequence: true }
              : action === 'cancel'
                ? {
                    state: 'cancelled',
                    decisionMessage: message,
                    cancelledAt: at,
                    endedBy: 'owner',
                    raiseSequence: true,
                  }
                : { state: action },
      };
      return written(await agenda.change(input.id, input.version, change, at, mailsOf), booking);
    },
  };
}

export type AgendaService = ReturnType<typeof createAgendaService>;
