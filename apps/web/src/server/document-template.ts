/**
 * A rendered document that can be served again with a new CSP nonce (decision 011): rendered once
 * with a placeholder in place of the nonce and kept split on it, so each answer only joins the
 * parts around its own nonce — plain, or gzip from parts deflated once. The entity tag hashes the
 * parts, so it names the content whatever nonce an answer carries.
 *
 * Text that every page of the process carries unchanged (the inline stylesheet, about half of a
 * page's bytes) is a static block (decision 074): rendered as its marker, it is encoded, hashed and
 * deflated once per process instead of once per render.
 */
import { createHash, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { deflateParts, type GzipPiece, gzipPieces } from './compression';
import { nonceAttribute } from './csp-nonce';

/**
 * Random per process and of nonce characters only (it passes `nonceAttribute` unchanged): content
 * cannot contain it by chance or on purpose.
 */
export const NONCE_PLACEHOLDER = randomBytes(24).toString('base64url');

/** Text the same in every document of this process, and what serving it needs, made once. */
export type StaticBlock = {
  /** What a render writes in the block's place: random, so content cannot contain it. */
  readonly marker: string;
  readonly bytes: Buffer;
  /** Stands for the bytes in a document's entity tag. */
  readonly digest: string;
  /** The bytes deflated, made on the first gzip answer that carries the block. */
  deflated?: Promise<Buffer>;
};

export function staticBlock(text: string): StaticBlock {
  const bytes = Buffer.from(text, 'utf8');
  return {
    marker: `S${randomBytes(24).toString('base64url')}`,
    bytes,
    digest: createHash('sha1').update(bytes).digest('base64url'),
  };
}

/** Where the answer's nonce attribute goes (none at all in a cacheable answer, decision 114). */
const NONCE = Symbol('nonce');
type Segment = Buffer | StaticBlock | typeof NONCE;

/** The SHA-256 sources (`sha256-…`) of a document's inline scripts and styles, made once per template. */
export type InlineHashes = { readonly scripts: readonly string[]; readonly styles: readonly string[] };

export type DocumentTemplate = {
  /** The document in order: its own bytes (UTF-8), static blocks, and the places of the nonce. */
  readonly segments: readonly Segment[];
  /** Its inline scripts' and styles' hashes: the policy of an answer without a nonce. */
  readonly hashes: InlineHashes;
  /** Weak entity tag (`W/"…"`): answers differ in their nonce, not in their content. */
  readonly etag: string;
  /** The document's own bytes deflated (in the order of `segments`), made on the first gzip answer. */
  deflated?: Promise<Buffer[]>;
  /** The whole document (no nonce) in brotli, once `brotliTemplate` has made it; null while it runs. */
  brotli?: Buffer | null;
};

/**
 * `render` receives the nonce to put into the document; it is given the placeholder, and writes
 * each of `blocks` as its marker.
 */
export function documentTemplate(
  render: (nonce: string) => string,
  blocks: readonly StaticBlock[] = [],
  hashes: InlineHashes = { scripts: [], styles: [] },
): DocumentTemplate {
  const byMarker = new Map<string, Segment>([
    // The whole attribute: an answer without a nonce carries none (` nonce="…"`, no regex syntax).
    [nonceAttribute(NONCE_PLACEHOLDER), NONCE],
    ...blocks.map((block): [string, Segment] => [block.marker, block]),
  ]);
  // Placeholders are base64url (and the leading S): nothing in them needs escaping.
  const pieces = render(NONCE_PLACEHOLDER).split(new RegExp(`(${[...byMarker.keys()].join('|')})`));
  const segments: Segment[] = pieces.map((piece, i) =>
    i % 2 === 1 ? (byMarker.get(piece) as Segment) : Buffer.from(piece, 'utf8'),
  );
  const hash = createHash('sha1');
  // Separator bytes that UTF-8 text never contains keep the positions of nonces and blocks.
  for (const segment of segments) {
    if (segment === NONCE) hash.update('\xff', 'latin1');
    else if (Buffer.isBuffer(segment)) hash.update(segment);
    else hash.update('\xfe', 'latin1').update(segment.digest).update('\xfe', 'latin1');
  }
  return { segments, hashes, etag: `W/"${hash.digest('base64url').slice(0, 27)}"` };
}

/** The nonce attribute, or nothing for '' (an answer whose policy names the hashes). */
const nonceBytes = (nonce: string) => Buffer.from(nonce ? nonceAttribute(nonce) : '', 'latin1');

/** SHA-256 source of an inline element's text, as a policy names it. */
export const inlineHash = (text: string) =>
  `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

/** The document with `nonce` wherever the render put one ('' drops the attributes). */
export function fillTemplate(template: DocumentTemplate, nonce: string): Buffer {
  const { segments } = template;
  if (segments.length === 1 && Buffer.isBuffer(segments[0])) return segments[0];
  const value = nonceBytes(nonce);
  return Buffer.concat(segments.map((segment) => bytesOf(segment, value)));
}

/** The same document as gzip. */
export async function gzipTemplate(template: DocumentTemplate, nonce: string): Promise<Buffer> {
  const own = template.segments.filter((segment) => Buffer.isBuffer(segment));
  // A failed deflate is not kept: the next answer tries again.
  template.deflated ??= deflateParts(own).catch((error: unknown) => {
    template.deflated = undefined;
    throw error;
  });
  const blocks = template.segments.filter(isBlock);
  for (const block of blocks) {
    block.deflated ??= deflateParts([block.bytes]).then(
      ([bytes]) => bytes as Buffer,
      (error: unknown) => {
        block.deflated = undefined;
        throw error;
      },
    );
  }
  const [deflatedOwn, deflatedBlocks] = await Promise.all([
    template.deflated,
    Promise.all(blocks.map((block) => block.deflated as Promise<Buffer>)),
  ]);
  const value = nonceBytes(nonce);
  let ownIndex = 0;
  let blockIndex = 0;
  const pieces = template.segments.map((segment): GzipPiece | null => {
    if (segment === NONCE) return value.length ? { bytes: value, stored: true } : null;
    if (Buffer.isBuffer(segment)) return { bytes: segment, deflated: deflatedOwn[ownIndex++] as Buffer };
    return { bytes: segment.bytes, deflated: deflatedBlocks[blockIndex++] as Buffer };
  });
  return gzipPieces(pieces.filter((piece) => piece !== null));
}

const isBlock = (segment: Segment): segment is StaticBlock => segment !== NONCE && !Buffer.isBuffer(segment);

const bytesOf = (segment: Segment, nonce: Buffer): Buffer =>
  segment === NONCE ? nonce : Buffer.isBuffer(segment) ? segment : segment.bytes;

const compressBrotli = promisify(brotliCompress);
/** Brotli compressions running: one at a time, so kept pages never take more than one core. */
let brotliRunning = 0;

/**
 * The document without a nonce in brotli (quality 11: about a quarter smaller than gzip), or
 * undefined while it is not made yet. Made once per template, off the event loop, and only for a
 * page answered again from the cache (decision 129): 150–220 ms of CPU per page is worth it for a
 * page people keep asking for, not for each render. One compression runs at a time; a template
 * asked for meanwhile is tried again at its next answer. A failure leaves it to gzip.
 */
export function brotliTemplate(template: DocumentTemplate): Buffer | undefined {
  if (template.brotli) return template.brotli;
  if (template.brotli === null || brotliRunning > 0) return undefined;
  template.brotli = null;
  brotliRunning += 1;
  const bytes = fillTemplate(template, '');
  compressBrotli(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  })
    .then(
      (compressed) => {
        template.brotli = compressed;
      },
      () => {
        template.brotli = undefined;
      },
    )
    .finally(() => {
      brotliRunning -= 1;
    });
  return undefined;
}
