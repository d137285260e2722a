import type { AnalyticsEvent } from '@wegweiser/contracts';
import { type AnalyticsResponse, sendAnalytics } from './send-analytics';

/** POST {analytics}/track/ {events} → 201 {accepted}; at most 100 events (the caller chunks). */
export function trackEvents(
  events: AnalyticsEvent[],
  language: string,
  keepalive: boolean,
): Promise<AnalyticsResponse> {
  return sendAnalytics('/track/', { events }, { language, keepalive });
}

/**
 * True when the API rejected the batch only because its session is unknown (for example after the
 * database was reset): every error names an event's session_id.
 */
export function isUnknownSessionError(response: AnalyticsResponse): boolean {
  if (response.status !== 400) return false;
  const errors = (response.body as { errors?: unknown } | null)?.errors;
  if (!errors || typeof errors !== 'object') return false;
  const paths = Object.keys(errors);
  return paths.length > 0 && paths.every((path) => /^events\.\d+\.data\.session_id$/.test(path));
}
