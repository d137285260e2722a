/**
 * The media library under /api/admin/media/ (issue 13 point 7, decision 046), for every console
 * user (editors too):
 *   POST   /media/        upload up to MEDIA_UPLOAD_LIMITS.maxFiles images (multipart, field `file`)
 *   GET    /media/        newest first, paginated, `search` in the filename
 *   GET    /media/{id}/   one image with where it is used
 *   PATCH  /media/{id}/   alt text per language (merged; `null` removes a language; stale version → 409)
 *   DELETE /media/{id}/   refused (409, with the places) while the image is used
 */
import multipart from '@fastify/multipart';
import {
  ApiErrorSchema,
  MediaConflictSchema,
  MediaDetailSchema,
  MediaInUseSchema,
  MediaListSchema,
  MediaParamsSchema,
  MediaPatchSchema,
  MediaQuerySchema,
  MediaUploadAnswerSchema,
  MediaUploadFormSchema,
} from '@wegweiser/contracts';
import { MEDIA_IMAGE_TYPES } from '@wegweiser/contracts/constants';
import { translate } from '@wegweiser/contracts/messages';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MEDIA_LONG_SIDE_MAX, MEDIA_UPLOAD_LIMITS } from '../../config';
import type { UploadRules } from '../../lib/multipart';
import { pageOf, paginate } from '../../lib/pagination';
import { defineRoute } from '../../lib/route';
import { createContentDraftsRepository } from '../../repositories/content-drafts-repository';
import { createCopiedTextsRepository } from '../../repositories/copied-texts-repository';
import type { ContentResource } from '../../repositories/resources/resource';
import { createContentService } from '../content/content-service';
import { publicDataOf } from '../content/public-data';
import { createMediaLibrary, MediaConflict, MediaInUse } from './media-library';

const UPLOAD: UploadRules = {
  field: 'file',
  maxFiles: MEDIA_UPLOAD_LIMITS.maxFiles,
  maxFileBytes: MEDIA_UPLOAD_LIMITS.maxFileBytes,
  // Ten files of 25 MB would be 250 MB in memory at once (decision 095).
  maxRequestBytes: MEDIA_UPLOAD_LIMITS.maxRequestBytes,
  types: Object.keys(MEDIA_IMAGE_TYPES),
  typeFrom: 'content',
};

export type MediaRoutesOptions = { resources: readonly ContentResource[] };

export default async function mediaRoutes(app: FastifyInstance, options: MediaRoutesOptions) {
  await app.register(multipart);
  const db = app.database.db;
  const drafts = createContentDraftsRepository(db);
  const copies = createCopiedTextsRepository(db);
  const library = createMediaLibrary({
    repository: app.repositories.media,
    services: options.resources.map((resource) =>
      createContentService({
        db,
        drafts,
        copies,
        resource,
        onPublished: () => app.contentChanged(publicDataOf(resource.name)),
      }),
    ),
    limits: { maxPixels: MEDIA_UPLOAD_LIMITS.maxPixels, maxLongSide: MEDIA_LONG_SIDE_MAX },
    field: UPLOAD.field,
  });
  const tags = ['admin: media'];
  const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

  defineRoute(app, {
    method: 'POST',
    url: '/media/',
    summary:
      'Upload images (JPEG, PNG, WebP, AVIF, judged from the bytes; re-encoded without metadata, ' +
      `scaled down to ${MEDIA_LONG_SIDE_MAX} px on the long side). ` +
      'A file uploaded before answers the stored item',
    tags,
    auth: 'session',
    csrf: 'token',
    multipart: UPLOAD,
    body: MediaUploadFormSchema,
    status: 201,
    response: {
      201: MediaUploadAnswerSchema,
      413: ApiErrorSchema,
      415: ApiErrorSchema,
      // The disk under the database is full (decision 068): nothing of the upload stored.
      507: ApiErrorSchema,
      ...errors,
    },
    handler: async ({ files, principal, request }) => {
      const uploaded = await library.upload(files, principal?.userId ?? null);
      for (const { item, created } of uploaded) {
        await app.audit(request, {
          action: 'media.upload',
          entity: 'media',
          entityId: item.id,
          summary: created
            ? `Uploaded ${item.filename} (${item.content_type}, ${item.width}×${item.height}, ${item.byte_size} bytes)`
            : `Uploaded ${item.filename} again: the library has it already`,
        });
      }
      return { results: uploaded.map(({ item }) => item) };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/media/',
    summary: 'The library, newest first, paginated; `search` finds filenames',
    tags,
    auth: 'session',
    querystring: MediaQuerySchema,
    response: { 200: MediaListSchema, ...errors },
    handler: async ({ query, request, reply }) => {
      reply.header('cache-control', 'no-store');
      const page = pageOf(query);
      return paginate(request, page, await library.page(page, query.search || undefined));
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/media/:id/',
    summary: 'One image, with every content item (live or draft) that uses it',
    tags,
    auth: 'session',
    params: MediaParamsSchema,
    response: { 200: MediaDetailSchema, ...errors },
    handler: async ({ params, reply }) => {
      reply.header('cache-control', 'no-store');
      return library.detail(params.id);
    },
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/media/:id/',
    summary:
      'Change the alt text: merged per language, null removes a language; ' +
      'made from an older version, refused with 409 and the current state',
    tags,
    auth: 'session',
    csrf: 'token',
    params: MediaParamsSchema,
    body: MediaPatchSchema,
    response: { 200: MediaDetailSchema, 409: MediaConflictSchema, ...errors },
    handler: async ({ params, body, request, reply, locale }) => {
      let detail: Awaited<ReturnType<typeof library.patch>>;
      try {
        detail = await library.patch(params.id, body);
      } catch (error) {
        if (!(error instanceof MediaConflict)) throw error;
        reply.code(409);
        return { message: translate('version_conflict', locale.language), current: error.current };
      }
      await app.audit(request, {
        action: 'media.update',
        entity: 'media',
        entityId: params.id,
        summary: `Alt text changed: ${Object.keys(body.alt).join(', ') || 'no language'}`,
      });
      // The site's answers carry the alt text (decision 053): cached ones are stale now.
      app.contentChanged();
      return detail;
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/media/:id/',
    summary: 'Delete an image; refused with 409 and the places while anything uses it',
    tags,
    auth: 'session',
    csrf: 'token',
    params: MediaParamsSchema,
    status: 204,
    response: { 204: z.undefined(), 409: MediaInUseSchema, ...errors },
    handler: async ({ params, request, reply, locale }) => {
      try {
        const removed = await library.remove(params.id);
        await app.audit(request, {
          action: 'media.delete',
          entity: 'media',
          entityId: params.id,
          summary: `Deleted ${removed.filename}`,
        });
      } catch (error) {
        if (!(error instanceof MediaInUse)) throw error;
        reply.code(409);
        return { message: translate('media_in_use', locale.language), used_in: error.usages };
      }
      // Every process stops serving it (the server re-checks its materialised files).
      app.contentChanged();
      return undefined;
    },
  });
}
