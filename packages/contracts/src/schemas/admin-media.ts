/**
 * The media library's payloads (issue 13 point 7, decision 046): an uploaded image as the console
 * lists and edits it, where it is used, the upload's answer and the alt-text PATCH.
 */
import { z } from 'zod';
import { ContentStatusSchema, VersionSchema } from './admin-content';
import { PaginationQuerySchema, paginated } from './common';
import { strict } from './console/fields';
import { safeText } from './primitives';
import { translations, translationsPatch } from './translations';

/** Longest alt text in one language: a sentence or two that describes the picture. */
export const MEDIA_ALT_MAX_LENGTH = 500;

/** Alt text per language, as stored: a language left out falls back like every translated text. */
export const MediaAltSchema = translations({ max: MEDIA_ALT_MAX_LENGTH });

/** `{id}` of /api/admin/media/{id}/ (anything else is a 404). */
export const MediaParamsSchema = z.object({ id: z.uuid() });

/** GET /api/admin/media/?search=&page=&page_size=: newest first; `search` matches the filename. */
export const MediaQuerySchema = PaginationQuerySchema.extend({
  search: safeText().trim().max(200, { error: 'too_long' }).optional(),
});

const Instant = z.string();

export const MediaItemSchema = z.object({
  id: z.string(),
  /** Where the site serves it: `/media/library/{id}.{extension}` (the value for image fields). */
  url: z.string(),
  /** The name it had on the uploader's computer (shown and searched, never used as a path). */
  filename: z.string(),
  /** Judged from the bytes: image/jpeg, image/png, image/webp or image/avif. */
  content_type: z.string(),
  extension: z.string(),
  /** Bytes as stored: re-encoded without metadata. */
  byte_size: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.record(z.string(), z.string()),
  /** Raised by every alt-text change; a PATCH names the version it was made from (decision 053). */
  version: z.number().int(),
  created_at: Instant,
  created_by: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type MediaItem = z.infer<typeof MediaItemSchema>;

export const MediaListSchema = paginated(MediaItemSchema);

/** A content item whose working copy or live copy mentions the image's URL. */
export const MediaUsageSchema = z.object({
  resource: z.string(),
  key: z.string(),
  /** The item's name in every language it has one. */
  label: z.record(z.string(), z.string()),
  /** Where in the document, e.g. `image`, `cover_image` or `content.de` (markdown). */
  field: z.string().optional(),
  status: ContentStatusSchema,
});
export type MediaUsage = z.infer<typeof MediaUsageSchema>;

export const MediaDetailSchema = MediaItemSchema.extend({ used_in: z.array(MediaUsageSchema) });
export type MediaDetail = z.infer<typeof MediaDetailSchema>;

/** 201: every file of the upload; one uploaded before answers the item already in the library. */
export const MediaUploadAnswerSchema = z.object({ results: z.array(MediaItemSchema) });

/** The upload's form holds files only (field `file`, repeated); any other field is refused. */
export const MediaUploadFormSchema = strict({});

/**
 * PATCH: alt text merged per language (`null` removes that language's text), from `version`: an
 * older version than the stored one is refused with 409 (decision 053).
 */
export const MediaPatchSchema = strict({
  alt: translationsPatch({ max: MEDIA_ALT_MAX_LENGTH }),
  version: VersionSchema,
});
export type MediaPatch = z.infer<typeof MediaPatchSchema>;

/** 409 of PATCH: the alt text changed since the console read it; the current state to compare. */
export const MediaConflictSchema = z.object({ message: z.string(), current: MediaDetailSchema });
export type MediaConflict = z.infer<typeof MediaConflictSchema>;

/** 409 of DELETE: the image is still used; where, so the console can link there. */
export const MediaInUseSchema = z.object({ message: z.string(), used_in: z.array(MediaUsageSchema) });
