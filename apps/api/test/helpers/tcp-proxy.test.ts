/**
 * The test proxy itself: a held-back answer keeps its bytes in order whatever the delay does
 * meanwhile (bench:load's "database 2 ms away" phase crashed pg's parser when two chunks swapped).
 */
import { connect, createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { TcpProxy } from './tcp-proxy';

let target: Server | undefined;
let proxy: TcpProxy | undefined;
let client: Socket | undefined;

afterEach(async () => {
  client?.destroy();
  await proxy?.close();
  await new Promise<void>((resolve) => (target ? target.close(() => resolve()) : resolve()));
});

/** A server that answers each byte it receives with a numbered chunk (`<n>;`). */
async function startTarget(): Promise<string> {
  target = createServer((socket) => {
    let n = 0;
    socket.on('data', (bytes) => {
      for (let i = 0; i < bytes.length; i += 1) socket.write(`${n++};`);
    });
  });
  await new Promise<void>((resolve) => target?.listen(0, '127.0.0.1', () => resolve()));
  const address = target.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `postgres://u@127.0.0.1:${address.port}/db`;
}

describe('TcpProxy.slow', () => {
  it('holds answers back and keeps their order while the delay changes between chunks', async () => {
    const url = await startTarget();
    proxy = await TcpProxy.start(url);
    const port = Number(new URL(proxy.urlFor(url)).port);
    const socket = connect(port, '127.0.0.1');
    client = socket;
    socket.setNoDelay(true);
    let received = '';
    socket.on('data', (bytes) => {
      received += bytes.toString('latin1');
    });
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const count = 400;
    const started = Date.now();
    for (let i = 0; i < count; i += 1) {
      // Long, short and no delay in turn: a later chunk's timer may expire before an earlier one's.
      proxy.slow([4, 1, 0, 3, 2][i % 5] as number);
      socket.write('x');
      if (i % 7 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    const expected = Array.from({ length: count }, (_, i) => `${i};`).join('');
    await expect.poll(() => received.length, { timeout: 5_000 }).toBe(expected.length);
    expect(received).toBe(expected);
    proxy.slow(20);
    const before = received.length;
    const sent = Date.now();
    socket.write('x');
    await expect.poll(() => received.length, { timeout: 2_000 }).toBeGreaterThan(before);
    // Held back by the delay in force when the answer arrived (timers may fire a little early).
    expect(Date.now() - sent).toBeGreaterThanOrEqual(18);
    expect(sent).toBeGreaterThanOrEqual(started);
  });
});
