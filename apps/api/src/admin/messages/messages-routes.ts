/**
 * /api/admin/messages/: the owner's contact inbox (issue 14, decision 057). Owner only: list with
 * filters, detail, state, reply by mail through the outbox, CSV export and delete.
 */
import {
  ApiErrorSchema,
  type Message,
  MessageDetailSchema,
  MessageParamsSchema,
  MessagePatchSchema,
  MessageReplySchema,
  MessagesExportQuerySchema,
  MessagesPageSchema,
  MessagesQuerySchema,
} from '@wegweiser/contracts';
import { LANGUAGE_CODES, type LanguageCode } from '@wegweiser/contracts/constants';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { outboxRow } from '../../emails/headers';
import { contactReplyEmail } from '../../emails/templates';
import { requirePrincipal } from '../../lib/auth';
import { found, notFound } from '../../lib/errors';
import { pageOf, paginate } from '../../lib/pagination';
import { defineRoute } from '../../lib/route';
import type { ContactMessageRow, ContactReplyRow } from '../../repositories/contact-repository';
import { createSettingsService } from '../../services/settings-service';
import { toCsv } from '../analytics/csv';

const owner = { role: 'owner' } as const;
const tags = ['console: messages'];
const EXPORT_ROWS = 10_000;
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

const languageOf = (code: string): LanguageCode =>
  (LANGUAGE_CODES as readonly string[]).includes(code) ? (code as LanguageCode) : 'de';

export const messageView = (row: ContactMessageRow): Message => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  message: row.message,
  state: row.state as Message['state'],
  spam_reason: row.spamReason,
  source: {
    context: row.context,
    service_name: row.serviceName,
    package_name: row.packageName,
    post_title: row.postTitle,
  },
  language: row.languageCode,
  page_path: row.pagePath,
  created_at: new Date(row.createdAt).toISOString(),
  answered_at: row.answeredAt ? new Date(row.answeredAt).toISOString() : null,
});

/**
 * A reply as the thread shows it. Without a mail server a queued email is kept, not sent (decision
 * 054): it says so from the start, not only once the worker has held it.
 */
const replyView = (row: ContactReplyRow, mailServer: boolean) => ({
  id: row.id,
  body: row.body,
  created_at: new Date(row.createdAt).toISOString(),
  sent_by: row.sentById ? { id: row.sentById, name: row.sentByName ?? '' } : null,
  delivery:
    row.delivery === 'queued' && !mailServer
      ? ('no_server' as const)
      : (row.delivery ?? ('unknown' as const)),
});

const CSV_COLUMNS = [
  'id',
  'created_at',
  'state',
  'name',
  'email',
  'phone',
  'language',
  'context',
  'service_name',
  'package_name',
  'post_title',
  'page_path',
  'message',
];

