/** bench:api prints how the API's head differs from nginx's for the same answer (decision 126). */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { headDifference, headerLines, wireHead } from './wire-head';

const API = [
  'HTTP/1.1 200 OK',
  'etag: "V0Kp4"',
  'x-cache: HIT',
  'content-type: application/json; charset=utf-8',
  'content-length: 4366',
  'Date: Mon, 30 Nov 2026 05:47:31 GMT',
  'Connection: keep-alive',
  'Keep-Alive: timeout=72',
].join('\r\n');
const NGINX = [
  'HTTP/1.1 200 OK',
  'Server: nginx',
  'Date: Mon, 30 Nov 2026 05:48:17 GMT',
  'Content-Type: application/json; charset=utf-8',
  'Content-Length: 4366',
  'Connection: keep-alive',
  'Keep-Alive: timeout=65',
  'etag: "V0Kp4"',
  'x-cache: HIT',
].join('\r\n');

describe('headDifference', () => {
  it('names the lines only one head has and those with another value, whatever the case or order', () => {
    expect(headDifference(API, NGINX)).toEqual({ onlyA: [], onlyB: ['server'], differ: ['keep-alive'] });
  });

  it('reads header lines by lower-case name', () => {
    expect(headerLines(`${API}\r\n\r\n`).get('content-length')).toBe('4366');
  });
});

let server: Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

describe('wireHead', () => {
  it('reads the head as sent, up to the blank line', async () => {
    server = createServer((_request, response) => {
      response.writeHead(200, { 'x-one': 'a', 'content-length': '5' });
      response.end('hello');
    });
    server.keepAliveTimeout = 72_000;
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const head = await wireHead(`http://127.0.0.1:${port}/x?y=1`);
    expect(head.startsWith('HTTP/1.1 200 OK\r\nx-one: a\r\ncontent-length: 5\r\n')).toBe(true);
    expect(head.endsWith('Connection: keep-alive\r\nKeep-Alive: timeout=72\r\n\r\n')).toBe(true);
  });
});
