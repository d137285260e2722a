/**
 * The booking steps of the dashboard's funnel (issue 25 point 8, decision 109), marked in the page
 * rather than sent from it: the booking pages cannot import the analytics feature, and a marker in
 * the server-rendered HTML is there whenever the tracker starts — only after consent, possibly
 * after the page showed. The tracker reads the marks (features/analytics/tracker/booking-steps.ts);
 * without consent they are inert attributes.
 */
import type { BookingSessionType } from '@wegweiser/contracts';
import { FUNNEL_SESSION_TYPE_PREFIX } from '@wegweiser/contracts/constants';

export const FUNNEL_STEP_ATTRIBUTES = {
  step: 'data-funnel-step',
  slug: 'data-funnel-slug',
  title: 'data-funnel-title',
  key: 'data-funnel-key',
} as const;
export type FunnelStep = 'booking_start' | 'booked';

/** The offer a session type's bookings count under: its service, else its package, else itself. */
export function funnelOffer(type: BookingSessionType): { slug: string; title: string } {
  const offer = type.service ?? type.package;
  return offer
    ? { slug: offer.slug, title: offer.title }
    : { slug: `${FUNNEL_SESSION_TYPE_PREFIX}${type.id}`, title: type.name };
}

/**
 * The attributes that mark a step: `booking_start` once a type's slots and form show (its key: the
 * type), `booked` on the confirmation of one booking (its key: the type and the booked start, which
 * no second live booking shares).
 */
export function funnelStepMarker(
  step: FunnelStep,
  type: BookingSessionType,
  start?: string,
): Record<string, string> {
  const offer = funnelOffer(type);
  return {
    [FUNNEL_STEP_ATTRIBUTES.step]: step,
    [FUNNEL_STEP_ATTRIBUTES.slug]: offer.slug,
    [FUNNEL_STEP_ATTRIBUTES.title]: offer.title,
    [FUNNEL_STEP_ATTRIBUTES.key]: step === 'booked' ? `${type.id}|${start ?? ''}` : String(type.id),
  };
}
