/**
 * bench:load's failed requests explain themselves (issue 26 point 8, decision 121): each is counted
 * by its kind and the first are described whole.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { describeError, errorKind, fixedRate } from './fixed-rate';

const refused = (address: string) =>
  Object.assign(new Error(`connect ECONNREFUSED ${address}:1`), {
    code: 'ECONNREFUSED',
    syscall: 'connect',
    address,
    port: 1,
  });

describe('errorKind and describeError', () => {
  it("name a connect that tried two addresses by the errors inside, though its own message is ''", () => {
    const error = new AggregateError([refused('::1'), refused('127.0.0.1')]);
    expect(error.message).toBe('');
    expect(errorKind(error)).toBe('AggregateError(ECONNREFUSED)');
    expect(describeError(error)).toBe(
      'AggregateError(ECONNREFUSED) [ECONNREFUSED "connect ECONNREFUSED ::1:1" syscall connect at ::1:1; ' +
        'ECONNREFUSED "connect ECONNREFUSED 127.0.0.1:1" syscall connect at 127.0.0.1:1]',
    );
  });

  it('give the code, else the name, and the cause', () => {
    const reset = Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
    expect(errorKind(reset)).toBe('ECONNRESET');
    expect(errorKind(new TypeError('x'))).toBe('TypeError');
    expect(describeError(new Error('fetch failed', { cause: reset }))).toBe(
      'Error "fetch failed" cause: ECONNRESET "socket hang up"',
    );
  });
});

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
