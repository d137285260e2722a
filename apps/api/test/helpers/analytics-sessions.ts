/**
 * A visit stored as the collector would have stored it, for tests that need visits on days the
 * collector no longer takes timestamps for: an ordinary desktop browser on the German site.
 */
import type { Database } from '../../src/db/client';
import { analyticsSessions } from '../../src/db/schema';

export async function storedSession(
  db: Database,
  at: Date,
  { viewport = '1280x720', landingPage = '/' }: { viewport?: string; landingPage?: string } = {},
): Promise<string> {
  const [row] = await db
    .insert(analyticsSessions)
    .values({
      startedAt: at,
      lastActivityAt: at,
      userAgent: 'Mozilla/5.0',
      isBot: false,
      screenResolution: '1920x1080',
      viewportSize: viewport,
      language: 'de-DE',
      siteLanguage: 'de',
      timezone: 'Europe/Berlin',
      referrer: null,
      landingPage,
    })
    .returning({ id: analyticsSessions.id });
  if (!row) throw new Error('no session stored');
  return row.id;
}
