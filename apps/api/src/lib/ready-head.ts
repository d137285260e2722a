/**
 * A recorded answer's head, serialised and checked once instead of on every answer (decision 123).
 *
 * `writeHead(200, headers)` checks every name and value and builds their lines on each call; for a
 * cached answer's fifteen-odd headers that was a tenth of the hit lane's own CPU time. Here the
 * lines before `content-length` are checked and joined once, when the answer is recorded; each
 * answer has Node write the head from `content-length` on (and so the parts that depend on the
 * request and the moment: `Date`, `Connection`, `Keep-Alive`, and whether the connection closes
 * afterwards), then puts the ready lines in front of them. The bytes are the ones
 * `writeHead(200, headers)` writes, in the same order. Node keeps the head it will send in the
 * response's `_header` until the first write; where a Node.js does not (checked once at start),
 * every answer takes `writeHead` with all its headers.
 */
import { IncomingMessage, ServerResponse, validateHeaderName, validateHeaderValue } from 'node:http';
import { Socket } from 'node:net';

const STATUS_LINE = 'HTTP/1.1 200 OK\r\n';

/** Names whose writing changes how Node frames the answer or keeps the connection: Node writes them. */
const NODE_WRITES = new Set([
  'connection',
  'content-length',
  'transfer-encoding',
  'date',
  'expect',
  'trailer',
  'keep-alive',
  'content-disposition',
]);

export type ReadyHead = {
  /** The header lines before `content-length`, checked and joined once. */
  lines: string;
  /** `content-length` and what follows it, as `[name, value, …]`, for Node to write per answer. */
  tail: string[];
};

/** The ready head of a 200 with these headers (in their order), or null where Node must write them all. */
export function readyHead(headers: Readonly<Record<string, string>>): ReadyHead | null {
  let lines = '';
  const tail: string[] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (tail.length > 0 || name === 'content-length') {
      tail.push(name, value);
      continue;
    }
    if (NODE_WRITES.has(name.toLowerCase())) return null;
    try {
      validateHeaderName(name);
      validateHeaderValue(name, value);
    } catch {
      return null;
    }
    lines += `${name}: ${value}\r\n`;
  }
  return tail.length > 0 ? { lines, tail } : null;
}

type PendingHead = { _header: unknown };

/** Writes the head of a 200 with `head`'s headers, as `writeHead(200, headers)` would. */
export function writeReadyHead(response: ServerResponse, head: ReadyHead) {
  response.writeHead(200, head.tail);
  const pending = response as unknown as PendingHead;
  pending._header = STATUS_LINE + head.lines + (pending._header as string).slice(STATUS_LINE.length);
}

/** Whether this Node.js keeps a written head where `writeReadyHead` completes it. */
function headIsPending(): boolean {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  response.writeHead(200, ['content-length', '0']);
  const head = (response as unknown as PendingHead)._header;
  return (
    typeof head === 'string' &&
    head.startsWith(`${STATUS_LINE}content-length: 0\r\n`) &&
    head.endsWith('\r\n\r\n')
  );
}

export const READY_HEADS = headIsPending();
