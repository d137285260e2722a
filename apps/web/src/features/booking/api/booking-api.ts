/** The free slots of a session type (GET /booking/slots/) and booking one (POST /booking/). */
import type { ApiClient } from '@wegweiser/client/api-client';
import type { BookingCreated, BookingManageView, BookingMoved, BookingSlots } from '@wegweiser/contracts';
import type { Resource } from '../../../shared/data/resource-store';
import type { BookingBody } from '../lib/booking-form';
import { weekWindow } from '../lib/zoned-week';

/** With no week named, free slots are looked for this far ahead (the API's window is at most 62 days). */
const FIRST_WEEK_SEARCH_DAYS = 60;
const DAY_MS = 86_400_000;

/**
 * The free slots of a type: of the week from `week` (a Monday), or, with no week, of the next two
 * months (the page opens on the week of the first free slot). The key names the request, not its
 * instants, so the browser finds the server's answer when it starts.
 */
export const slotsResource = (
  type: number,
  week: string | null,
  language: string,
): Resource<BookingSlots> => ({
  key: `booking-slots:${type}:${week ?? 'first'}:${language}`,
  fetch: (api) => {
    const window = week
      ? weekWindow(week)
      : {
          from: new Date().toISOString(),
          to: new Date(Date.now() + FIRST_WEEK_SEARCH_DAYS * DAY_MS).toISOString(),
        };
    return api.get<BookingSlots>('/booking/slots/', {
      query: { session_type: String(type), ...window, language },
    });
  },
});

export const createBooking = (api: ApiClient, body: BookingBody) =>
  api.post<BookingCreated>('/booking/', body);

/** What a manage link shows (GET /booking/manage/:token/); 404 for a link that names no booking. */
export const manageResource = (token: string, language: string): Resource<BookingManageView> => ({
  key: `booking-manage:${token}:${language}`,
  fetch: (api) =>
    api.get<BookingManageView>(`/booking/manage/${encodeURIComponent(token)}/`, { query: { language } }),
});

export const moveBooking = (
  api: ApiClient,
  token: string,
  body: { start: string; idempotency_key: string },
) => api.post<BookingMoved>(`/booking/manage/${encodeURIComponent(token)}/move/`, body);

export const cancelBooking = (api: ApiClient, token: string) =>
  api.post<{ message: string }>(`/booking/manage/${encodeURIComponent(token)}/cancel/`, undefined);
