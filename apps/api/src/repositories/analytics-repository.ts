import type { AnalyticsEvent, AnalyticsSessionStart } from '@wegweiser/contracts';
import { count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { analyticsEvents, analyticsSessions } from '../db/schema';

export type TrackLimits = { maxEventsPerSession: number; idleLimitMs: number };
export type TrackResult =
  | { stored: true; accepted: number }
  | { stored: false; unknown: string[]; expired: string[] };

/** True for a session whose last activity (server clock) is older than `limitMs`. */
const idleFor = (limitMs: number) =>
  sql<boolean>`${analyticsSessions.lastActivityAt} < now() - make_interval(secs => ${limitMs / 1000})`;

const BOT_PATTERN = /bot|crawl|spider|slurp|headless|lighthouse|preview|facebookexternalhit/i;

export function createAnalyticsRepository(db: Database) {
  return {
    /** `siteLanguage`: the language of the site the visitor browses (the dashboard's filter). */
    async startSession(input: AnalyticsSessionStart, siteLanguage: string) {
      const [row] = await db
        .insert(analyticsSessions)
        .values({
          startedAt: new Date(input.timestamp),
          userAgent: input.user_agent,
          isBot: BOT_PATTERN.test(input.user_agent),
          screenResolution: input.screen_resolution,
          viewportSize: input.viewport_size,
          language: input.language,
          siteLanguage,
          timezone: input.timezone,
          referrer: input.referrer,
          landingPage: input.landing_page,
        })
        .returning({ id: analyticsSessions.id });
      if (!row) throw new Error('insert returned no row');
      return row.id;
    },

    /**
     * Appends the events and marks their sessions active, in one transaction that holds the
     * sessions' rows (`FOR UPDATE`, in id order), so concurrent batches for a session count one
     * after the other. Each session keeps at most `maxEventsPerSession` events: the surplus of the
     * batch is dropped. Nothing is stored when a session is unknown, or idle on the server clock
     * (last activity older than `idleLimitMs`, ended or not).
     */
    async track(events: AnalyticsEvent[], limits: TrackLimits): Promise<TrackResult> {
      const ids = [...new Set(events.map((event) => event.data.session_id))].sort();
      return db.transaction(async (tx) => {
        const sessions = await tx
          .select({
            id: analyticsSessions.id,
            idle: idleFor(limits.idleLimitMs),
          })
          .from(analyticsSessions)
          .where(inArray(analyticsSessions.id, ids))
          .orderBy(analyticsSessions.id)
          .for('update');
        const found = new Set(sessions.map((row) => row.id));
        const unknown = ids.filter((id) => !found.has(id));
        const expired = sessions.filter((row) => row.idle).map((row) => row.id);
        if (unknown.length > 0 || expired.length > 0) return { stored: false, unknown, expired };

        const counts = await tx
          .select({ id: analyticsEvents.sessionId, stored: count() })
          .from(analyticsEvents)
          .where(inArray(analyticsEvents.sessionId, ids))
          .groupBy(analyticsEvents.sessionId);
        const room = new Map(ids.map((id) => [id, limits.maxEventsPerSession]));
        for (const row of counts) room.set(row.id, limits.maxEventsPerSession - row.stored);
        const kept = events.filter((event) => {
          const left = room.get(event.data.session_id) ?? 0;
          room.set(event.data.session_id, left - 1);
          return left > 0;
        });

        if (kept.length > 0) {
          await tx.insert(analyticsEvents).values(
            kept.map((event) => ({
              sessionId: event.data.session_id,
              type: event.type,
              data: event.data,
              occurredAt: new Date(event.timestamp),
            })),
          );
        }
        await tx
          .update(analyticsSessions)
          .set({ lastActivityAt: sql`now()` })
          .where(inArray(analyticsSessions.id, ids));
        return { stored: true, accepted: kept.length };
      });
    },

    /** Records the end; the end of an idle session does not make it active again. */
    async endSession(sessionId: string, endedAt: Date, idleLimitMs: number) {
      const lastActivityAt = analyticsSessions.lastActivityAt;
      const rows = await db
        .update(analyticsSessions)
        .set({
          endedAt,
          lastActivityAt: sql`case when ${idleFor(idleLimitMs)} then ${lastActivityAt} else now() end`,
        })
        .where(eq(analyticsSessions.id, sessionId))
        .returning({ id: analyticsSessions.id });
      return rows.length > 0;
    },
  };
}
