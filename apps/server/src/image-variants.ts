/**
 * Responsive image variants (issue 4, point 3; decision 012): GET
 * `/media/img/{width}/{path under /media/}.{avif|webp}` answers the raster file at
 * `/media/{path}` resized to one of the allowed widths (never larger than the original) in the
 * requested format; `/media/library/…` sources are materialised from the database first. Each variant is made once and kept on disk; concurrent requests for the same
 * variant share one generation. The URL carries no content hash, so the answer is cached for a day
 * and revalidated by its ETag, which changes when the source file changes.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, unlink } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import {
  IMAGE_VARIANT_FORMATS,
  IMAGE_VARIANT_PREFIX,
  IMAGE_VARIANT_WIDTHS,
  type ImageVariantFormat,
  RASTER_IMAGE_EXTENSIONS,
} from '@wegweiser/contracts/constants';
import type { FastifyInstance } from 'fastify';
import sharp, { type Sharp } from 'sharp';

type Materialize = (path: string) => Promise<string | null>;

export type ImageVariantsOptions = {
  /** Media folders by their first URL segment under /media/ (e.g. `seed` → the seed media). */
  roots: Record<string, string>;
  /**
   * Roots whose files are not in a folder but made on demand (e.g. `library` → the media library's
   * images from the database, decision 046): given the path under the root, the local file, or
   * null when there is none.
   */
  materialize?: Record<string, Materialize>;
  /** Where made variants are kept (DATA_DIR/image-cache). */
  cacheDir: string;
};

const CONTENT_TYPES: Record<ImageVariantFormat, string> = { avif: 'image/avif', webp: 'image/webp' };
const ENCODERS: Record<ImageVariantFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 4 }),
  webp: (image) => image.webp({ quality: 75 }),
};
const WIDTHS = new Set<number>(IMAGE_VARIANT_WIDTHS);
const FORMATS = new Set<string>(IMAGE_VARIANT_FORMATS);
const RASTER = new Set<string>(RASTER_IMAGE_EXTENSIONS);
/** A path segment of letters, digits, `_`, `-` and inner dots: no `..`, no hidden files, no escapes. */
const SEGMENT = /^[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*$/;
const MAX_AGE = 'public, max-age=86400';

type Variant = { file: string; etag: string; format: ImageVariantFormat };
type Outcome = { status: 400 | 404 } | { status: 200; variant: Variant };

export async function imageVariants(app: FastifyInstance, options: ImageVariantsOptions) {
  const pending = new Map<string, Promise<void>>();
  await mkdir(options.cacheDir, { recursive: true });

  /** The variant's file, made if missing; one generation per file at a time. */
  const ensure = async (source: string, file: string, width: number, format: ImageVariantFormat) => {
    if (await exists(file)) return;
    let job = pending.get(file);
    if (!job) {
      job = generate(source, file, width, format).finally(() => pending.delete(file));
      pending.set(file, job);
    }
    await job;
  };

  /** The local file of a path under a root, or null (unknown root, outside it, not stored). */
  const sourceFile = async (rootName: string, inside: string[]): Promise<string | null> => {
    if (inside.length === 0) return null;
    // Own keys only: `constructor` or `__proto__` name no root.
    const materialize = options.materialize ?? {};
    if (Object.hasOwn(materialize, rootName)) return (materialize[rootName] as Materialize)(inside.join('/'));
    if (!Object.hasOwn(options.roots, rootName)) return null;
    const root = options.roots[rootName] as string;
    const source = resolve(root, ...inside);
    const inRoot = relative(root, source);
    return inRoot.startsWith('..') || inRoot.startsWith(sep) ? null : source;
  };

  const resolveVariant = async (widthParam: string, rest: string): Promise<Outcome> => {
    const width = Number(widthParam);
    if (!/^\d+$/.test(widthParam) || !WIDTHS.has(width)) return { status: 400 };
    const formatAt = rest.lastIndexOf('.');
    const format = rest.slice(formatAt + 1);
    if (formatAt < 0 || !FORMATS.has(format)) return { status: 400 };
    const sourcePath = rest.slice(0, formatAt);
    const segments = sourcePath.split('/');
    const [rootName, ...inside] = segments;
    const extension = sourcePath.slice(sourcePath.lastIndexOf('.') + 1).toLowerCase();
    if (!segments.every((segment) => SEGMENT.test(segment)) || !RASTER.has(extension)) {
      return { status: 400 };
    }
    const source = rootName ? await sourceFile(rootName, inside) : null;
    if (!source) return { status: 404 };
    const info = await stat(source).catch(() => null);
    if (!info?.isFile()) return { status: 404 };

    const version = createHash('sha256')
      .update(`${rootName}/${inside.join('/')}\0${info.size}\0${info.mtimeMs}`)
      .digest('hex')
      .slice(0, 32);
    const file = join(options.cacheDir, `${version}-${width}.${format}`);
    const typed = format as ImageVariantFormat;
    await ensure(source, file, width, typed);
    return { status: 200, variant: { file, etag: `"${version}-${width}-${format}"`, format: typed } };
  };

  app.get<{ Params: { width: string; '*': string } }>(
    `${IMAGE_VARIANT_PREFIX}:width/*`,
    async (request, reply) => {
      const outcome = await resolveVariant(request.params.width, request.params['*']);
      if (outcome.status !== 200) {
        const error = outcome.status === 400 ? 'Bad Request' : 'Not Found';
        return reply.code(outcome.status).send({ statusCode: outcome.status, error, message: error });
      }
      const { variant } = outcome;
      reply.header('cache-control', MAX_AGE).header('etag', variant.etag);
      if (request.headers['if-none-match'] === variant.etag) return reply.code(304).send();
      // Its length: the browser's progress, and the bytes of the access log line (decision 018).
      const { size } = await stat(variant.file);
      return reply
        .header('content-type', CONTENT_TYPES[variant.format])
        .header('content-length', size)
        .send(createReadStream(variant.file));
    },
  );
}

async function generate(source: string, file: string, width: number, format: ImageVariantFormat) {
  // Written beside the final name and renamed, so a reader never sees half a file.
  const partial = `${file}.${process.pid}.${Date.now()}.partial`;
  try {
    await ENCODERS[format](
      sharp(source, { failOn: 'error' }).rotate().resize({ width, withoutEnlargement: true }),
    ).toFile(partial);
    await rename(partial, file);
  } catch (error) {
    await unlink(partial).catch(() => undefined);
    throw error;
  }
}

const exists = (file: string) =>
  stat(file).then(
    (info) => info.isFile(),
    () => false,
  );
