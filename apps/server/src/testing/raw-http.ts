/**
 * HTTP/1.1 over a plain TCP socket, byte for byte as written (hostile-*.test.ts): no client
 * library to normalise a path, merge headers or refuse to send what a hostile client would. Each
 * call reports everything the server wrote, whether the server closed the connection, and when.
 */
import { connect, type Socket } from 'node:net';

export type RawAnswer = {
  /** Everything the server wrote, as latin1 text. */
  text: string;
  /** The status of every answer in `text` (a second one would be a smuggled request's). */
  statuses: number[];
  /** The server closed (or reset) the connection within the wait. */
  closed: boolean;
  /** From connecting until the close, or until the wait ended. */
  elapsedMs: number;
  /** Milliseconds from connecting to the first byte of the answer (-1: none). */
  firstByteMs: number;
  /** Request bytes written. */
  sent: number;
};

/** The first answer in a raw exchange: status, headers (lowercase names) and body. */
export function firstAnswer(text: string) {
  const end = text.indexOf('\r\n\r\n');
  const head = end === -1 ? text : text.slice(0, end);
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const length = Number(headers['content-length'] ?? Number.NaN);
  const rest = end === -1 ? '' : text.slice(end + 4);
  const body = Buffer.from(Number.isFinite(length) ? rest.slice(0, length) : rest, 'latin1').toString('utf8');
  return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1] ?? 0), headers, body };
}

/** Status lines anywhere: a second answer follows the first one's body directly. */
const statusesOf = (text: string) => [...text.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((m) => Number(m[1]));

type Write = (socket: Socket, progress: { sent: number; answered: () => boolean }) => Promise<void>;

function exchangeWith(port: number, write: Write, waitMs: number): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = connect(port, '127.0.0.1');
    const progress = { sent: 0, answered: () => text.length > 0 };
    let text = '';
    let firstByteMs = -1;
    let settled = false;
    const finish = (closed: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({
        text,
        statuses: statusesOf(text),
        closed,
        elapsedMs: performance.now() - started,
        firstByteMs,
        sent: progress.sent,
      });
    };
    const timer = setTimeout(() => finish(false), waitMs);
    socket.on('data', (chunk) => {
      if (firstByteMs < 0) firstByteMs = performance.now() - started;
      text += chunk.toString('latin1');
    });
    // A reset after the answer (the server closed with unread input) is a close too; 'close'
    // follows every 'error', after what had arrived was read.
    socket.on('error', () => undefined);
    socket.on('close', () => finish(true));
    socket.on('connect', () => {
      write(socket, progress).catch(() => undefined);
    });
  });
}

/** Writes `data` at once; waits up to `waitMs` for the server to close the connection. */
export function exchange(port: number, data: string | Buffer, waitMs = 3_000): Promise<RawAnswer> {
  return exchangeWith(
    port,
    async (socket, progress) => {
      socket.write(data);
      progress.sent = Buffer.byteLength(data);
    },
    waitMs,
  );
}

/**
 * Writes `head`, then a body of `total` bytes in `chunk`-sized pieces, until the server answers or
 * closes; waits up to `waitMs` in all. Between pieces it gives the server `pauseMs` to answer, as
 * a client reading its socket would notice an early answer (and stop instead of being reset).
 */
export function streamBody(
  port: number,
  head: string,
  options: { total: number; chunk?: number; waitMs?: number; chunked?: boolean; pauseMs?: number },
): Promise<RawAnswer> {
  const piece = Buffer.alloc(options.chunk ?? 65_536, 'x');
  return exchangeWith(
    port,
    async (socket, progress) => {
      socket.write(head);
      while (progress.sent < options.total && !progress.answered() && socket.writable) {
        const data = options.chunked
          ? Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')])
          : piece;
        progress.sent += piece.length;
        if (!socket.write(data)) await new Promise((resolve) => socket.once('drain', resolve));
        await new Promise((resolve) => setTimeout(resolve, options.pauseMs ?? 10));
      }
    },
    options.waitMs ?? 10_000,
  );
}

/** A request head (CRLF line ends, blank line included) from a request line and header lines. */
export const requestHead = (requestLine: string, headers: Record<string, string | number>) =>
  `${requestLine}\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;
