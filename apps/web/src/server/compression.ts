/**
 * gzip for the HTML answers without compressing each one (decision 011). Every answer carries its
 * own CSP nonce, so no compressed body can be kept whole. Instead each part of a document template
 * (the bytes between the nonces) is deflated once, on its own and ending on a byte boundary; an
 * answer joins those parts with its nonce as uncompressed ("stored") deflate blocks into one gzip
 * stream and adds the checksum. That costs a CRC-32 pass instead of a compression.
 */
import { constants, crc32, createDeflateRaw } from 'node:zlib';

/** The quality each content coding of an Accept-Encoding header is given ('*' included). */
function codingQualities(acceptEncoding: string): Map<string, number> {
  const qualities = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const coding = name.trim() === 'x-gzip' ? 'gzip' : name.trim();
    if (coding) qualities.set(coding, q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  return qualities;
}

/** The quality the client gives `coding`: its own, else the wildcard's, else 0 (RFC 9110 §12.5.3). */
const qualityOf = (qualities: Map<string, number>, coding: string) =>
  qualities.get(coding) ?? qualities.get('*') ?? 0;

/** Whether the client takes gzip: `gzip` or `*` with a quality above 0 (RFC 9110 §12.5.3). */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return acceptEncoding ? qualityOf(codingQualities(acceptEncoding), 'gzip') > 0 : false;
}

/**
 * Of the codings a file exists in, the one the client prefers: the higher quality, brotli on a
 * tie (smaller), the file as it is when it takes neither.
 */
export function preferredEncoding(
  acceptEncoding: string | undefined,
  available: { br: boolean; gzip: boolean },
): 'br' | 'gzip' | 'identity' {
  if (!acceptEncoding) return 'identity';
  const qualities = codingQualities(acceptEncoding);
  const br = available.br ? qualityOf(qualities, 'br') : 0;
  const gzip = available.gzip ? qualityOf(qualities, 'gzip') : 0;
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : 'identity';
}

/**
 * Each part deflated on its own (no back-reference reaches into what comes before it, where the
 * nonce will be), ending on a byte boundary with the stream left open. One deflate stream for all
 * the parts, with a full flush after each (it empties the window and aligns to a byte): a zlib
 * stream per part costs about three times as much CPU as the compression itself, for the same
 * bytes (decision 074). On libuv's thread pool: the event loop keeps serving meanwhile.
 */
export function deflateParts(parts: readonly Buffer[]): Promise<Buffer[]> {
  return new Promise((resolve, reject) => {
    const stream = createDeflateRaw({ level: constants.Z_BEST_COMPRESSION });
    const deflated: Buffer[] = [];
    let output: Buffer[] = [];
    // A write's output is pushed before its callback runs (zlib's processCallback): what has
    // arrived when a flush completes is exactly that part's.
    stream.on('data', (chunk: Buffer) => output.push(chunk));
    stream.once('error', reject);
    let index = 0;
    const next = () => {
      while (index < parts.length && (parts[index] as Buffer).length === 0) {
        // Nothing to deflate: the blocks around it join directly.
        deflated.push(Buffer.alloc(0));
        index += 1;
      }
      if (index === parts.length) {
        stream.close();
        resolve(deflated);
        return;
      }
      stream.write(parts[index] as Buffer);
      index += 1;
      stream.flush(constants.Z_FULL_FLUSH, () => {
        deflated.push(Buffer.concat(output));
        output = [];
        next();
      });
    };
    next();
  });
}

/** gzip header: deflate, no name or time, unknown OS (RFC 1952). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty final block with fixed codes: ends the deflate stream. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

/**
 * A run of a gzip stream's content: `deflated` on its own (`deflateParts`), or stored as it is
 * (a nonce: short, and different in every answer).
 */
export type GzipPiece = { bytes: Buffer; deflated: Buffer } | { bytes: Buffer; stored: true };

/** One gzip stream of the pieces' bytes in order; a stored piece holds at most 65535 bytes. */
export function gzipPieces(pieces: readonly GzipPiece[]): Buffer {
  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  for (const piece of pieces) {
    if ('stored' in piece) {
      if (piece.bytes.length > 0xffff) throw new Error('a stored block holds at most 65535 bytes');
      // A stored block (RFC 1951 §3.2.4): not final, type 00, then LEN and its one's complement.
      const header = Buffer.alloc(5);
      header.writeUInt16LE(piece.bytes.length, 1);
      header.writeUInt16LE(~piece.bytes.length & 0xffff, 3);
      chunks.push(header, piece.bytes);
    } else {
      chunks.push(piece.deflated);
    }
    // crc32 of a detached empty buffer answers 0 instead of `crc` (Node 20).
    if (piece.bytes.length > 0) crc = crc32(piece.bytes, crc);
    size += piece.bytes.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  chunks.push(FINAL_BLOCK, trailer);
  return Buffer.concat(chunks);
}

/** The gzip stream of `parts` joined by `separator`, from their `deflated` forms. */
export function gzipJoin(parts: readonly Buffer[], deflated: readonly Buffer[], separator: Buffer): Buffer {
  const pieces: GzipPiece[] = [];
  parts.forEach((part, i) => {
    if (i > 0) pieces.push({ bytes: separator, stored: true });
    pieces.push({ bytes: part, deflated: deflated[i] as Buffer });
  });
  return gzipPieces(pieces);
}
