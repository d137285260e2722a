/**
 * Many slow connections at once (issue 15 point 4; decisions 018 and 069): 200 sockets each send a
 * request head one byte every two seconds, as a slowloris attack does. While they hang on, a
 * normal request is still answered (and a page rendered), and the server's head timeout drops
 * every slow socket, none of which ever got a request through. The timeouts are shortened through
 * the factory's option (production: 15 s for a head, 30 s for a request; decision 018); the
 * figures are printed, not asserted.
 */
import { connect, type Socket } from 'node:net';
import { MESSAGES } from '@wegweiser/contracts/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupComposedServer } from './testing/composed-server';
import { exchange, firstAnswer } from './testing/raw-http';

const TIMEOUTS = {
  requestMs: 5_000,
  headersMs: 4_000,
  keepAliveMs: 1_000,
  idleMs: 20_000,
  checkIntervalMs: 250,
};
const SOCKETS = 200;
const BYTE_EVERY_MS = 2_000;

const server = setupComposedServer({}, { timeouts: TIMEOUTS });
let port = 0;
beforeAll(async () => {
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  port = (server.app.server.address() as { port: number }).port;
});

type Slow = { socket: Socket; closedAfterMs: number | null; answer: string; sent: number };

function slowClient(started: number): Slow {
  const head = 'X-Slow: a\r\n'.repeat(100);
  const slow: Slow = { socket: connect(port, '127.0.0.1'), closedAfterMs: null, answer: '', sent: 0 };
  let timer: NodeJS.Timeout | undefined;
  slow.socket.on('connect', () => {
    slow.socket.write('GET /?lang=de HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    timer = setInterval(() => {
      if (slow.socket.writable && slow.sent < head.length) slow.socket.write(head[slow.sent++] ?? '');
    }, BYTE_EVERY_MS);
  });
  slow.socket.on('data', (chunk) => {
    slow.answer += chunk.toString('latin1');
  });
  slow.socket.on('error', () => undefined);
  slow.socket.on('close', () => {
    clearInterval(timer);
    slow.closedAfterMs = performance.now() - started;
  });
  return slow;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

describe('slowloris', () => {
  it('200 slow heads: a normal request is still answered, and the head timeout drops every slow socket', async () => {
    const started = performance.now();
    const slow = Array.from({ length: SOCKETS }, () => slowClient(started));
    // Let them all connect and start dripping.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(slow.filter((client) => client.closedAfterMs !== null)).toHaveLength(0);

    const health = await exchange(
      port,
      'GET /api/health/ HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n',
    );
    expect(firstAnswer(health.text).status).toBe(200);
    const page = await exchange(
      port,
      'GET /about?lang=en HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n',
      10_000,
    );
    expect(firstAnswer(page.text).status).toBe(200);

    // Every slow socket is closed by the server once its head timeout has passed.
    const deadline = performance.now() + TIMEOUTS.headersMs * 3;
    while (slow.some((client) => client.closedAfterMs === null) && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    for (const client of slow) client.socket.destroy();
    const closed = slow.map((client) => client.closedAfterMs).filter((ms): ms is number => ms !== null);
    expect(closed).toHaveLength(SOCKETS);
    // Cut off, not refused: none before the head timeout (the check runs every checkIntervalMs).
    expect(Math.min(...closed)).toBeGreaterThanOrEqual(TIMEOUTS.headersMs - TIMEOUTS.checkIntervalMs);
    // None ever got an answer other than the timeout's.
    const answers = slow.map((client) => client.answer).filter(Boolean);
    for (const answer of answers) {
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(Object.values(MESSAGES.request_timeout)).toContain(JSON.parse(firstAnswer(answer).body).message);
    }
    console.info(
      `slowloris: ${SOCKETS} sockets, a byte every ${BYTE_EVERY_MS} ms; /api/health/ answered in ${Math.round(health.firstByteMs)} ms, ` +
        `/about rendered in ${Math.round(page.firstByteMs)} ms while they hung on; all ${closed.length} dropped after ` +
        `${Math.round(Math.min(...closed))}–${Math.round(Math.max(...closed))} ms (median ${Math.round(median(closed))}; ` +
        `head timeout ${TIMEOUTS.headersMs} ms), ${answers.length} of them saw the 408`,
    );
  }, 30_000);
});
