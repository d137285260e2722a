import {
  AnalyticsSessionEndSchema,
  AnalyticsSessionStartedSchema,
  AnalyticsSessionStartSchema,
  AnalyticsTrackedSchema,
  AnalyticsTrackSchema,
  ApiErrorSchema,
  MessageResponseSchema,
} from '@wegweiser/contracts';
import { ANALYTICS } from '@wegweiser/contracts/constants';
import type { FastifyInstance } from 'fastify';
import { HttpError, ValidationError } from '../lib/errors';
import { namedLimiter } from '../lib/rate-limit-store';
import { defineRoute } from '../lib/route';

/** The analytics collector (prefix /api/analytics). Sessions first; events must name a stored session. */
export default async function analyticsRoutes(app: FastifyInstance) {
  const { analytics } = app.repositories;
  const rateLimit = { max: app.config.rateLimits.analytics, timeWindow: 60_000 };
  const errors = { 400: ApiErrorSchema, 403: ApiErrorSchema, 429: ApiErrorSchema };
  const trackLimits = {
    maxEventsPerSession: ANALYTICS.maxEventsPerSession,
    idleLimitMs: ANALYTICS.sessionTimeoutMs + ANALYTICS.sessionGraceMs,
  };
  const dataLimit = { maximum: ANALYTICS.maxEventDataBytes };
  // Sessions one client (request.ip, which honours TRUST_PROXY) opens per hour; beside the
  // per-minute limit, counted only for starts that passed validation; shared like every limit.
  const sessionsPerClient = namedLimiter(app, 'analytics-sessions-per-hour', {
    max: app.config.rateLimits.analyticsSessionsPerHour,
    timeWindow: 3_600_000,
  });

  defineRoute(app, {
    method: 'POST',
    url: '/session/start/',
    summary: 'Start a visitor session (after consent)',
    tags: ['analytics'],
    body: AnalyticsSessionStartSchema,
    bodyLimit: 8_192,
    rateLimit,
    status: 201,
    response: { 201: AnalyticsSessionStartedSchema, ...errors },
    handler: async ({ body, request, locale }) => {
      const limit = await sessionsPerClient(request);
      if (!limit.isAllowed && limit.isExceeded) {
        const seconds = Math.max(1, limit.ttlInSeconds);
        throw new HttpError(429, 'rate_limited', { seconds }, { 'retry-after': String(seconds) });
      }
      return { session_id: await analytics.startSession(body, locale.language) };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/track/',
    summary: 'Record a batch of at most 100 events',
    tags: ['analytics'],
    body: AnalyticsTrackSchema,
    bodyLimit: ANALYTICS.maxBatchBytes,
    rateLimit,
    status: 201,
    response: { 201: AnalyticsTrackedSchema, 413: ApiErrorSchema, ...errors },
    handler: async ({ body }) => {
      const oversized = body.events.flatMap((event, index) =>
        Buffer.byteLength(JSON.stringify(event.data)) > ANALYTICS.maxEventDataBytes
          ? [{ path: `events.${index}.data`, key: 'event_too_large' as const, params: dataLimit }]
          : [],
      );
      if (oversized.length > 0) throw new ValidationError(oversized);
      const result = await analytics.track(body.events, trackLimits);
      if (!result.stored) {
        // Answered on each event's session_id, so the tracker continues in a new session.
        const unknown = new Set(result.unknown);
        const expired = new Set(result.expired);
        throw new ValidationError(
          body.events.flatMap((event, index) => {
            const id = event.data.session_id;
            const key = unknown.has(id) ? 'unknown_session' : expired.has(id) ? 'session_expired' : null;
            return key ? [{ path: `events.${index}.data.session_id`, key, params: {} }] : [];
          }),
        );
      }
      // Over the per-session cap the surplus is dropped, not refused: a refusal would be retried.
      return { accepted: result.accepted };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/session/end/',
    summary: 'End a visitor session',
    tags: ['analytics'],
    body: AnalyticsSessionEndSchema,
    bodyLimit: 1_024,
    rateLimit,
    response: { 200: MessageResponseSchema, 404: ApiErrorSchema, ...errors },
    handler: async ({ body }) => {
      const ended = await analytics.endSession(
        body.session_id,
        new Date(body.timestamp),
        trackLimits.idleLimitMs,
      );
      if (!ended) throw new HttpError(404, 'unknown_session');
      return { message: 'ok' };
    },
  });
}
