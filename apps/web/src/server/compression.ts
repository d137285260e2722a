/**
 * Compression of the HTML answers (decision 011). Every answer carries its own CSP nonce, so the
 * bytes are compressed per answer, at levels chosen for speed: brotli quality 4, gzip level 6.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export const BROTLI_QUALITY = 4;
export const GZIP_LEVEL = 6;

/** brotli when the client takes it, else gzip, else none (`identity`). A `q=0` refuses a coding. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const quality = q === undefined ? 1 : Number(q.slice(2));
    accepted.set(name.trim(), Number.isNaN(quality) ? 0 : quality);
  }
  const wildcard = accepted.get('*') ?? 0;
  const takes = (coding: Encoding) => (accepted.get(coding) ?? wildcard) > 0;
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return undefined;
}

/** Runs on libuv's thread pool, so the event loop keeps serving while a page is compressed. */
export function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'br') {
    return brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
  }
  return gzipAsync(body, { level: GZIP_LEVEL });
}
