/**
 * bench:load's failed requests explain themselves (issue 26 point 8, decision 121): each is counted
 * by its kind and the first are described whole (bench/support/errors.ts).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { fixedRate } from './fixed-rate';

let server: Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

describe('fixedRate', () => {
  it('counts failed requests by kind and connection, and describes the first', async () => {
    let seen = 0;
    server = createServer((request, response) => {
      seen += 1;
      // Every second request: the connection is cut before an answer, as a dying process cuts it.
      if (seen % 2 === 0) request.socket.destroy();
      else response.end('ok');
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const result = await fixedRate({
      origin: `http://127.0.0.1:${port}`,
      path: '/page',
      rate: 100,
      connections: 1,
      duration: 0.1,
    });
    expect(result.ok).toBe(5);
    expect(result.errors).toBe(5);
    // One connection: each cut one was reused from the answer before it.
    expect(result.errorKinds).toEqual({ 'ECONNRESET on a reused connection': 5 });
    expect(result.errorSamples).toHaveLength(5);
    expect(result.errorSamples[0]).toBe('/page (a reused connection): ECONNRESET "socket hang up"');
  });
});
