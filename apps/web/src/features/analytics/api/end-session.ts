import { sendAnalytics } from './send-analytics';

/** POST {analytics}/session/end/ {session_id, timestamp} → 200, or 404 for an unknown session. */
export function endSession(sessionId: string, language: string): Promise<unknown> {
  return sendAnalytics(
    '/session/end/',
    { session_id: sessionId, timestamp: new Date().toISOString() },
    { language, keepalive: true },
  );
}
