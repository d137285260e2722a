/**
 * gzip for the HTML answers without compressing each one (decision 011). Every answer carries its
 * own CSP nonce, so no compressed body can be kept whole. Instead each part of a document template
 * (the bytes between the nonces) is deflated once, on its own and ending on a byte boundary; an
 * answer joins those parts with its nonce as uncompressed ("stored") deflate blocks into one gzip
 * stream and adds the checksum. That costs a CRC-32 pass instead of a compression.
 */
import { promisify } from 'node:util';
import { constants, crc32, deflateRaw } from 'node:zlib';

const deflateRawAsync = promisify(deflateRaw);

/** Whether the client takes gzip: `gzip` or `*` with a quality above 0 (RFC 9110 §12.5.3). */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  let gzip: number | undefined;
  let wildcard = 0;
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const quality = q === undefined ? 1 : Number(q.slice(2)) || 0;
    if (name.trim() === 'gzip' || name.trim() === 'x-gzip') gzip = quality;
    else if (name.trim() === '*') wildcard = quality;
  }
  return (gzip ?? wildcard) > 0;
}

/**
 * Each part deflated on its own (no back-reference reaches into what comes before it, where the
 * nonce will be), ending with a sync flush, which leaves the stream on a byte boundary and open.
 * On libuv's thread pool: the event loop keeps serving meanwhile.
 */
export function deflateParts(parts: readonly Buffer[]): Promise<Buffer[]> {
  return Promise.all(
    parts.map((part) =>
      // Nothing to deflate: the blocks around it join directly (zlib would detach the empty buffer).
      part.length === 0
        ? Buffer.alloc(0)
        : deflateRawAsync(part, { level: constants.Z_BEST_COMPRESSION, finishFlush: constants.Z_SYNC_FLUSH }),
    ),
  );
}

/** gzip header: deflate, no name or time, unknown OS (RFC 1952). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty final block with fixed codes: ends the deflate stream. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

/** The gzip stream of `parts` joined by `separator`, from their `deflated` forms. */
export function gzipJoin(parts: readonly Buffer[], deflated: readonly Buffer[], separator: Buffer): Buffer {
  if (separator.length > 0xffff) throw new Error('a stored block holds at most 65535 bytes');
  // A stored block (RFC 1951 §3.2.4): not final, type 00, then LEN and its one's complement.
  const stored = Buffer.alloc(5);
  stored.writeUInt16LE(separator.length, 1);
  stored.writeUInt16LE(~separator.length & 0xffff, 3);
  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  const add = (bytes: Buffer) => {
    // crc32 of a detached empty buffer answers 0 instead of `crc` (Node 20).
    if (bytes.length > 0) crc = crc32(bytes, crc);
    size += bytes.length;
  };
  parts.forEach((part, i) => {
    if (i > 0) {
      chunks.push(stored, separator);
      add(separator);
    }
    chunks.push(deflated[i] as Buffer);
    add(part);
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  chunks.push(FINAL_BLOCK, trailer);
  return Buffer.concat(chunks);
}
