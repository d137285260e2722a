/**
 * The booking steps of the funnel (decision 109), read from the marks the booking pages render
 * (shared/booking/funnel-marker.ts): `booking_start` once per page view and session type,
 * `booked` once per booking — the bookings already counted are kept in sessionStorage, so a
 * reload of the confirmation page (or coming back to it) does not count it again.
 */
import { FUNNEL_STEP_ATTRIBUTES as A, type FunnelStep } from '../../../shared/booking/funnel-marker';
import { cutText } from './click-data';

export const BOOKED_STORAGE_KEY = 'analytics-booked';
/** Bookings remembered per tab; the oldest are forgotten first. */
const BOOKED_REMEMBERED = 50;

export type BookingStepEvent = { step: FunnelStep; slug: string; title: string };

function remembered(store: Storage | null): string[] {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(BOOKED_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((key): key is string => typeof key === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The steps marked in `root` not counted yet: `shown` holds this page view's booking starts (the
 * caller empties it on every new page view); `store` the tab's counted bookings. Without a store
 * (storage blocked) a booking counts once per page view.
 */
export function bookingSteps(
  root: ParentNode,
  shown: Set<string>,
  store: Storage | null,
): BookingStepEvent[] {
  const events: BookingStepEvent[] = [];
  for (const mark of root.querySelectorAll(`[${A.step}]`)) {
    const step = mark.getAttribute(A.step);
    const key = mark.getAttribute(A.key);
    const slug = cutText(mark.getAttribute(A.slug) ?? '', 120);
    if ((step !== 'booking_start' && step !== 'booked') || !key || !slug) continue;
    const seen = `${step}:${key}`;
    if (shown.has(seen)) continue;
    shown.add(seen);
    if (step === 'booked') {
      const booked = remembered(store);
      if (booked.includes(key)) continue;
      try {
        store?.setItem(BOOKED_STORAGE_KEY, JSON.stringify([...booked, key].slice(-BOOKED_REMEMBERED)));
      } catch {
        // Storage full or blocked: counted once for this page view.
      }
    }
    events.push({ step, slug, title: cutText(mark.getAttribute(A.title) ?? '', 300) || slug });
  }
  return events;
}
