/**
 * Library images (issue 13 point 7; decision 046): GET `/media/library/{id}.{ext}` answers an image
 * the owner uploaded. The database holds it (every process and every backup see it); each process
 * materialises it once into DATA_DIR/media-cache (written beside its final name, then renamed, so
 * no reader sees half a file) and serves it from disk from then on. An id never changes its bytes,
 * so the answer is `immutable`. After a content change (a delete is one) every image is checked
 * against the database again, and one that is gone is removed from disk and answers 404.
 */
import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MEDIA_IMAGE_TYPES, MEDIA_LIBRARY_PREFIX } from '@wegweiser/contracts/constants';
import type { FastifyInstance } from 'fastify';

/** Where the stored images come from (the API's media repository). */
export type LibrarySource = {
  /** The stored type of an image, or null when there is none; reads no bytes. */
  typeOf: (id: string) => Promise<{ extension: string; contentType: string } | null>;
  /** The stored image with its bytes, or null. */
  file: (id: string) => Promise<{ bytes: Buffer; extension: string; contentType: string } | null>;
};

export type LibraryFile = { file: string; contentType: string; size: number; etag: string };

/** `{uuid}.{extension}` exactly as the API makes them: lowercase, one of the stored extensions. */
const NAME = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(jpg|png|webp|avif)$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The stored type by extension (for a file served while the database is away). */
const TYPE_OF: Record<string, string> = Object.fromEntries(
  Object.entries(MEDIA_IMAGE_TYPES).map(([type, extension]) => [extension, type]),
);

const sizeOf = (file: string) =>
  stat(file).then(
    (info) => (info.isFile() ? info.size : null),
    () => null,
  );

/**
 * The materialised files of one process. `materialize(name)` answers the local file for
 * `{id}.{ext}`, or null when the name is malformed or names no stored image; `forget()` makes
 * every image be checked against the database again.
 */
export function createLibraryFiles(options: { source: LibrarySource; cacheDir: string }) {
  const { source, cacheDir } = options;
  /** Checked (and materialised) images; also shares one materialisation among concurrent requests. */
  const known = new Map<string, Promise<LibraryFile>>();
  let ready: Promise<unknown> | undefined;

  /** The image's file, made from the database if missing; `verified`: the database was asked. */
  async function check(
    id: string,
    extension: string,
    file: string,
  ): Promise<{ found: LibraryFile | null; verified: boolean }> {
    ready ??= mkdir(cacheDir, { recursive: true });
    await ready;
    let stored: Awaited<ReturnType<LibrarySource['typeOf']>>;
    try {
      stored = await source.typeOf(id);
    } catch (error) {
      // The database is away (decision 009): an image materialised before is still served.
      const size = await sizeOf(file);
      if (size === null) throw error;
      return {
        found: { file, contentType: TYPE_OF[extension] ?? '', size, etag: `"${id}"` },
        verified: false,
      };
    }
    if (!stored || stored.extension !== extension) {
      // Deleted (or never stored): a copy left from before must not be served.
      await unlink(file).catch(() => undefined);
      return { found: null, verified: true };
    }
    let size = await sizeOf(file);
    if (size === null) {
      const row = await source.file(id);
      if (!row) return { found: null, verified: true };
      const partial = `${file}.${process.pid}.${Date.now()}.partial`;
      try {
        await writeFile(partial, row.bytes);
        await rename(partial, file);
      } catch (error) {
        await unlink(partial).catch(() => undefined);
        throw error;
      }
      size = row.bytes.length;
    }
    return { found: { file, contentType: stored.contentType, size, etag: `"${id}"` }, verified: true };
  }

  async function materialize(name: string): Promise<LibraryFile | null> {
    const match = NAME.exec(name);
    if (!match) return null;
    const [, id = '', extension = ''] = match;
    const cached = await known.get(name)?.catch(() => null);
    // Still on disk (a cleaned cache folder makes it again).
    if (cached && (await sizeOf(cached.file)) !== null) return cached;
    const job = check(id, extension, join(cacheDir, name));
    // Only verified, found images are kept: unknown names would let anyone grow the map.
    const kept = job.then(({ found, verified }) => {
      if (!found || !verified) throw new NotKept();
      return found;
    });
    known.set(name, kept);
    kept.catch(() => {
      if (known.get(name) === kept) known.delete(name);
    });
    return (await job).found;
  }

  return {
    materialize,
    forget() {
      known.clear();
    },
  };
}

/** An answer that is not kept for later requests (not found, or not checked with the database). */
class NotKept extends Error {}

export type LibraryFiles = ReturnType<typeof createLibraryFiles>;

export async function mediaLibrary(app: FastifyInstance, options: { files: LibraryFiles }) {
  app.get<{ Params: { name: string } }>(`${MEDIA_LIBRARY_PREFIX}:name`, async (request, reply) => {
    const found = await options.files.materialize(request.params.name);
    if (!found) {
      return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'Not Found' });
    }
    reply.header('cache-control', IMMUTABLE).header('etag', found.etag);
    if (request.headers['if-none-match'] === found.etag) return reply.code(304).send();
    return reply
      .header('content-type', found.contentType)
      .header('content-length', found.size)
      .send(createReadStream(found.file));
  });
}
