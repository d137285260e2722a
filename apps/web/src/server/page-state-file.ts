/**
 * A kept page's hydration state as a file of its own (decision 131): the document names it and the
 * browser fetches it with the modules after the first paint, so the state's bytes never delay the
 * paint. Its URL carries the page, the language and a version made from the state's bytes, so any
 * process — and a shared cache — can answer it, and an answer for the version asked is the same
 * forever (immutable).
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { PAGE_STATE_VERSION_LENGTH } from '@wegweiser/contracts/page-state';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PAGE_STATE_PATH, type PageState } from '../shared/data/page-state';
import { preferredEncoding } from './compression';

export type PageStateFile = {
  /** The state's URL: page, language and version. */
  readonly url: string;
  /** 22 characters of the SHA-256 of the JSON (base64url, 132 bits). */
  readonly version: string;
  readonly json: Buffer;
  /** Compressed once, on the first answer that asks for the coding. */
  br?: Promise<Buffer>;
  gzip?: Promise<Buffer>;
};

export function pageStateFile(state: PageState, page: { url: string; language: string }): PageStateFile {
  const json = Buffer.from(JSON.stringify(state), 'utf8');
  const version = createHash('sha256').update(json).digest('base64url').slice(0, PAGE_STATE_VERSION_LENGTH);
  const query = new URLSearchParams({ page: page.url, lang: page.language, v: version });
  return { url: `${PAGE_STATE_PATH}?${query}`, version, json };
}

/** A year, never revalidated: the URL's version names these bytes. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/**
 * Answers the state: `immutable` when it is the version asked for, else (the page changed since the
 * document was made) the current state, which no cache may keep under the old version's URL.
 */
export async function sendPageState(
  request: FastifyRequest,
  reply: FastifyReply,
  file: PageStateFile,
  current: boolean,
) {
  reply
    .header('content-type', 'application/json; charset=utf-8')
    .header('cache-control', current ? IMMUTABLE : 'no-store')
    .header('x-robots-tag', 'noindex')
    .header('vary', 'Accept-Encoding');
  const coding = preferredEncoding(request.headers['accept-encoding'], { br: true, gzip: true });
  if (coding === 'br') {
    file.br ??= forget(
      compressBrotli(file.json, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: file.json.length },
      }),
      () => {
        file.br = undefined;
      },
    );
    return reply.header('content-encoding', 'br').send(await file.br);
  }
  if (coding === 'gzip') {
    file.gzip ??= forget(compressGzip(file.json, { level: 9 }), () => {
      file.gzip = undefined;
    });
    return reply.header('content-encoding', 'gzip').send(await file.gzip);
  }
  return reply.send(file.json);
}

/** A failed compression is not kept: the next answer tries again. */
const forget = (compressing: Promise<Buffer>, drop: () => void) =>
  compressing.catch((error: unknown) => {
    drop();
    throw error;
  });
