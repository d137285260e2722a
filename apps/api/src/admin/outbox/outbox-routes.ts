/**
 * /api/admin/outbox/: the emails the site queued, for the owner (issue 14 point 1, decisions 054 and
 * 060): the list with its counts per status and whether a mail server is configured, one email's
 * content and delivery record, and "send again" for a failed email or one kept for want of a server.
 */
import {
  ApiErrorSchema,
  type OutboxEmail,
  OutboxEmailSchema,
  type OutboxEmailSummary,
  OutboxListSchema,
  OutboxParamsSchema,
  OutboxQuerySchema,
} from '@wegweiser/contracts';
import type { FastifyInstance } from 'fastify';
import type { outboxEmails } from '../../db/schema';
import { hideResetToken, PASSWORD_RESET_TEMPLATE } from '../../emails/password-reset-email';
import { found, HttpError } from '../../lib/errors';
import { pageOf, paginate } from '../../lib/pagination';
import { defineRoute } from '../../lib/route';
import type { OutboxListItem } from '../../repositories/outbox-repository';

const owner = { role: 'owner' } as const;
const tags = ['console: outbox'];
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

const instant = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

const summaryView = (row: OutboxListItem): OutboxEmailSummary => ({
  id: row.id ?? '',
  template: row.template ?? '',
  recipient: row.recipient ?? '',
  language: row.languageCode ?? '',
  subject: row.subject ?? '',
  status: row.status ?? 'queued',
  attempts: row.attempts ?? 0,
  created_at: instant(row.createdAt) ?? '',
  last_attempt_at: instant(row.lastAttemptAt),
  next_attempt_at: instant(row.nextAttemptAt),
  sent_at: instant(row.sentAt),
  last_error: row.lastError,
});

/**
 * A mail with a link to set a new password is its recipient's key to the account (decision 090):
 * owners see that it went and to whom, never the link's token.
 */
const readable = (row: typeof outboxEmails.$inferSelect, body: string) =>
  row.template === PASSWORD_RESET_TEMPLATE ? hideResetToken(body) : body;

const emailView = (row: typeof outboxEmails.$inferSelect, configured: boolean): OutboxEmail => ({
  ...summaryView(row),
  body_text: readable(row, row.bodyText),
  body_html: row.bodyHtml === null ? null : readable(row, row.bodyHtml),
  headers: row.headers,
  mail_server_configured: configured,
});

export default async function outboxAdminRoutes(app: FastifyInstance) {
  const outbox = app.repositories.outbox;
  const configured = () => app.config.mail.smtpUrl !== null;

  defineRoute(app, {
    method: 'GET',
    url: '/outbox/',
    summary: 'Queued and sent emails, newest first, with the counts per status and whether SMTP is set',
    tags,
    auth: owner,
    querystring: OutboxQuerySchema,
    response: { 200: OutboxListSchema, ...errors },
    handler: async ({ request, query, reply }) => {
      reply.header('cache-control', 'no-store');
      const page = pageOf(query);
      const [{ items, total }, counts] = await Promise.all([
        outbox.list({ status: query.status, limit: page.pageSize, offset: (page.page - 1) * page.pageSize }),
        outbox.counts(),
      ]);
      return {
        ...paginate(request, page, { count: total, results: items.map(summaryView) }),
        counts,
        mail_server_configured: configured(),
      };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/outbox/:id/',
    summary: 'One email: subject, text and HTML content, header fields, attempts and last error',
    tags,
    auth: owner,
    params: OutboxParamsSchema,
    response: { 200: OutboxEmailSchema, ...errors },
    handler: async ({ params, reply }) => {
      reply.header('cache-control', 'no-store');
      return emailView(found(await outbox.get(params.id)), configured());
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/outbox/:id/retry/',
    summary: 'Send a failed email (or one kept without a mail server) again, with fresh attempts',
    tags,
    auth: owner,
    csrf: 'token',
    params: OutboxParamsSchema,
    response: { 200: OutboxEmailSchema, 409: ApiErrorSchema, ...errors },
    handler: async ({ params, request }) => {
      const before = found(await outbox.get(params.id));
      if (!(await outbox.requeue(params.id, new Date()))) {
        // Still there, so it was neither failed nor held: queued, on its way or sent.
        throw new HttpError(409, 'outbox_not_retryable');
      }
      await app.audit(request, {
        action: 'outbox.retry',
        entity: 'outbox_email',
        entityId: params.id,
        summary: `Email queued again (${before.template}, was ${before.status})`,
      });
      return emailView(found(await outbox.get(params.id)), configured());
    },
  });
}
