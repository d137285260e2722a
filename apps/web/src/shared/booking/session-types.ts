/**
 * The bookable session types (GET /booking/session-types/), shared by the booking pages and the
 * "book" links of the service, package and contact pages (decision 105): one cached answer per
 * language, filtered here, so a detail page costs no extra request per slug.
 */
import type { BookingSessionType, BookingSessionTypeList } from '@wegweiser/contracts';
import type { Resource } from '../data/resource-store';

export const sessionTypesResource = (language: string): Resource<BookingSessionTypeList> => ({
  key: `booking-session-types:${language}`,
  fetch: (api) => api.get<BookingSessionTypeList>('/booking/session-types/', { query: { language } }),
});

/** The first bookable type that belongs to the offer, if any. */
export function sessionTypeFor(
  list: BookingSessionTypeList | undefined,
  offer: { kind: 'service' | 'package'; slug: string },
): BookingSessionType | undefined {
  return list?.results.find((type) => type[offer.kind]?.slug === offer.slug);
}

/** The booking page for a type (or the type choice), in the page's language when the URL names it. */
export function bookingHref(typeId?: number, lang?: string | null): string {
  const query = new URLSearchParams();
  if (typeId !== undefined) query.set('type', String(typeId));
  if (lang) query.set('lang', lang);
  const search = query.toString();
  return search ? `/booking?${search}` : '/booking';
}
