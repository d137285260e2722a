import type { AnalyticsEvent, AnalyticsSessionStart } from '@wegweiser/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { analyticsEvents, analyticsSessions } from '../db/schema';

const BOT_PATTERN = /bot|crawl|spider|slurp|headless|lighthouse|preview|facebookexternalhit/i;

export function createAnalyticsRepository(db: Database) {
  return {
    async startSession(input: AnalyticsSessionStart) {
      const [row] = await db
        .insert(analyticsSessions)
        .values({
          startedAt: new Date(input.timestamp),
          userAgent: input.user_agent,
          isBot: BOT_PATTERN.test(input.user_agent),
          screenResolution: input.screen_resolution,
          viewportSize: input.viewport_size,
          language: input.language,
          timezone: input.timezone,
          referrer: input.referrer,
          landingPage: input.landing_page,
        })
        .returning({ id: analyticsSessions.id });
      if (!row) throw new Error('insert returned no row');
      return row.id;
    },

    /** The ids among `ids` that do not name a stored session. */
    async unknownSessions(ids: string[]) {
      const unique = [...new Set(ids)];
      const rows = await db
        .select({ id: analyticsSessions.id })
        .from(analyticsSessions)
        .where(inArray(analyticsSessions.id, unique));
      const known = new Set(rows.map((row) => row.id));
      return unique.filter((id) => !known.has(id));
    },

    /** Appends the events and marks their sessions active, in one transaction. */
    async track(events: AnalyticsEvent[]) {
      await db.transaction(async (tx) => {
        await tx.insert(analyticsEvents).values(
          events.map((event) => ({
            sessionId: event.data.session_id,
            type: event.type,
            data: event.data,
            occurredAt: new Date(event.timestamp),
          })),
        );
        await tx
          .update(analyticsSessions)
          .set({ lastActivityAt: sql`now()` })
          .where(inArray(analyticsSessions.id, [...new Set(events.map((event) => event.data.session_id))]));
      });
    },

    async endSession(sessionId: string, endedAt: Date) {
      const rows = await db
        .update(analyticsSessions)
        .set({ endedAt, lastActivityAt: sql`now()` })
        .where(eq(analyticsSessions.id, sessionId))
        .returning({ id: analyticsSessions.id });
      return rows.length > 0;
    },
  };
}
