/**
 * The console's content routes, the same set for every resource (decision 044):
 *   GET    /{resource}/                      list (live and draft-only items); ?include=document adds each
 *                                            item's working and live copy (one request for a whole screen)
 *   POST   /{resource}/                      create (a draft)
 *   GET    /{resource}/{key}/                working copy, live copy, version, status
 *   PATCH  /{resource}/{key}/                save a draft (per-language merge; stale version → 409)
 *   DELETE /{resource}/{key}/                delete (kept as a revision)
 *   POST   /{resource}/{key}/publish/        make the draft live
 *   POST   /{resource}/{key}/discard/        throw the draft away (a never-published item is deleted)
 *   GET    /{resource}/{key}/revisions/      what each publish made live
 *   GET    /{resource}/{key}/revisions/{n}/  one revision with the one before it (for a diff)
 *   POST   /{resource}/{key}/revisions/{n}/restore/
 */
import {
  ApiErrorSchema,
  ContentListQuerySchema,
  ContentListSchema,
  contentConflictSchema,
  contentItemSchema,
  contentListWithDocumentsSchema,
  LanguageCodeSchema,
  PREVIEW_LINK_HOURS,
  PreviewAnswerSchema,
  PreviewLinkListQuerySchema,
  PreviewLinkListSchema,
  PreviewRequestSchema,
  PublishRequestSchema,
  patchOf,
  RevisionListSchema,
  revisionSchema,
  TranslationOverviewSchema,
  TranslationReportSchema,
} from '@wegweiser/contracts';
import type { AuditContentVerb } from '@wegweiser/contracts/admin-auth';
import { translate } from '@wegweiser/contracts/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { allows, type Principal, requirePrincipal } from '../../lib/auth';
import { notFound } from '../../lib/errors';
import { defineRoute } from '../../lib/route';
import { createContentDraftsRepository } from '../../repositories/content-drafts-repository';
import { createCopiedTextsRepository } from '../../repositories/copied-texts-repository';
import type { ContentResource } from '../../repositories/resources/resource';
import { siteOrigin } from '../context';
import {
  ContentConflict,
  type ContentItem,
  type ContentService,
  createContentService,
} from './content-service';
import { previewLinkAnswer } from './preview';
import { publicDataOf } from './public-data';
import { translationReport } from './translation-report';

const KeyParams = z.object({
  key: z
    .string()
    .min(1)
    .max(160)
    .regex(/^[a-z0-9_-]+$/),
});
const RevisionParams = KeyParams.extend({ version: z.coerce.number().int().min(0).max(2_147_483_647) });

export type ContentRoutesOptions = { resources: readonly ContentResource[] };

export default async function contentAdminRoutes(app: FastifyInstance, options: ContentRoutesOptions) {
  const drafts = createContentDraftsRepository(app.database.db);
  const copies = createCopiedTextsRepository(app.database.db);
  const services = options.resources.map((resource) => registerResource(app, resource, drafts, copies));
  app.contentServices.push(...services);
  registerTranslationReport(app, services);
  registerPreviewLinks(app);
}

/**
 * Preview links (decision 081): made for one item and one page, listed while they work, ended at
 * once. Only the answer to POST carries the token; a list never does.
 */
