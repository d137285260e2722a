/**
 * An answer's head as it is on the wire (status line and header lines, up to the blank line), read
 * over a plain socket, asked as a load generator asks (HTTP/1.1, keep-alive): what it parses for
 * every answer. bench:api compares the API's
 * heads with nginx's for the same answer (decision 126).
 */
import { connect } from 'node:net';

export async function wireHead(url: string, timeoutMs = 5_000): Promise<string> {
  const { hostname, port, pathname, search } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port || 80), hostname);
    let received = '';
    const timer = setTimeout(
      () => socket.destroy(new Error(`no head from ${url} in ${timeoutMs} ms`)),
      timeoutMs,
    );
    socket.setEncoding('latin1');
    socket.on('connect', () =>
      socket.write(`GET ${pathname}${search} HTTP/1.1\r\nHost: ${hostname}:${port}\r\n\r\n`),
    );
    socket.on('data', (chunk: string) => {
      received += chunk;
      const end = received.indexOf('\r\n\r\n');
      if (end < 0) return;
      clearTimeout(timer);
      socket.destroy();
      resolve(received.slice(0, end + 4));
    });
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.on('close', () => {
      clearTimeout(timer);
      reject(new Error(`${url} closed before a whole head`));
    });
  });
}

/** Header lines by lower-case name (the status line left out). */
export function headerLines(head: string): Map<string, string> {
  const lines = head.split('\r\n').slice(1).filter(Boolean);
  return new Map(
    lines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
}

/**
 * How two heads differ, by header name: lines only one has, and lines with another value. `Date`
 * is left out (its value is the second it was sent).
 */
export function headDifference(a: string, b: string): { onlyA: string[]; onlyB: string[]; differ: string[] } {
  const linesA = headerLines(a);
  const linesB = headerLines(b);
  linesA.delete('date');
  linesB.delete('date');
  return {
    onlyA: [...linesA.keys()].filter((name) => !linesB.has(name)),
    onlyB: [...linesB.keys()].filter((name) => !linesA.has(name)),
    differ: [...linesA.keys()].filter((name) => linesB.has(name) && linesB.get(name) !== linesA.get(name)),
  };
}
