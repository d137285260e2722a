/**
 * The public list of bookable session types (issue 25 point 3, decision 105), optionally only
 * those of one service or package (by slug): what the booking page and the "book" links of the
 * service and package pages read. Cached like the other public content GETs.
 */
import {
  ApiErrorSchema,
  BookingSessionTypeListSchema,
  BookingSessionTypesQuerySchema,
} from '@wegweiser/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../lib/route';
import { createSessionTypesService } from '../services/booking/session-types';

export default async function sessionTypeRoutes(app: FastifyInstance) {
  const sessionTypes = createSessionTypesService(app.repositories);

  defineRoute(app, {
    method: 'GET',
    url: '/booking/session-types/',
    summary: 'The visible session types a visitor can book, optionally of one service or package',
    tags: ['booking'],
    querystring: BookingSessionTypesQuerySchema,
    response: { 200: BookingSessionTypeListSchema, 400: ApiErrorSchema },
    cache: true,
    handler: async ({ locale, query }) =>
      sessionTypes.list(locale, { serviceSlug: query.service, packageSlug: query.package }),
  });
}
