import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { HitLane, isPlainRequest } from './hit-lane';
import { ResponseCache } from './response-cache';

const URL_ = '/api/services/?language=de';
const BODY = Buffer.from('{"a":1}');

function setUp() {
  let now = 0;
  const cache = new ResponseCache(1_000, 10, () => now);
  const key = ResponseCache.key(URL_);
  const { entry } = cache.set(key, BODY.toString(), 'application/json', cache.generation);
  const lane = new HitLane(cache);
  return { cache, key, entry, lane, later: (ms: number) => (now += ms) };
}

const request = (rawHeaders: string[] = [], method = 'GET', httpVersionMajor = 1) =>
  ({ url: URL_, method, httpVersionMajor, rawHeaders }) as unknown as IncomingMessage;

/** A response that keeps its head as Node's does (`_header`, until the first write). */
function response() {
  const sent: { status?: number; head?: string; body?: unknown } = {};
  const res = {
    _header: null as string | null,
    writeHead(status: number, headers: Record<string, string> | string[]) {
      const pairs = Array.isArray(headers) ? headers : Object.entries(headers).flat();
      let lines = '';
      for (let i = 0; i < pairs.length; i += 2) lines += `${pairs[i]}: ${pairs[i + 1]}\r\n`;
      this._header = `HTTP/1.1 ${status} OK\r\n${lines}\r\n`;
      sent.status = status;
    },
    end(body: unknown) {
      Object.assign(sent, { head: this._header, body });
    },
  };
  return { res: res as unknown as ServerResponse, sent };
}

const headers = {
  'content-type': 'application/json',
  'content-length': String(BODY.length),
  'x-cache': 'HIT',
};

describe('the hit lane', () => {
  it('repeats the recorded answer while its entry is fresh, and no longer', () => {
    const { key, entry, lane, later, cache } = setUp();
    lane.record(URL_, key, entry, headers, BODY);
    const { res, sent } = response();
    expect(lane.serve(request(['Host', 'x', 'Cookie', 'theme=dark']), res)).toBe(true);
    expect(sent).toEqual({
      status: 200,
      head: 'HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 7\r\nx-cache: HIT\r\n\r\n',
      body: BODY,
    });
    later(2_000);
    expect(lane.serve(request(), response().res)).toBe(false);
    cache.set(key, BODY.toString(), 'application/json', cache.generation);
    // A new entry for the URL: the old recording is not its answer.
    expect(lane.serve(request(), response().res)).toBe(false);
  });

  it('leaves requests that are not plain, and a closing server, to the full way', () => {
    const { key, entry, lane } = setUp();
    lane.record(URL_, key, entry, headers, BODY);
    for (const raw of [
      ['If-None-Match', '"x"'],
      ['Content-Length', '5'],
      ['Transfer-Encoding', 'chunked'],
      ['Cookie', 'a=1', 'cookie', '__Host-wegweiser_session=t'],
      ['X-Wegweiser-Render', 'r1'],
    ]) {
      expect(lane.serve(request(raw), response().res), raw.join(' ')).toBe(false);
    }
    expect(lane.serve(request([], 'HEAD'), response().res)).toBe(false);
    expect(lane.serve(request([], 'GET', 2), response().res)).toBe(false);
    lane.close();
    expect(lane.serve(request(), response().res)).toBe(false);
    expect(lane.served).toBe(0);
  });

  it('records nothing it could not repeat exactly: a cookie set, several values, another length', () => {
    for (const bad of [
      { ...headers, 'set-cookie': 'csrftoken=a' },
      { ...headers, vary: ['a', 'b'] },
      { ...headers, 'content-length': '3' },
    ]) {
      const { key, entry, lane } = setUp();
      lane.record(URL_, key, entry, bad, BODY);
      expect(lane.serve(request(), response().res)).toBe(false);
    }
  });

  it('judges the parsed headers as it judges the raw ones', () => {
    expect(isPlainRequest('GET', 1, { cookie: 'theme=dark', 'content-length': '0' })).toBe(true);
    expect(isPlainRequest('GET', 1, { cookie: 'wegweiser_session=x' })).toBe(false);
    expect(isPlainRequest('GET', 1, { 'if-none-match': '"x"' })).toBe(false);
    expect(isPlainRequest('POST', 1, {})).toBe(false);
  });
});
