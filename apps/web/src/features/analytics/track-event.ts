/**
 * `trackEvent` for any component: records a custom_event (spec section 7) for the current page.
 * Without consent it does nothing; while the tracker is still loading, events wait for it.
 */
type CustomEventSink = (eventType: string, pagePath: string) => void;

const PENDING_LIMIT = 100;
let sink: CustomEventSink | null = null;
let pending: Array<[eventType: string, pagePath: string]> | null = null;

export function trackEvent(eventType: string) {
  if (typeof window === 'undefined') return;
  const pagePath = window.location.pathname;
  if (sink) sink(eventType, pagePath);
  else if (pending && pending.length < PENDING_LIMIT) pending.push([eventType, pagePath]);
}

/** Consent is given and the tracker is loading: keep events until it connects. */
export function expectTracker() {
  pending ??= [];
}

/** Connects the running tracker (or disconnects it with null, dropping waiting events). */
export function connectTracker(next: CustomEventSink | null) {
  sink = next;
  const waiting = pending ?? [];
  pending = null;
  if (next) for (const [eventType, pagePath] of waiting) next(eventType, pagePath);
}
