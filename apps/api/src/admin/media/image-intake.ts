/**
 * What an uploaded file must be before it joins the media library (decision 046):
 * 1. its type judged from its bytes (file-type's signatures), never its name or the declared type:
 *    JPEG, PNG, WebP or AVIF — SVG (it can carry script) and everything else refused, an iPhone's
 *    HEIC photo with what to do instead;
 * 2. its pixel count read from the header and capped before any pixel is decoded (a small file
 *    can unpack to gigabytes), and capped again in the decoder;
 * 3. re-encoded in its own format after applying the EXIF orientation, which drops every piece of
 *    metadata (EXIF with GPS, XMP, IPTC, comments, the colour profile after conversion to sRGB);
 *    on the way, a phone's large photo is scaled to a long side of at most `maxLongSide`
 *    (decision 095; never enlarged), so the library stores what a website needs.
 * A file that fails answers a field issue naming it; nothing is decoded for a refused type.
 */
import { createHash } from 'node:crypto';
import {
  MEDIA_IMAGE_TYPE_NAMES,
  MEDIA_IMAGE_TYPES,
  type MediaExtension,
  type MediaImageType,
} from '@wegweiser/contracts/constants';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import type { FieldIssue } from '../../lib/errors';
import type { UploadedFile } from '../../lib/multipart';

export type InspectedImage = {
  filename: string;
  contentType: MediaImageType;
  extension: MediaExtension;
  data: Buffer;
};

export type CleanImage = InspectedImage & { bytes: Buffer; width: number; height: number };

/** sharp's name for each format (AVIF is HEIF with AV1 compression). */
const SHARP_FORMATS: Record<MediaImageType, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'heif',
};

/** Same format out as in: quality high enough that a second generation is not visibly worse. */
const ENCODERS: Record<MediaImageType, (image: Sharp) => Sharp> = {
  'image/jpeg': (image) => image.jpeg({ quality: 90 }),
  'image/png': (image) => image.png(),
  'image/webp': (image) => image.webp({ quality: 90 }),
  'image/avif': (image) => image.avif({ quality: 70, effort: 3 }),
};

const FILENAME_MAX = 255;

/** The name as a person reads it: no folders, no control characters, at most 255 characters. */
export function displayName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
  const clean = base.replace(/[\u0000-\u001f\u007f-\u009f]/g, '').trim();
  return clean.slice(0, FILENAME_MAX) || 'image';
}

export const sha256Of = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** XML that starts (after a byte-order mark, spaces and comments) like an SVG document. */
function looksLikeSvg(data: Buffer, filename: string): boolean {
  if (/\.svgz?$/i.test(filename)) return true;
  const head = data
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  return /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE\s+svg[^>]*>\s*)?<svg[\s>]/i.test(head);
}

/** HEIC/HEIF stills (an iPhone's photos): no browser shows them; AVIF, a HEIF too, is sniffed apart. */
const HEIC_TYPES = new Set(['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence']);

/** Why a file is refused: SVG (it can carry code), an iPhone photo (with what to do), or any other type. */
function refusal(sniffed: string | undefined, data: Buffer, filename: string): FieldIssue['key'] {
  if (looksLikeSvg(data, filename)) return 'media_svg_not_allowed';
  if ((sniffed && HEIC_TYPES.has(sniffed)) || (!sniffed && /\.hei[cf]$/i.test(filename)))
    return 'media_heic_not_allowed';
  return 'media_type_not_allowed';
}

const issue = (path: string, key: FieldIssue['key'], params: FieldIssue['params']): FieldIssue => ({
  path,
  key,
  params,
});

/**
 * The file's type from its bytes and its size from its header; a field issue (at `path`) when it
 * is not an image the library takes. Only the header is parsed here.
 */
export async function inspect(
  file: UploadedFile,
  path: string,
  maxPixels: number,
): Promise<InspectedImage | FieldIssue> {
  const filename = displayName(file.filename);
  const refused = { filename, types: MEDIA_IMAGE_TYPE_NAMES };
  const sniffed = await fileTypeFromBuffer(file.data).catch(() => undefined);
  const contentType = sniffed?.mime as MediaImageType | undefined;
  if (!contentType || !Object.hasOwn(MEDIA_IMAGE_TYPES, contentType)) {
    return issue(path, refusal(sniffed?.mime, file.data, filename), refused);
  }
  // The header only: no limit here, so the count can be judged (and named) before decoding.
  const meta = await sharp(file.data, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!meta?.width || !meta.height || meta.format !== SHARP_FORMATS[contentType]) {
    return issue(path, 'media_unreadable', { filename });
  }
  const pixels = meta.width * meta.height;
  if (pixels > maxPixels) {
    return issue(path, 'media_too_many_pixels', {
      filename,
      megapixels: (pixels / 1_000_000).toFixed(1),
      maximum: Math.floor(maxPixels / 1_000_000),
    });
  }
  return {
    filename,
    contentType,
    extension: MEDIA_IMAGE_TYPES[contentType],
    data: file.data,
  };
}

export type CleanLimits = {
  /** The decoder's pixel cap (the header was judged against it already). */
  maxPixels: number;
  /** The longest side stored: a larger image is scaled down to it, keeping its aspect ratio. */
  maxLongSide: number;
};

/**
 * Decodes (within the pixel cap), turns the image upright by its EXIF orientation, scales it down
 * to fit `maxLongSide` on both sides (never up) and encodes it again in the same format without
 * any metadata. The width, height and bytes are the stored ones. A file whose pixels cannot be
 * decoded answers a field issue.
 */
export async function clean(
  image: InspectedImage,
  path: string,
  limits: CleanLimits,
): Promise<CleanImage | FieldIssue> {
  try {
    // Upright first (sharp applies operations in the order called), so the box fits the image
    // as it is seen; a square box makes the long side the one scaled either way.
    const decoder = sharp(image.data, { limitInputPixels: limits.maxPixels, failOn: 'error' })
      .rotate()
      .resize({
        width: limits.maxLongSide,
        height: limits.maxLongSide,
        fit: 'inside',
        withoutEnlargement: true,
      });
    const { data, info } = await ENCODERS[image.contentType](decoder).toBuffer({ resolveWithObject: true });
    return { ...image, bytes: data, width: info.width, height: info.height };
  } catch {
    return issue(path, 'media_unreadable', { filename: image.filename });
  }
}

export const isIssue = (value: object): value is FieldIssue => 'key' in value && 'path' in value;
