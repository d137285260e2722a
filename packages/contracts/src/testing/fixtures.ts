/**
 * Valid payloads for tests at both ends (API and browser), parsed with the contracts so a fixture
 * can never drift from what the API accepts. Not imported by application code.
 */
import { type AnalyticsSessionStart, AnalyticsSessionStartSchema } from '../schemas/analytics';

/** A visitor session start as the browser tracker sends it, timestamped now unless overridden. */
export function sessionStartFixture(overrides: Partial<AnalyticsSessionStart> = {}): AnalyticsSessionStart {
  return AnalyticsSessionStartSchema.parse({
    timestamp: new Date().toISOString(),
    user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0',
    screen_resolution: '1920x1080',
    viewport_size: '1440x900',
    language: 'de-DE',
    timezone: 'Europe/Berlin',
    referrer: null,
    landing_page: '/',
    ...overrides,
  });
}
