/**
 * The media library's rules (issue 13 point 7, decision 046): uploads judged and cleaned file by
 * file and stored all together or not at all, the same file stored once, alt text merged per
 * language, and no delete while an image is used anywhere.
 */
import {
  MediaAltSchema,
  type MediaDetail,
  type MediaItem,
  type MediaPatch,
  type MediaUsage,
} from '@wegweiser/contracts';
import { mediaLibraryUrl } from '@wegweiser/contracts/constants';
import { z } from 'zod';
import type { Translations } from '../../db/schema';
import { type FieldIssue, notFound, ValidationError } from '../../lib/errors';
import type { UploadedFile } from '../../lib/multipart';
import { parseInput } from '../../lib/validation';
import type { MediaRepository, MediaRow } from '../../repositories/media-repository';
import type { ContentService } from '../content/content-service';
import { applyPatch } from '../content/merge';
import { type CleanImage, clean, type InspectedImage, inspect, isIssue, sha256Of } from './image-intake';
import { whereUsed } from './where-used';

export type MediaLimits = {
  maxPixels: number;
  /** The longest side stored; larger uploads are scaled down to it (decision 095). */
  maxLongSide: number;
};

/** An upload's outcome per file: stored now, or found stored already. */
export type Uploaded = { item: MediaItem; created: boolean };

/** The image is used somewhere: DELETE answers 409 with the places. */
export class MediaInUse extends Error {
  constructor(readonly usages: MediaUsage[]) {
    super('media_in_use');
    this.name = 'MediaInUse';
  }
}

/** The alt text changed since the console read it (decision 053): 409 with the current state. */
export class MediaConflict extends Error {
  constructor(readonly current: MediaDetail) {
    super('version_conflict');
    this.name = 'MediaConflict';
  }
}

const AltDocument = z.object({ alt: MediaAltSchema });

export function toMediaItem(row: MediaRow): MediaItem {
  return {
    id: row.id,
    url: mediaLibraryUrl(row.id, row.extension),
    filename: row.filename,
    content_type: row.contentType,
    extension: row.extension,
    byte_size: row.byteSize,
    width: row.width,
    height: row.height,
    alt: row.alt as Record<string, string>,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    created_by: row.createdBy ? { id: row.createdBy, name: row.createdByName ?? '' } : null,
  };
}

export function createMediaLibrary(options: {
  repository: MediaRepository;
  /** The content services whose working copies may use an image. */
  services: readonly ContentService[];
  limits: MediaLimits;
  /** The form field the files come in (field errors are `{field}.{index}`). */
  field: string;
}) {
  const { repository, services, limits, field } = options;

  /**
   * Judges every file before anything is decoded or stored; any refusal refuses the whole upload
   * with a field error per file. A file stored before is not processed again.
   */
  async function upload(files: readonly UploadedFile[], userId: string | null): Promise<Uploaded[]> {
    if (files.length === 0)
      throw new ValidationError([{ path: field, key: 'media_file_required', params: {} }]);
    const hashes = files.map((file) => sha256Of(file.data));
    const issues: FieldIssue[] = [];
    const stored = new Map<string, MediaRow>();
    const fresh = new Map<string, { image: InspectedImage; index: number }>();
    for (const [index, file] of files.entries()) {
      const sha256 = hashes[index] as string;
      if (stored.has(sha256) || fresh.has(sha256)) continue;
      const existing = await repository.bySha256(sha256);
      if (existing) {
        stored.set(sha256, existing);
        continue;
      }
      const inspected = await inspect(file, `${field}.${index}`, limits.maxPixels);
      if (isIssue(inspected)) issues.push(inspected);
      else fresh.set(sha256, { image: inspected, index });
    }
    if (issues.length > 0) throw new ValidationError(issues);

    // One at a time: decoding and encoding use every core already.
    const cleaned: (CleanImage & { sha256: string })[] = [];
    for (const [sha256, { image, index }] of fresh) {
      const result = await clean(image, `${field}.${index}`, limits);
      if (isIssue(result)) issues.push(result);
      else cleaned.push({ ...result, sha256 });
    }
    if (issues.length > 0) throw new ValidationError(issues);

    const created = await repository.insertAll(
      cleaned.map((image) => ({
        filename: image.filename,
        contentType: image.contentType,
        extension: image.extension,
        bytes: image.bytes,
        byteSize: image.bytes.length,
        width: image.width,
        height: image.height,
        sha256: image.sha256,
        createdBy: userId,
      })),
    );
    const createdIds = new Set<string>();
    for (const { row, inserted } of created) {
      // A concurrent upload of the same file may have stored it first: then it is not ours.
      if (inserted) createdIds.add(row.id);
      stored.set(row.sha256, row);
    }
    return hashes.map((sha256) => {
      const row = stored.get(sha256) as MediaRow;
      return { item: toMediaItem(row), created: createdIds.has(row.id) };
    });
  }

  async function detail(id: string): Promise<MediaDetail> {
    const row = await repository.get(id);
    if (!row) throw notFound();
    return { ...toMediaItem(row), used_in: await whereUsed(services, id) };
  }

  return {
    upload,
    detail,

    async page(page: { page: number; pageSize: number }, search?: string) {
      const { count, results } = await repository.page(page, search);
      return { count, results: results.map(toMediaItem) };
    },

    /**
     * Alt text merged per language (`null` removes one), judged as a whole like content; made from
     * an older version than the stored one, it is refused with the current state.
     */
    async patch(id: string, { version, ...patch }: MediaPatch): Promise<MediaDetail> {
      const row = await repository.get(id);
      if (!row) throw notFound();
      if (row.version !== version) throw new MediaConflict(await detail(id));
      const merged = applyPatch({ alt: row.alt }, patch, AltDocument);
      const { alt } = parseInput(AltDocument, merged);
      // Another change between the read and the write: the version moved on (or the row is gone).
      if (!(await repository.setAlt(id, alt as Translations, version))) {
        throw new MediaConflict(await detail(id));
      }
      return detail(id);
    },

    /** Deletes an image nothing uses; answers what the image was. */
    async remove(id: string): Promise<MediaItem> {
      const row = await repository.get(id);
      if (!row) throw notFound();
      const usages = await whereUsed(services, id);
      if (usages.length > 0) throw new MediaInUse(usages);
      if (!(await repository.remove(id))) throw notFound();
      return toMediaItem(row);
    },
  };
}

export type MediaLibrary = ReturnType<typeof createMediaLibrary>;
