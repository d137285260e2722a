/** Answers of the agenda API for this feature's component tests (shapes from contracts). */
import type { AgendaBooking, AgendaList } from '@wegweiser/contracts';
import { apiUrl } from '../../testing/api-server';

export const BOOKINGS = (path = '/') => apiUrl(`/admin/bookings${path}`);

/** The first wait of a test: the screen is loaded lazily, and a busy machine takes a while. */
export const SLOW = { timeout: 5000 };

export const booking = (overrides: Partial<AgendaBooking> = {}): AgendaBooking => ({
  id: '0b7e3f7c-1a2b-4c3d-8e9f-101112131415',
  state: 'requested',
  expired: false,
  session_type: { id: 1, name: { de: 'Erstgespräch', en: 'First talk' }, duration_minutes: 50 },
  // Monday 7 December 2026, 10:00–10:50 in Berlin.
  starts_at: '2026-12-07T09:00:00.000Z',
  ends_at: '2026-12-07T09:50:00.000Z',
  visitor: {
    name: 'Mia Muster',
    email: 'mia@example.org',
    phone: '+49 30 1234567',
    message: 'Gern am Vormittag.',
  },
  language: 'de',
  visitor_time_zone: 'Europe/Berlin',
  created_at: '2026-11-28T08:00:00.000Z',
  expires_at: '2026-12-01T08:00:00.000Z',
  cancelled_at: null,
  ended_by: null,
  decision_message: null,
  state_changed_at: null,
  version: '2026-11-28T08:00:00.000Z',
  ...overrides,
});

export const agendaList = (
  results: AgendaBooking[],
  blocked: AgendaList['blocked_times'] = [],
  extra: Partial<AgendaList> = {},
): AgendaList => ({
  count: results.length,
  next: null,
  previous: null,
  results,
  time_zone: 'Europe/Berlin',
  blocked_times: blocked,
  ...extra,
});
