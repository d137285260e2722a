/**
 * The booking rules' and the calendar subscription's requests (decisions 103, 104, 111):
 * /api/admin/booking/policy/ and /api/admin/bookings/calendar-feed/. A save answers the saved
 * policy, which replaces the cache entry; the feed's address comes only in the answer that made it.
 */
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError } from '@wegweiser/client/api-client';
import {
  type BookingPolicy,
  BookingPolicyConflictSchema,
  type BookingPolicyPatch,
  BookingPolicySchema,
  CalendarFeedCreatedSchema,
  CalendarFeedStatusSchema,
} from '@wegweiser/contracts';
import { useApi } from '../../shared/api/api-provider';
import type { ConsoleApi } from '../../shared/api/console-api';

const POLICY = '/admin/booking/policy/';
const FEED = '/admin/bookings/calendar-feed/';

export const policyKeys = {
  policy: ['admin', 'booking', 'policy'] as const,
  feed: ['admin', 'bookings', 'calendar-feed'] as const,
};

export function useBookingPolicy() {
  const api = useApi();
  return useQuery({
    queryKey: policyKeys.policy,
    queryFn: async () => BookingPolicySchema.parse(await api.get(POLICY)),
  });
}

export async function saveBookingPolicy(api: ConsoleApi, body: BookingPolicyPatch): Promise<BookingPolicy> {
  return BookingPolicySchema.parse(await api.patch(POLICY, body));
}

/** The policy someone else saved, when a save answered 409; null for any other failure. */
export function policyConflictOf(error: unknown): BookingPolicy | null {
  if (!(error instanceof ApiRequestError) || error.status !== 409) return null;
  const parsed = BookingPolicyConflictSchema.safeParse(error.body);
  return parsed.success ? parsed.data.current : null;
}

export function useCalendarFeed() {
  const api = useApi();
  return useQuery({
    queryKey: policyKeys.feed,
    queryFn: async () => CalendarFeedStatusSchema.parse(await api.get(FEED)),
  });
}

/** Makes the feed, or a new address for it (the old one stops); answers the address, once. */
export async function createCalendarFeed(api: ConsoleApi): Promise<string> {
  return CalendarFeedCreatedSchema.parse(await api.post(FEED, {})).url;
}

export async function revokeCalendarFeed(api: ConsoleApi): Promise<void> {
  await api.delete(FEED);
}
