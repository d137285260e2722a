/**
 * The client build's hashed assets served from memory (decision 128). They never change while the
 * process runs (their names carry their content's hash) and are about 2 MB with their brotli and
 * gzip siblings (build/precompress.ts), so the process reads them once at start: an answer is a
 * lookup and a write, with no file system call. Right after a page's first paint the browser asks
 * for some twenty of them at once; read from disk each waited for four calls on libuv's pool.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { preferredEncoding } from './compression';

/** A year, never revalidated: a changed file gets a new name. */
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

type Variant = { body: Buffer; etag: string };
export type HashedAsset = {
  contentType: string;
  identity: Variant;
  br?: Variant;
  gzip?: Variant;
};

const variant = (body: Buffer): Variant => ({
  body,
  etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`,
});

/** Every file of `dir` (not its sub-folders), by name, with its `.br`/`.gz` siblings beside it. */
export function loadHashedAssets(dir: string): Map<string, HashedAsset> {
  const assets = new Map<string, HashedAsset>();
  const names = readdirSync(dir).filter((name) => statSync(join(dir, name)).isFile());
  const present = new Set(names);
  for (const name of names) {
    if (name.endsWith('.br') || name.endsWith('.gz')) continue;
    const read = (file: string) => (present.has(file) ? variant(readFileSync(join(dir, file))) : undefined);
    assets.set(name, {
      contentType: CONTENT_TYPES[extname(name).toLowerCase()] ?? 'application/octet-stream',
      identity: read(name) as Variant,
      br: read(`${name}.br`),
      gzip: read(`${name}.gz`),
    });
  }
  return assets;
}

/** `GET /assets/<name>`: the file, compressed as the client takes it; 404 for any other name. */
/**
 * The last folder loaded in this process: servers built again on the same build (tests, a restart
 * of the web plugin) reuse its map instead of reading 2 MB again (about 9 ms). The names carry
 * their content's hash, so the same names are the same files.
 */
let lastLoaded: { dir: string; names: string; assets: Map<string, HashedAsset> } | undefined;
function hashedAssetsIn(dir: string): Map<string, HashedAsset> {
  const names = readdirSync(dir).sort().join('\n');
  if (lastLoaded?.dir !== dir || lastLoaded.names !== names) {
    lastLoaded = { dir, names, assets: loadHashedAssets(dir) };
  }
  return lastLoaded.assets;
}

/** Registered with Fastify's `prefix` (e.g. `/assets`): the files answer at `<prefix>/<name>`. */
export async function hashedAssets(app: FastifyInstance, options: { dir: string }) {
  const assets = hashedAssetsIn(options.dir);
  app.get('/:name', (request, reply) => {
    const { name } = request.params as { name: string };
    const asset = assets.get(name);
    if (!asset) return reply.callNotFound();
    const encoding = preferredEncoding(request.headers['accept-encoding'], {
      br: Boolean(asset.br),
      gzip: Boolean(asset.gzip),
    });
    const chosen = (encoding === 'identity' ? asset.identity : asset[encoding]) as Variant;
    reply
      .header('cache-control', ASSET_CACHE_CONTROL)
      .header('content-type', asset.contentType)
      .header('etag', chosen.etag);
    if (asset.br || asset.gzip) reply.header('vary', 'accept-encoding');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim() === chosen.etag)) {
      return reply.code(304).send();
    }
    return reply.send(chosen.body);
  });
}
