/** A booking's state as a coloured word (the word carries the meaning; the colour only helps). */
import type { AgendaBooking } from '@wegweiser/contracts';
import type { BookingState } from '@wegweiser/contracts/booking';
import { useAgendaWords } from '../words';

const TONE: Record<BookingState | 'expired', string> = {
  requested: 'bg-amber-100 text-amber-950 dark:bg-amber-900 dark:text-amber-50',
  confirmed: 'bg-primary-700 text-white dark:bg-primary-300 dark:text-dark-950',
  cancelled: 'bg-dark-200 text-dark-900 dark:bg-dark-700 dark:text-dark-50',
  declined: 'bg-dark-200 text-dark-900 dark:bg-dark-700 dark:text-dark-50',
  expired: 'bg-dark-200 text-dark-900 dark:bg-dark-700 dark:text-dark-50',
  no_show: 'bg-red-100 text-red-950 dark:bg-red-900 dark:text-red-50',
  done: 'bg-primary-100 text-primary-950 dark:bg-primary-800 dark:text-white',
};

export function BookingStateBadge({ booking }: { booking: Pick<AgendaBooking, 'state' | 'expired'> }) {
  const { w } = useAgendaWords();
  const key = booking.expired ? 'expired' : booking.state;
  return (
    <span
      className={`inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-sm font-medium ${TONE[key]}`}
    >
      {booking.expired ? w.expired : w.states[booking.state]}
    </span>
  );
}

/** Whether the booking still holds its time (it is drawn solid; ended ones are drawn faint). */
export const isLive = (booking: Pick<AgendaBooking, 'state' | 'expired'>) =>
  !booking.expired && (booking.state === 'requested' || booking.state === 'confirmed');
