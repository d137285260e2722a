import type { AnalyticsSessionStart } from '@wegweiser/contracts';
import { sendAnalytics } from './send-analytics';

/** POST {analytics}/session/start/ → 201 {session_id}; null when no session was created. */
export async function startSession(payload: AnalyticsSessionStart, language: string): Promise<string | null> {
  const response = await sendAnalytics('/session/start/', payload, { language });
  const id = (response.body as { session_id?: unknown } | null)?.session_id;
  return response.status === 201 && typeof id === 'string' ? id : null;
}
