/**
 * The owner's private calendar feed (issue 25 point 7, decision 104): GET
 * /api/booking/calendar/{token}.ics answers a VCALENDAR of her live and recent bookings to whoever
 * holds the secret address — her phone's calendar, which cannot sign in. Only the token's SHA-256
 * is stored (booking_policy.calendar_feed_token_hash); an unknown or revoked token is a 404, the
 * answer is never cached by anyone, and the route is rate limited per address.
 */
import { timingSafeEqual } from 'node:crypto';
import { ApiErrorSchema, CALENDAR_FEED_TOKEN, CalendarFeedParamsSchema } from '@wegweiser/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../lib/errors';
import { pick } from '../lib/localize';
import { defineRoute } from '../lib/route';
import { hashToken } from '../lib/tokens';
import { FEED_PAST_MS } from '../services/booking/agenda-service';
import { calendarFeed } from '../services/booking/calendar-feed';

/** Requests per minute and address: a calendar polls every few minutes at most. */
const FEED_PER_MINUTE = 30;
const FEED_ROWS = 5_000;

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export default async function bookingCalendarRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'GET',
    url: '/booking/calendar/:token.ics',
    summary:
      "The owner's private calendar feed (iCalendar) of live and recent bookings, by its secret address",
    tags: ['booking'],
    params: CalendarFeedParamsSchema,
    rateLimit: { max: FEED_PER_MINUTE, timeWindow: 60_000 },
    response: { 200: z.string(), 404: ApiErrorSchema, 429: ApiErrorSchema },
    handler: async ({ params, reply }) => {
      reply.header('cache-control', 'private, no-store');
      if (!CALENDAR_FEED_TOKEN.test(params.token)) throw notFound();
      const stored = await app.repositories.agenda.feedTokenHash();
      if (!stored || !sameHash(stored, hashToken(params.token))) throw notFound();
      const now = Date.now();
      const [bookings, timeZone, site] = await Promise.all([
        app.repositories.agenda.feed(new Date(now - FEED_PAST_MS), new Date(now), FEED_ROWS),
        app.repositories.practiceSettings.timeZone(),
        app.repositories.settings.siteSettings(),
      ]);
      const origin = app.config.publicUrl.replace(/\/+$/, '');
      reply.header('content-type', 'text/calendar; charset=utf-8');
      return calendarFeed({
        bookings,
        timeZone,
        host: new URL(origin).host,
        name: pick(site?.siteName ?? {}, 'de', 'en') || 'Termine',
        stamp: new Date(now),
      });
    },
  });
}
