/**
 * /api/admin/campaigns/: the newsletter's campaigns for the owner (issue 14 point 2, decision 059).
 *
 *   GET    /campaigns/            newest first, each with its progress and audience
 *   POST   /campaigns/            a new draft (language, subject, markdown body)
 *   GET    /campaigns/{id}/       one campaign with its progress (a finished send becomes `sent`)
 *   PATCH  /campaigns/{id}/       a draft's fields from `version` (stale or no draft: 409 + current)
 *   DELETE /campaigns/{id}/       a draft (else 409)
 *   POST   /campaigns/{id}/test/  one mail to the signed-in owner's own address, "[Test] " subject
 *   POST   /campaigns/{id}/send/  draft → sending: one mail per confirmed subscriber of the language
 *                                 through the outbox; 202 with the progress. Again while queueing is
 *                                 unfinished (another process, a crash): fills the gaps; else 409.
 */
import {
  ApiErrorSchema,
  CampaignConflictSchema,
  CampaignCreateSchema,
  CampaignListSchema,
  CampaignParamsSchema,
  CampaignPatchSchema,
  CampaignQuerySchema,
  CampaignSchema,
  CampaignTestAnswerSchema,
} from '@wegweiser/contracts';
import type { LanguageCode } from '@wegweiser/contracts/constants';
import { type MessageKey, translate } from '@wegweiser/contracts/messages';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { campaignTestEmail } from '../../emails/campaign-email';
import { found, HttpError } from '../../lib/errors';
import type { Locale } from '../../lib/localize';
import { pageOf, paginate } from '../../lib/pagination';
import { defineRoute } from '../../lib/route';
import { createConsoleRepositories } from '../../repositories';
import type { CampaignChanges, CampaignRow, CampaignWrite } from '../../repositories/campaigns-repository';
import { queueMails } from '../../services/mail-queue';
import { contentOf, createCampaignSender } from './campaign-sender';

const owner = { role: 'owner' } as const;
const tags = ['console: campaigns'];
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
const conflict = { 409: CampaignConflictSchema };

const quoted = (row: Pick<CampaignRow, 'subject' | 'languageCode'>) =>
  `“${row.subject}” (${row.languageCode})`;