export default async function messagesRoutes(app: FastifyInstance) {
  const contact = app.repositories.contact;
  const detailView = async (row: ContactMessageRow) => ({
    ...messageView(row),
    replies: (await contact.replies(row.id)).map((entry) =>
      replyView(entry, app.config.mail.smtpUrl !== null),
    ),
  });
  const filterOf = (query: {
    state?: Message['state'] | undefined;
    context?: string | undefined;
    search?: string | undefined;
    exclude_spam?: 'true' | 'false' | undefined;
  }) => ({
    state: query.state,
    context: query.context,
    search: query.search || undefined,
    excludeSpam: query.exclude_spam === 'true',
  });

  defineRoute(app, {
    method: 'GET',
    url: '/messages/',
    summary: 'Contact messages, newest first; filtered by state, source context and a search',
    tags,
    auth: owner,
    querystring: MessagesQuerySchema,
    response: { 200: MessagesPageSchema },
    handler: async ({ request, reply, query }) => {
      reply.header('cache-control', 'no-store');
      const page = pageOf(query);
      const { count, results } = await contact.page(filterOf(query), page);
      return paginate(request, page, { count, results: results.map(messageView) });
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/messages/csv/',
    summary: 'Contact messages as CSV (same filters; formula-like cells neutralised)',
    tags,
    auth: owner,
    querystring: MessagesExportQuerySchema,
    response: { 200: z.string() },
    handler: async ({ query, reply }) => {
      const rows = await contact.all(filterOf(query), EXPORT_ROWS);
      reply
        .header('cache-control', 'no-store')
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="messages.csv"');
      return toCsv(
        CSV_COLUMNS,
        rows.map((row) => [
          row.id,
          new Date(row.createdAt).toISOString(),
          row.state,
          row.name,
          row.email,
          row.phone ?? '',
          row.languageCode,
          row.context ?? '',
          row.serviceName ?? '',
          row.packageName ?? '',
          row.postTitle ?? '',
          row.pagePath ?? '',
          row.message,
        ]),
      );
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/messages/:id/',
    summary: 'One contact message with its source context, language, page, time and the replies sent',
    tags,
    auth: owner,
    params: MessageParamsSchema,
    response: { 200: MessageDetailSchema, ...errors },
    handler: async ({ params, reply }) => {
      reply.header('cache-control', 'no-store');
      return detailView(found(await contact.get(params.id)));
    },
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/messages/:id/',
    summary: 'Set the state: new, read, archived or spam (answered comes from a reply sent)',
    tags,
    auth: owner,
    csrf: 'token',
    params: MessageParamsSchema,
    body: MessagePatchSchema,
    response: { 200: MessageDetailSchema, ...errors },
    handler: async ({ params, body, request }) => {
      const before = found(await contact.get(params.id));
      const row = found(await contact.setState(params.id, body.state));
      if (before.state !== body.state) {
        await app.audit(request, {
          action: 'message.state',
          entity: 'contact_message',
          entityId: params.id,
          summary: `Message state ${before.state} → ${body.state}`,
        });
      }
      return detailView(row);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/messages/:id/reply/',
    summary:
      "Reply by mail under the site's name, answered to the owner (queued in the outbox, the message quoted); the message becomes answered and the reply joins its thread",
    tags,
    auth: owner,
    csrf: 'token',
    params: MessageParamsSchema,
    body: MessageReplySchema,
    response: { 200: MessageDetailSchema, ...errors },
    handler: async ({ params, body, principal, request }) => {
      const original = found(await contact.get(params.id));
      const sender = found(await app.repositories.adminUsers.byId(requirePrincipal(principal).userId));
      const language = languageOf(original.languageCode);
      const site = await createSettingsService(app.repositories).getSiteSettings({
        language,
        fallback: language,
      });
      const email = contactReplyEmail(
        body.body,
        { name: original.name, message: original.message, createdAt: new Date(original.createdAt), language },
        { siteName: site?.site_name ?? '', replyTo: sender.notificationEmail ?? sender.email },
      );
      const row = found(
        await contact.reply(
          params.id,
          { body: body.body, sentBy: sender.id },
          outboxRow(email, original.email, language),
        ),
      );
      await app.audit(request, {
        action: 'message.reply',
        entity: 'contact_message',
        entityId: params.id,
        // No name: the message is deleted in time, its sender's name with it (decision 096).
        summary: 'Replied to a contact message',
      });
      return detailView(row);
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/messages/:id/',
    summary: 'Delete a contact message',
    tags,
    auth: owner,
    csrf: 'token',
    params: MessageParamsSchema,
    status: 204,
    response: { 204: z.undefined(), ...errors },
    handler: async ({ params, request }) => {
      found(await contact.get(params.id));
      if (!(await contact.remove(params.id))) throw notFound();
      await app.audit(request, {
        action: 'message.delete',
        entity: 'contact_message',
        entityId: params.id,
        summary: 'Deleted a contact message',
      });
      return undefined;
    },
  });
}
