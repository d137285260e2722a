/**
 * Where the booking screens are and what the navigation calls them, without their words: the
 * console's navigation loads with the first screen, the booking setup's words (both languages)
 * only with a booking screen.
 */
import { useLanguage } from '../../shared/i18n/i18n-provider';
import { NAV_LABELS } from '../../shared/navigation';

export type BookingPath =
  | '/agenda'
  | '/booking/session-types'
  | '/booking/hours'
  | '/booking/exceptions'
  | '/booking/blocked-times'
  | '/booking/policy';

export function useBookingTabs(): { to: BookingPath; label: string }[] {
  const labels = NAV_LABELS[useLanguage()].booking;
  return [
    // The agenda first (decision 110): what she opens most; its screens live in features/agenda.
    { to: '/agenda', label: labels.agenda },
    { to: '/booking/session-types', label: labels.sessionTypes },
    { to: '/booking/hours', label: labels.hours },
    { to: '/booking/exceptions', label: labels.exceptions },
    { to: '/booking/blocked-times', label: labels.blocked },
    { to: '/booking/policy', label: labels.policy },
  ];
}