export default async function campaignsAdminRoutes(app: FastifyInstance) {
  const campaigns = app.repositories.campaigns;
  const sender = createCampaignSender(app);

  /** A 409 with the campaign as it is now. */
  const refuse = async (reply: FastifyReply, locale: Locale, key: MessageKey, row: CampaignRow) => {
    reply.code(409);
    return { message: translate(key, locale.language), current: await sender.view(row) };
  };
  const refusalOf = (write: Exclude<CampaignWrite, null>): MessageKey =>
    write.outcome === 'stale' ? 'version_conflict' : 'campaign_not_draft';

  // Sends a stopped process left half-queued are finished once the database is up.
  let closed = false;
  app.addHook('onReady', async () => {
    void app.database.availability.ready
      .then(() => (closed ? undefined : sender.resumeInterrupted()))
      .catch((error) => app.log.error({ err: error }, 'newsletter campaign: resuming a send failed'));
  });
  app.addHook('onClose', async () => {
    closed = true;
  });

  defineRoute(app, {
    method: 'GET',
    url: '/campaigns/',
    summary: 'Newsletter campaigns, newest first, with status, progress and the audience of their language',
    tags,
    auth: owner,
    querystring: CampaignQuerySchema,
    response: { 200: CampaignListSchema, ...errors },
    handler: async ({ request, query, reply }) => {
      reply.header('cache-control', 'no-store');
      const page = pageOf(query);
      const { count, rows } = await campaigns.list(page);
      return paginate(request, page, { count, results: await sender.views(rows) });
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/campaigns/',
    summary: 'A new campaign draft: language, subject (one line) and body (markdown)',
    tags,
    auth: owner,
    csrf: 'token',
    status: 201,
    body: CampaignCreateSchema,
    response: { 201: CampaignSchema, ...errors },
    handler: async ({ body, request, principal }) => {
      const row = await campaigns.create(
        { languageCode: body.language, subject: body.subject, bodyMarkdown: body.body_markdown },
        principal?.userId ?? null,
      );
      await app.audit(request, {
        action: 'campaign.create',
        entity: 'newsletter_campaign',
        entityId: row.id,
        summary: `Newsletter draft ${quoted(row)} created`,
      });
      return sender.view(row);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/campaigns/:id/',
    summary: 'One campaign with its progress: queued, sent, failed and waiting (no mail server) mails',
    tags,
    auth: owner,
    params: CampaignParamsSchema,
    response: { 200: CampaignSchema, ...errors },
    handler: async ({ params, reply }) => {
      reply.header('cache-control', 'no-store');
      return sender.view(found(await campaigns.get(params.id)));
    },
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/campaigns/:id/',
    summary: 'Change a draft from `version`; an older version or a campaign no longer draft answers 409',
    tags,
    auth: owner,
    csrf: 'token',
    params: CampaignParamsSchema,
    body: CampaignPatchSchema,
    response: { 200: CampaignSchema, ...conflict, ...errors },
    handler: async ({ params, body, request, reply, locale }) => {
      const changes: CampaignChanges = {};
      if (body.language !== undefined) changes.languageCode = body.language;
      if (body.subject !== undefined) changes.subject = body.subject;
      if (body.body_markdown !== undefined) changes.bodyMarkdown = body.body_markdown;
      const write = found(await campaigns.update(params.id, changes, body.version));
      if (write.outcome !== 'done') return refuse(reply, locale, refusalOf(write), write.row);
      await app.audit(request, {
        action: 'campaign.update',
        entity: 'newsletter_campaign',
        entityId: params.id,
        summary: `Newsletter draft ${quoted(write.row)} changed: ${Object.keys(changes).join(', ') || 'nothing'}`,
      });
      return sender.view(write.row);
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/campaigns/:id/',
    summary: 'Delete a draft (a campaign being sent or sent stays: 409)',
    tags,
    auth: owner,
    csrf: 'token',
    status: 204,
    params: CampaignParamsSchema,
    response: { 204: z.undefined(), ...conflict, ...errors },
    handler: async ({ params, request, reply, locale }) => {
      const write = found(
        await campaigns.remove(params.id, (tx, row) =>
          app.audit(
            request,
            {
              action: 'campaign.delete',
              entity: 'newsletter_campaign',
              entityId: params.id,
              summary: `Newsletter draft ${quoted(row)} deleted`,
            },
            createConsoleRepositories(tx as unknown as Database),
          ),
        ),
      );
      if (write.outcome !== 'done') return refuse(reply, locale, refusalOf(write), write.row);
      return undefined;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/campaigns/:id/test/',
    summary:
      "Send one test of the campaign to the signed-in owner's address for the website's mail ([Test] before the subject); says whether a mail server will send it",
    tags,
    auth: owner,
    csrf: 'token',
    status: 202,
    params: CampaignParamsSchema,
    response: { 202: CampaignTestAnswerSchema, ...errors },
    handler: async ({ params, request, principal }) => {
      const row = found(await campaigns.get(params.id));
      const user = principal ? await app.repositories.adminUsers.byId(principal.userId) : undefined;
      if (!user) throw new HttpError(401, 'authentication_required');
      const recipient = user.notificationEmail ?? user.email;
      await queueMails(app.repositories.outbox, [
        {
          email: campaignTestEmail(contentOf(row), app.config.publicUrl),
          recipient,
          language: row.languageCode as LanguageCode,
        },
      ]);
      await app.audit(request, {
        action: 'campaign.test',
        entity: 'newsletter_campaign',
        entityId: row.id,
        summary: `Test of ${quoted(row)} sent to the signed-in owner`,
      });
      return { recipient, mail_server_configured: app.config.mail.smtpUrl !== null };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/campaigns/:id/send/',
    summary:
      'Send to the confirmed subscribers of its language: one mail each through the outbox (202 with ' +
      'the progress); while queueing is unfinished a repeat fills the gaps, otherwise 409',
    tags,
    auth: owner,
    csrf: 'token',
    status: 202,
    params: CampaignParamsSchema,
    response: { 202: CampaignSchema, ...conflict, ...errors },
    handler: async ({ params, request, reply, locale }) => {
      let row = found(await campaigns.get(params.id));
      if (row.status === 'draft') {
        const audience = (await campaigns.audience()).get(row.languageCode) ?? 0;
        if (audience === 0) return refuse(reply, locale, 'campaign_no_recipients', row);
        const started = await campaigns.start(row.id, new Date());
        if (started) {
          await app.audit(request, {
            action: 'campaign.send',
            entity: 'newsletter_campaign',
            entityId: row.id,
            summary: `Newsletter ${quoted(started)} sent to ${audience} confirmed subscribers`,
          });
        }
        // Started here or, a moment ago, by another request: either way, queue what is missing.
        row = started ?? found(await campaigns.get(row.id));
      } else if (row.status === 'sent' || row.queuedAt !== null) {
        return refuse(reply, locale, 'campaign_not_draft', row);
      }
      if (row.status === 'sending' && row.queuedAt === null) await sender.queueAll(row);
      return sender.view(found(await campaigns.get(row.id)));
    },
  });
}
