import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { CHROMIUM_REQUEST_HEADERS, primeCachedAnswer } from './prime-cache';

let close: (() => void) | undefined;
afterEach(() => close?.());

/** A server that answers gzip `gzipAnswers` times, then brotli; it records each request's headers. */
async function server(gzipAnswers: number) {
  const requests: IncomingHttpHeaders[] = [];
  const http = createServer((request, response) => {
    requests.push(request.headers);
    response.setHeader('content-encoding', requests.length > gzipAnswers ? 'br' : 'gzip');
    response.end('x');
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  close = () => http.close();
  return { url: `http://127.0.0.1:${(http.address() as AddressInfo).port}/page`, requests };
}

describe('primeCachedAnswer', () => {
  it('asks as Chromium asks until the answer is brotli, and stops there', async () => {
    const { url, requests } = await server(2);
    expect(await primeCachedAnswer(url, undefined, { pauseMs: 1 })).toEqual(['gzip', 'gzip', 'br']);
    expect(requests).toHaveLength(3);
    expect(requests[0]).toMatchObject(CHROMIUM_REQUEST_HEADERS);
  });

  it('gives up after its attempts, the last encoding showing it never came', async () => {
    const { url, requests } = await server(100);
    expect(await primeCachedAnswer(url, undefined, { attempts: 4, pauseMs: 1 })).toEqual([
      'gzip',
      'gzip',
      'gzip',
      'gzip',
    ]);
    expect(requests).toHaveLength(4);
  });
});
