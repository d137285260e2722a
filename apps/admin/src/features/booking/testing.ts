/** Answers of the booking setup API for this feature's component tests (shapes from contracts). */
import type {
  AdminSessionType,
  AdminSessionTypeList,
  BookingAvailability,
  BookingPolicy,
} from '@wegweiser/contracts';
import { HttpResponse, http } from 'msw';
import { apiUrl } from '../../testing/api-server';
import { siteLanguage } from '../../testing/fixtures';

export const SETUP = (path: string) => apiUrl(`/admin/booking-setup${path}`);
export const POLICY_URL = apiUrl('/admin/booking/policy/');
export const FEED_URL = apiUrl('/admin/bookings/calendar-feed/');

export const policy = (overrides: Partial<BookingPolicy> = {}): BookingPolicy => ({
  cancellation_deadline_hours: 24,
  reminder_24h: true,
  reminder_1h: true,
  limits: { cancellation_deadline_hours: { min: 0, max: 8760 } },
  version: 2,
  updated_at: '2026-11-24T08:00:00.000Z',
  ...overrides,
});

/** The first wait of a test: the screen is loaded lazily, and a busy machine takes a while. */
export const SLOW = { timeout: 5000 };

export const sessionType = (overrides: Partial<AdminSessionType> = {}): AdminSessionType => ({
  id: 1,
  name: { de: 'Erstgespräch', en: 'First talk' },
  description: { de: 'Zum Kennenlernen.' },
  duration_minutes: 30,
  buffer_before_minutes: 0,
  buffer_after_minutes: 10,
  location_kind: 'practice',
  location_address: 'Hauptstraße 1, Berlin',
  location_link: null,
  service_id: 2,
  package_id: null,
  requires_confirmation: false,
  max_per_day: null,
  is_visible: true,
  order: 0,
  version: 3,
  upcoming_bookings: 0,
  updated_at: '2026-11-24T08:00:00.000Z',
  ...overrides,
});

export const typeList = (items: AdminSessionType[]): AdminSessionTypeList => ({
  items,
  offers: [
    {
      kind: 'service',
      id: 2,
      title: { de: 'Einzelcoaching', en: 'Individual coaching' },
      price: '90.00',
      currency: 'EUR',
      active: true,
    },
    {
      kind: 'package',
      id: 5,
      title: { de: 'Fünferkarte', en: 'Five sessions' },
      price: '400.00',
      currency: 'EUR',
      active: true,
    },
    {
      kind: 'service',
      id: 3,
      title: { de: 'Teamberatung', en: 'Team consulting' },
      price: null,
      currency: 'EUR',
      active: false,
    },
  ],
});

export const availability = (overrides: Partial<BookingAvailability> = {}): BookingAvailability => ({
  weekly_hours: { '1': [{ start: '09:00', end: '12:00' }], '3': [{ start: '14:00', end: '18:00' }] },
  minimum_notice_minutes: 720,
  horizon_days: 60,
  slot_interval_minutes: 30,
  time_zone: 'Europe/Berlin',
  version: 4,
  updated_at: '2026-11-24T08:00:00.000Z',
  ...overrides,
});

/** The site's languages: German (default) and English. */
export const languages = () =>
  http.get(apiUrl('/languages/'), () =>
    HttpResponse.json({
      count: 2,
      next: null,
      previous: null,
      results: [siteLanguage('de', true, 0), siteLanguage('en', false, 1)],
    }),
  );
