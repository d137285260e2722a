import type { AnalyticsSessionStart } from '@wegweiser/contracts';
import { sendAnalytics } from './send-analytics';

/** Without a Retry-After, a refused start is not tried again for a minute. */
const DEFAULT_RETRY_AFTER_MS = 60_000;

/** The API refused a session for a while (429): this client started too many (decision 021). */
export class SessionStartRefused extends Error {
  override name = 'SessionStartRefused';
  constructor(readonly retryAfterMs: number) {
    super('analytics session start refused');
  }
}

/**
 * POST {analytics}/session/start/ → 201 {session_id}; null when no session was created. Rejects
 * with SessionStartRefused on 429, so the caller can wait as long as the API asks.
 */
export async function startSession(payload: AnalyticsSessionStart, language: string): Promise<string | null> {
  const response = await sendAnalytics('/session/start/', payload, { language });
  if (response.status === 429) throw new SessionStartRefused(response.retryAfterMs ?? DEFAULT_RETRY_AFTER_MS);
  const id = (response.body as { session_id?: unknown } | null)?.session_id;
  return response.status === 201 && typeof id === 'string' ? id : null;
}
