/**
 * /api/admin/subscribers/: the newsletter's subscribers for the owner (issue 14 point 2, decision
 * 056): the list with search and filters, its CSV export, one person's data (GDPR Art. 15) and
 * erasure on request (Art. 17), recorded in the audit log without the address.
 */
import {
  ApiErrorSchema,
  SubscriberExportSchema,
  SubscriberFilterSchema,
  SubscriberListSchema,
  SubscriberParamsSchema,
  SubscriberQuerySchema,
} from '@wegweiser/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { found } from '../../lib/errors';
import { pageOf, paginate } from '../../lib/pagination';
import { defineRoute } from '../../lib/route';
import { createConsoleRepositories } from '../../repositories';
import type { SubscriberFilter } from '../../repositories/subscribers-repository';
import { toCsv } from '../analytics/csv';
import { agendaView } from '../booking/agenda-view';

const owner = { role: 'owner' } as const;
const tags = ['console: subscribers'];
/** The most rows one CSV export holds. */
export const SUBSCRIBER_EXPORT_ROWS = 50_000;
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

const filterOf = (query: z.infer<typeof SubscriberFilterSchema>): SubscriberFilter => ({
  search: query.search || undefined,
  status: query.status,
  language: query.subscriber_language,
});

export default async function subscribersAdminRoutes(app: FastifyInstance) {
  const subscribers = app.repositories.subscribers;

  defineRoute(app, {
    method: 'GET',
    url: '/subscribers/',
    summary: 'Newsletter subscribers with status, language and dates; search and filters, newest first',
    tags,
    auth: owner,
    querystring: SubscriberQuerySchema,
    response: { 200: SubscriberListSchema, ...errors },
    handler: async ({ request, query, reply }) => {
      reply.header('cache-control', 'no-store');
      const page = pageOf(query);
      return paginate(request, page, await subscribers.list(filterOf(query), page));
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/subscribers/csv/',
    summary: 'The subscribers the search and filters match as CSV (formula-like cells neutralised)',
    tags,
    auth: owner,
    querystring: SubscriberFilterSchema.extend({ language: z.string().max(16).optional() }),
    response: { 200: z.string(), ...errors },
    handler: async ({ query, reply }) => {
      const rows = await subscribers.all(filterOf(query), SUBSCRIBER_EXPORT_ROWS);
      reply
        .header('cache-control', 'no-store')
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="subscribers.csv"');
      return toCsv(
        ['email', 'status', 'language', 'subscribed_at', 'confirmed_at', 'unsubscribed_at'],
        rows.map((row) => [
          row.email,
          row.status,
          row.language,
          row.subscribed_at,
          row.confirmed_at ?? '',
          row.unsubscribed_at ?? '',
        ]),
      );
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/subscribers/:id/export/',
    summary:
      "One person's data (GDPR Art. 15): subscription, consent record, the mails sent to them and their bookings",
    tags,
    auth: owner,
    params: SubscriberParamsSchema,
    response: { 200: SubscriberExportSchema, ...errors },
    handler: async ({ params, reply }) => {
      const now = new Date();
      const data = found(await subscribers.exportOf(params.id, now));
      // The same person's bookings, by address (decision 104).
      const { bookings } = await app.repositories.agenda.person(data.subscription.email);
      reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="subscriber-${params.id}.json"`);
      return { ...data, bookings: bookings.map((row) => agendaView(row, now.getTime())) };
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/subscribers/:id/',
    summary: 'Erase a subscriber on request (GDPR Art. 17): the subscription, its tokens and its mails',
    tags,
    auth: owner,
    csrf: 'token',
    status: 204,
    params: SubscriberParamsSchema,
    response: { 204: z.undefined(), ...errors },
    handler: async ({ request, params }) => {
      found(
        await subscribers.remove(params.id, (tx, removed) =>
          // The entry names the subscription by id only: the address is what was erased.
          app.audit(
            request,
            {
              action: 'subscriber.delete',
              entity: 'newsletter_subscription',
              entityId: params.id,
              summary: `Subscriber erased on request (${removed.status}, ${removed.language})`,
            },
            createConsoleRepositories(tx as unknown as Database),
          ),
        ),
      );
      return undefined;
    },
  });
}
