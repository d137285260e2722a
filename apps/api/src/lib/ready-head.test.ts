/**
 * Decision 123: a head serialised once is written with exactly the bytes `writeHead(200, headers)`
 * writes, whatever the request makes of the connection (kept alive, closed, HTTP/1.0).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READY_HEADS, readyHead, writeReadyHead } from './ready-head';

const BODY = Buffer.from('{"ready":true}');
const HEADERS = {
  etag: '"abc"',
  'cache-control': 'no-cache',
  'x-cache': 'HIT',
  'content-type': 'application/json; charset=utf-8',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'content-length': String(BODY.length),
};

let server: Server;
let port: number;
beforeAll(async () => {
  const head = readyHead(HEADERS);
  server = createServer((request, response) => {
    if (request.url === '/ready' && head) writeReadyHead(response, head);
    else response.writeHead(200, HEADERS);
    response.end(BODY);
  });
  server.keepAliveTimeout = 72_000;
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

/** Everything the server sends for one raw request, Date's value blanked; and whether it closed. */
function exchange(path: string, requestHead: string): Promise<{ text: string; closed: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(`GET ${path} ${requestHead}\r\n\r\n`));
    let text = '';
    const finish = (closed: boolean) => {
      socket.destroy();
      resolve({ text: text.replace(/\r\nDate: [^\r]+\r\n/, '\r\nDate: -\r\n'), closed });
    };
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
      if (text.endsWith(BODY.toString())) setTimeout(() => finish(false), 50);
    });
    socket.on('end', () => finish(true));
    socket.on('error', reject);
  });
}

describe('a ready head', () => {
  it('is used on this Node.js', () => {
    expect(READY_HEADS).toBe(true);
  });

  it('writes the bytes writeHead writes, kept alive, closed or HTTP/1.0', async () => {
    for (const requestHead of [
      'HTTP/1.1\r\nHost: x',
      'HTTP/1.1\r\nHost: x\r\nConnection: close',
      'HTTP/1.0\r\nHost: x',
      'HTTP/1.0\r\nHost: x\r\nConnection: keep-alive',
    ]) {
      const ready = await exchange('/ready', requestHead);
      const full = await exchange('/full', requestHead);
      expect(ready, requestHead).toEqual(full);
      expect(ready.text).toContain('\r\ncontent-length: 14\r\nDate: -\r\n');
    }
    const keptAlive = await exchange('/ready', 'HTTP/1.1\r\nHost: x');
    expect(keptAlive.text).toContain('\r\nConnection: keep-alive\r\nKeep-Alive: timeout=72\r\n\r\n');
    expect(keptAlive.closed).toBe(false);
    const closed = await exchange('/ready', 'HTTP/1.1\r\nHost: x\r\nConnection: close');
    expect(closed.text).toContain('\r\nConnection: close\r\n\r\n');
    expect(closed.closed).toBe(true);
  });

  it('leaves to Node what frames the answer or the connection, and headers it would refuse', () => {
    expect(readyHead({ connection: 'close', ...HEADERS })).toBeNull();
    expect(readyHead({ date: 'x', ...HEADERS })).toBeNull();
    expect(readyHead({ 'x-bad': 'a\nb', ...HEADERS })).toBeNull();
    const { 'content-length': _length, ...withoutLength } = HEADERS;
    expect(readyHead(withoutLength)).toBeNull();
    // What follows content-length is written by Node, in its place (framing headers included).
    expect(readyHead({ ...HEADERS, vary: 'accept' })?.tail).toEqual([
      'content-length',
      '14',
      'vary',
      'accept',
    ]);
    expect(readyHead({ ...HEADERS, connection: 'close' })?.tail).toEqual([
      'content-length',
      '14',
      'connection',
      'close',
    ]);
  });
});
