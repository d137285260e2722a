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
 * True when the API rejected the batch only because of its session: unknown (for example after the
 * database was reset) or expired (idle too long); every error names an event's session_id.
 */
export function isUnknownSessionError(response: AnalyticsResponse): boolean {
  if (response.status !== 400) return false;
  const errors = (response.body as { errors?: unknown } | null)?.errors;
  if (!errors || typeof errors !== 'object') return false;
  const paths = Object.keys(errors);
  return paths.length > 0 && paths.every((path) => /^events\.\d+\.data\.session_id$/.test(path));
}

/**
 * What the queue does with a batch after this answer. 201 is 'sent' even when `accepted` is below
 * the batch (the session is full: the API dropped the surplus and resending cannot help);
 * 'new_session' when only the session was refused (unknown or expired); network-like failures,
 * 408 and 429 'retry'; any other client error 'drop' (it would fail forever; a 403 is a cross-origin
 * refusal, decision 025, with no token to refresh).
 */
export function trackOutcome(response: AnalyticsResponse): 'sent' | 'retry' | 'drop' | 'new_session' {
  if (response.status === 201) return 'sent';
  if (isUnknownSessionError(response)) return 'new_session';
  const permanent = response.status >= 400 && response.status < 500 && ![408, 429].includes(response.status);
  return permanent ? 'drop' : 'retry';
}
