import {
  AnalyticsSessionEndSchema,
  AnalyticsSessionStartedSchema,
  AnalyticsSessionStartSchema,
  AnalyticsTrackedSchema,
  AnalyticsTrackSchema,
  ApiErrorSchema,
  MessageResponseSchema,
} from '@wegweiser/contracts';
import type { FastifyInstance } from 'fastify';
import { HttpError, ValidationError } from '../lib/errors';
import { defineRoute } from '../lib/route';

/** The analytics collector (prefix /api/analytics). Sessions first; events must name a stored session. */
export default async function analyticsRoutes(app: FastifyInstance) {
  const { analytics } = app.repositories;
  const rateLimit = { max: app.config.rateLimits.analytics, timeWindow: 60_000 };
  const errors = { 400: ApiErrorSchema, 403: ApiErrorSchema, 429: ApiErrorSchema };

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
    handler: async ({ body }) => ({ session_id: await analytics.startSession(body) }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/track/',
    summary: 'Record a batch of at most 100 events',
    tags: ['analytics'],
    body: AnalyticsTrackSchema,
    bodyLimit: 262_144,
    rateLimit,
    status: 201,
    response: { 201: AnalyticsTrackedSchema, ...errors },
    handler: async ({ body }) => {
      const unknown = new Set(
        await analytics.unknownSessions(body.events.map((event) => event.data.session_id)),
      );
      if (unknown.size > 0) {
        throw new ValidationError(
          body.events.flatMap((event, index) =>
            unknown.has(event.data.session_id)
              ? [{ path: `events.${index}.data.session_id`, key: 'unknown_session' as const, params: {} }]
              : [],
          ),
        );
      }
      await analytics.track(body.events);
      return { accepted: body.events.length };
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
      const ended = await analytics.endSession(body.session_id, new Date(body.timestamp));
      if (!ended) throw new HttpError(404, 'unknown_session');
      return { message: 'ok' };
    },
  });
}