function registerPreviewLinks(app: FastifyInstance) {
  const tags = ['admin: content'];
  const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

  defineRoute(app, {
    method: 'POST',
    url: '/preview/',
    summary: `A link, valid ${PREVIEW_LINK_HOURS} h, showing a page with one item's draft published`,
    tags,
    auth: 'session',
    csrf: 'token',
    body: PreviewRequestSchema,
    status: 201,
    response: { 201: PreviewAnswerSchema, ...errors },
    handler: async ({ body, principal, request }) => {
      const { token, link } = await app.preview.create(requirePrincipal(principal), body);
      const url = new URL(link.path, siteOrigin(app.config, request));
      if (link.language) url.searchParams.set('lang', link.language);
      url.searchParams.set('preview', token);
      await app.audit(request, {
        action: 'preview.create',
        entity: 'preview',
        entityId: link.id,
        summary: `Preview link for ${link.path}${link.language ? ` (${link.language})` : ''}`,
      });
      return { ...previewLinkAnswer(link), url: url.toString() };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/preview/',
    summary: 'The preview links that still work (an editor sees her own), of one item if asked',
    tags,
    auth: 'session',
    querystring: PreviewLinkListQuerySchema,
    response: { 200: PreviewLinkListSchema, ...errors },
    handler: async ({ query, principal }) => ({
      results: (await app.preview.list(requirePrincipal(principal), query)).map(previewLinkAnswer),
    }),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/preview/:id/',
    summary: 'Ends a preview link at once',
    tags,
    auth: 'session',
    csrf: 'token',
    params: z.object({ id: z.uuid() }),
    status: 204,
    response: { 204: z.undefined(), ...errors },
    handler: async ({ params, principal, request }) => {
      const ended = await app.preview.revoke(requirePrincipal(principal), params.id);
      await app.audit(request, {
        action: 'preview.revoke',
        entity: 'preview',
        entityId: ended.id,
        summary: `Ended the preview link for ${ended.path}`,
      });
      return undefined;
    },
  });
}

/** The translation report over the resources the signed-in user may edit. */
function registerTranslationReport(app: FastifyInstance, services: ContentService[]) {
  const visible = (principal: Principal | undefined) =>
    services.filter((service) => principal && allows(principal, { role: service.resource.role }));
  const tags = ['admin: content'];
  const errors = { 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

  defineRoute(app, {
    method: 'GET',
    url: '/translations/',
    summary: 'How complete each active language is',
    tags,
    auth: 'session',
    response: { 200: TranslationOverviewSchema, ...errors },
    handler: async ({ principal }) => {
      const languages = await app.languages.active();
      const reports = await Promise.all(
        languages.map((language) => translationReport(visible(principal), language.code)),
      );
      return { results: reports.map(({ missing: _, ...summary }) => summary) };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/translations/:language/',
    summary: 'Every text missing in one language, with where to fix it',
    tags,
    auth: 'session',
    params: z.object({ language: LanguageCodeSchema }),
    response: { 200: TranslationReportSchema, ...errors },
    handler: async ({ params, principal }) => translationReport(visible(principal), params.language),
  });
}

function registerResource(
  app: FastifyInstance,
  resource: ContentResource,
  drafts: ReturnType<typeof createContentDraftsRepository>,
  copies: ReturnType<typeof createCopiedTextsRepository>,
): ContentService {
  const service = createContentService({
    db: app.database.db,
    drafts,
    copies,
    resource,
    // The site's markdown is stored before the change is announced: the processes that hear of
    // it read the stored HTML again (decision 122).
    onPublished: async () => {
      await app.storedMarkdown.store().catch((error: unknown) => {
        app.log.warn({ err: error }, 'rendered markdown: not stored; pages render it');
      });
      app.contentChanged(publicDataOf(resource.name));
    },
  });
  const base = `/${resource.name}/`;
  // Every console user edits content; owner resources need the owner (editor ⊂ session).
  const auth = resource.role === 'owner' ? ({ role: 'owner' } as const) : 'session';
  const tags = ['admin: content'];
  const Item = contentItemSchema(resource.create);
  // With documents first: a row without them fails it and is answered as the plain list.
  const List = contentListWithDocumentsSchema(resource.create).or(ContentListSchema);
  const Conflict = contentConflictSchema(resource.create);
  const Patch = patchOf(
    resource.create.omit(Object.fromEntries(resource.fixed.map((field) => [field, true])) as never),
  );
  const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
  const userOf = (principal: { userId: string } | undefined) => principal?.userId ?? null;

  /** A stale version: 409 with the current state, so the console can show both. */
  const conflicts = async (reply: FastifyReply, language: string, action: () => Promise<unknown>) => {
    try {
      return await action();
    } catch (error) {
      if (!(error instanceof ContentConflict)) throw error;
      reply.code(409);
      return {
        message: translate('version_conflict', language as never),
        current: await answer(error.current),
      };
    }
  };
  const author = (id: string | null, names: Map<string, string>) =>
    id === null ? null : { id, name: names.get(id) ?? '' };
  const answer = async (item: ContentItem) => ({
    ...item,
    updated_by: author(item.updated_by, await drafts.authors([item.updated_by])),
    copied: await service.copiedIn(item),
  });
  /** One line in the audit log for each write (decision 042). */
  const audit = (request: FastifyRequest, verb: AuditContentVerb, key: string, summary: string) =>
    app.audit(request, { action: `${resource.name}.${verb}`, entity: resource.name, entityId: key, summary });
  const fieldsOf = (body: object) =>
    Object.keys(body)
      .filter((field) => field !== 'version' && field !== 'copied')
      .join(', ') || 'no field';

  defineRoute(app, {
    method: 'GET',
    url: base,
    summary: `List ${resource.name} (with ?include=document: each item's working and live copy too)`,
    tags,
    auth,
    querystring: ContentListQuerySchema,
    response: { 200: List, ...errors },
    handler: async ({ query }) => {
      if (query.include !== 'document') {
        const results = await service.list();
        return { count: results.length, results };
      }
      const items = await service.items();
      const names = await drafts.authors(items.map((item) => item.updated_by));
      const results = items.map((item) => ({
        ...service.row(item),
        document: item.document,
        published: item.published,
        updated_by: author(item.updated_by, names),
      }));
      return { count: results.length, results };
    },
  });

  if (resource.collection) {
    defineRoute(app, {
      method: 'POST',
      url: base,
      summary: `Create a ${resource.name} item (a draft until published)`,
      tags,
      auth,
      csrf: 'token',
      body: resource.create,
      status: 201,
      response: { 201: Item, ...errors },
      handler: async ({ body, principal, request }) => {
        const item = await service.create(body, userOf(principal));
        await audit(request, 'create', item.key, resource.live ? 'Created' : 'Created as a draft');
        return answer(item);
      },
    });

    defineRoute(app, {
      method: 'DELETE',
      url: `${base}:key/`,
      summary: `Delete a ${resource.name} item (kept as a revision)`,
      tags,
      auth,
      csrf: 'token',
      params: KeyParams,
      status: 204,
      response: { 204: z.undefined(), ...errors },
      handler: async ({ params, principal, request }) => {
        await service.remove(params.key, userOf(principal));
        await audit(request, 'delete', params.key, 'Deleted (kept as a revision)');
        return undefined;
      },
    });
  }

  defineRoute(app, {
    method: 'GET',
    url: `${base}:key/`,
    summary: `One ${resource.name} item: working copy, live copy, version`,
    tags,
    auth,
    params: KeyParams,
    response: { 200: Item, ...errors },
    handler: async ({ params }) => answer(await service.get(params.key)),
  });

  defineRoute(app, {
    method: 'PATCH',
    url: `${base}:key/`,
    summary: `Save a draft of a ${resource.name} item`,
    tags,
    auth,
    csrf: 'token',
    params: KeyParams,
    body: Patch,
    response: { 200: Item, 409: Conflict, ...errors },
    handler: async ({ params, body, principal, reply, locale, request }) =>
      conflicts(reply, locale.language, async () => {
        const item = await service.patch(params.key, body as never, userOf(principal));
        const what = resource.live ? 'Saved' : 'Draft saved';
        await audit(request, 'update', params.key, `${what}: ${fieldsOf(body)}`);
        return answer(item);
      }),
  });

  // A live resource is written when saved: nothing waits to be published.
  if (!resource.live) {
    defineRoute(app, {
      method: 'POST',
      url: `${base}:key/publish/`,
      summary: `Publish a ${resource.name} item's draft`,
      tags,
      auth,
      csrf: 'token',
      params: KeyParams,
      body: PublishRequestSchema,
      response: { 200: Item, 409: Conflict.or(ApiErrorSchema), ...errors },
      handler: async ({ params, body, principal, reply, locale, request }) =>
        conflicts(reply, locale.language, async () => {
          const item = await service.publish(params.key, body.version, userOf(principal));
          await audit(request, 'publish', item.key, `Published version ${item.version}`);
          return answer(item);
        }),
    });

    defineRoute(app, {
      method: 'POST',
      url: `${base}:key/discard/`,
      summary: `Throw away a ${resource.name} item's draft (an item never published is deleted with it)`,
      tags,
      auth,
      csrf: 'token',
      params: KeyParams,
      body: PublishRequestSchema,
      status: 204,
      response: { 204: z.undefined(), 409: Conflict, ...errors },
      handler: async ({ params, body, reply, locale, request }) =>
        conflicts(reply, locale.language, async () => {
          const { deleted } = await service.discard(params.key, body.version);
          const summary = deleted
            ? 'New item discarded (never published, nothing kept)'
            : 'Draft thrown away';
          await audit(request, 'discard', params.key, summary);
          return undefined;
        }),
    });
  }

  defineRoute(app, {
    method: 'GET',
    url: `${base}:key/revisions/`,
    summary: `What each publish of a ${resource.name} item made live`,
    tags,
    auth,
    params: KeyParams,
    response: { 200: RevisionListSchema, ...errors },
    handler: async ({ params }) => {
      const revisions = await service.revisions(params.key);
      const names = await drafts.authors(revisions.map((revision) => revision.publishedBy));
      return {
        results: revisions.map((revision) => ({
          version: revision.version,
          published_at: revision.publishedAt.toISOString(),
          published_by: author(revision.publishedBy, names),
          deleted: revision.data === null,
          live: revision.live,
        })),
      };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${base}:key/revisions/:version/`,
    summary: `One revision of a ${resource.name} item, with the one before it`,
    tags,
    auth,
    params: RevisionParams,
    response: { 200: revisionSchema(resource.create), ...errors },
    handler: async ({ params }) => {
      const revisions = await service.revisions(params.key);
      const index = revisions.findIndex((revision) => revision.version === params.version);
      const revision = revisions[index];
      if (!revision) throw notFound();
      return {
        version: revision.version,
        published_at: revision.publishedAt.toISOString(),
        published_by: author(revision.publishedBy, await drafts.authors([revision.publishedBy])),
        deleted: revision.data === null,
        live: revision.live,
        document: revision.data,
        previous: revisions[index + 1]?.data ?? null,
      };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${base}:key/revisions/:version/restore/`,
    summary: resource.live
      ? `Write a revision of a ${resource.name} item again`
      : `Make a revision of a ${resource.name} item the draft again (published only when asked)`,
    tags,
    auth,
    csrf: 'token',
    params: RevisionParams,
    body: PublishRequestSchema,
    response: { 200: Item, 201: Item, 409: Conflict, ...errors },
    handler: async ({ params, body, principal, reply, locale, request }) =>
      conflicts(reply, locale.language, async () => {
        const item = await service.restore(params.key, params.version, body.version, userOf(principal));
        if (item.key !== params.key) reply.code(201);
        await audit(
          request,
          'restore',
          item.key,
          resource.live
            ? `Restored version ${params.version}`
            : `Restored version ${params.version} as a draft`,
        );
        return answer(item);
      }),
  });

  return service;
}
