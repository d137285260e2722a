/**
 * Issue 26 point 7 (decision 117): the API's cached GETs are edge-cacheable like the pages (the
 * shared vocabulary of decision 114), and a plain request for a recorded hit is answered in front of
 * the framework with exactly the bytes the full way sent: same headers, same body, same access line.
 */
import { type IncomingMessage, request } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { loadConfig } from '@wegweiser/api/config';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyPreparedPgliteFolder, removePgliteFolder } from '../../api/test/helpers/test-database';
import { type BuildServerOptions, buildServer } from './server';

/** For the shared cache alone (RFC 9213); browsers are told to ask again every time. */
const SHARED = 'public, s-maxage=120, stale-while-revalidate=30, stale-if-error=86400';
/** Browsers only, before decision 117 for everyone: when no shared cache may keep answers. */
const BROWSERS = 'public, max-age=60, stale-while-revalidate=300, stale-if-error=86400';
const FEATURED = '/api/services/featured/?language=de';
const BY_TYPES = '/api/content/multilingual/static-content/by_types/?types=hero_title,meta_title&language=en';

const dataDirs: string[] = [];
const servers: FastifyInstance[] = [];

async function server(env: Record<string, string> = {}, options: BuildServerOptions = {}) {
  const dataDir = copyPreparedPgliteFolder('wegweiser-api-hit-');
  dataDirs.push(dataDir);
  let api: FastifyInstance | undefined;
  const app = await buildServer(
    loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      PAGE_EDGE_MAX_AGE_SECONDS: '120',
      PAGE_EDGE_STALE_SECONDS: '30',
      ...env,
    }),
    {
      ...options,
      onApi: (instance) => {
        api = instance;
      },
    },
  );
  servers.push(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  if (!api) throw new Error('no API instance');
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return { app, api, origin };
}

afterAll(async () => {
  for (const app of servers) await app.close();
  for (const dir of dataDirs) removePgliteFolder(dir);
});

/** Status, headers (without Date) and body of a real HTTP/1.1 answer (fetch would drop a Cookie header). */
async function get(url: string, headers: Record<string, string> = {}, method = 'GET') {
  const response = await new Promise<IncomingMessage>((resolve, reject) =>
    request(url, { method, headers }, resolve).on('error', reject).end(),
  );
  let body = '';
  for await (const chunk of response) body += chunk;
  const { date: _date, ...head } = response.headers;
  return { status: response.statusCode, headers: head, body };
}

describe('API answers a shared cache may keep', () => {
  let origin: string;
  let api: FastifyInstance;
  beforeAll(async () => {
    ({ origin, api } = await server());
  });

  it('an anonymous GET of a cached route: public with s-maxage, keyed by site and its kind of data', async () => {
    for (const [url, kind] of [
      [FEATURED, 'data:services'],
      [BY_TYPES, 'data:static-content'],
    ] as const) {
      for (const cached of ['MISS', 'HIT', 'HIT']) {
        const answer = await get(origin + url, { cookie: 'selectedLanguage=fr; csrftoken=x.y' });
        expect(answer.status).toBe(200);
        expect(answer.headers['x-cache']).toBe(cached);
        expect(answer.headers['cdn-cache-control']).toBe(SHARED);
        expect(answer.headers['cache-control']).toBe('no-cache');
        // Nothing but the URL selects the answer (its language is `?language=`).
        expect(answer.headers.vary).toBeUndefined();
        expect(answer.headers['surrogate-key']).toBe(`site ${kind}`);
        expect(answer.headers['cache-tag']).toBe(`site,${kind}`);
        expect(answer.headers['set-cookie']).toBeUndefined();
      }
    }
  });

  it('a console session’s answers are never shared: no-store, no surrogate keys, hit or miss', async () => {
    for (const cached of ['MISS', 'HIT']) {
      if (cached === 'MISS') api.responseCache.clear();
      const answer = await get(origin + FEATURED, { cookie: 'theme=dark; wegweiser_session=abc' });
      expect(answer.headers['x-cache']).toBe(cached);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['cdn-cache-control']).toBeUndefined();
      expect(answer.headers['surrogate-key']).toBeUndefined();
      expect(answer.headers['cache-tag']).toBeUndefined();
      // The https spelling, whatever the protocol: never given to a shared cache either.
      const hostCookie = await get(origin + FEATURED, { cookie: '__Host-wegweiser_session=abc' });
      expect(hostCookie.headers['cdn-cache-control']).toBeUndefined();
      expect(hostCookie.headers['surrogate-key']).toBeUndefined();
    }
  });

  it('without edge caching (PAGE_EDGE_MAX_AGE_SECONDS=0) answers keep the browsers-only policy and no keys', async () => {
    const off = await server({ PAGE_EDGE_MAX_AGE_SECONDS: '0' });
    for (const cached of ['MISS', 'HIT']) {
      const answer = await get(off.origin + FEATURED);
      expect(answer.headers['x-cache']).toBe(cached);
      expect(answer.headers['cache-control']).toBe(BROWSERS);
      expect(answer.headers['cdn-cache-control']).toBeUndefined();
      expect(answer.headers['surrogate-key']).toBeUndefined();
    }
  });
});

/**
 * The raw bytes of the answer to one raw request (Date's value blanked), and whether the server
 * closed the connection after it.
 */
function exchange(
  origin: string,
  path: string,
  requestHead: string,
): Promise<{ text: string; closed: boolean }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(`GET ${path} ${requestHead}\r\n\r\n`));
    let text = '';
    let done = false;
    const finish = (closed: boolean) => {
      if (done) return;
      done = true;
      socket.destroy();
      resolve({ text: text.replace(/\r\nDate: [^\r]+\r\n/, '\r\nDate: -\r\n'), closed });
    };
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      const length = /\r\ncontent-length: (\d+)\r\n/i.exec(text)?.[1];
      // The whole body is here: wait a moment for a close that would follow it.
      if (end >= 0 && length && Buffer.byteLength(text.slice(end + 4), 'latin1') >= Number(length)) {
        setTimeout(() => finish(false), 100);
      }
    });
    socket.on('end', () => finish(true));
    socket.on('error', reject);
  });
}

/** A JSON log line with its moment and request id blanked: the rest must match byte for byte. */
const comparable = (line: string) =>
  line.replace(/"time":\d+/, '"time":0').replace(/"reqId":"[^"]*"/, '"reqId":"-"');

describe('the hit lane', () => {
  const raw: string[] = [];
  const lines: Record<string, unknown>[] = [];
  let origin: string;
  let api: FastifyInstance;
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ origin, api, app } = await server(
      { LOG_LEVEL: 'info', TRUST_PROXY: '127.0.0.1' },
      {
        logger: true,
        logStream: {
          write: (line) => {
            raw.push(line);
            lines.push(JSON.parse(line));
          },
        },
      },
    ));
  });

  it('answers a plain request for a recorded hit with exactly what the full way sent', async () => {
    const url = origin + BY_TYPES;
    const miss = await get(url);
    expect(miss.headers['x-cache']).toBe('MISS');
    const before = api.hitLane.served;
    const full = await get(url, { 'x-forwarded-for': '203.0.113.9' });
    expect(full.headers['x-cache']).toBe('HIT');
    expect(api.hitLane.served).toBe(before);
    const lane = await get(url, { 'x-forwarded-for': '203.0.113.9' });
    expect(api.hitLane.served).toBe(before + 1);
    expect(lane).toEqual(full);
    // Every security header is there, as the full way set it.
    expect(lane.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(lane.headers['strict-transport-security']).toBeDefined();
    expect(lane.headers['x-content-type-options']).toBe('nosniff');

    // The same access line, with the client address the trusted proxy named (shortened).
    const access = lines.filter(
      (line) => line.msg === 'request' && String((line.req as { url: string }).url).includes('by_types'),
    );
    const [fullLine, laneLine] = access
      .slice(-2)
      .map(({ time: _time, reqId, ...rest }): Record<string, unknown> => ({ ...rest, reqId: typeof reqId }));
    expect(laneLine).toEqual(fullLine);
    expect(laneLine?.req).toMatchObject({ remoteAddress: '203.0.113.0' });
    expect(fullLine?.reqId).toBe('string');
    // Byte for byte, key order included.
    const [fullRaw, laneRaw] = raw.filter((line) => line.includes('by_types')).slice(-2);
    expect(laneRaw && comparable(laneRaw)).toBe(fullRaw && comparable(fullRaw));
  });

  it('writes the head the full way writes, byte for byte, kept alive, closed or HTTP/1.0', async () => {
    for (const [requestHead, closes] of [
      ['HTTP/1.1\r\nHost: x', false],
      ['HTTP/1.1\r\nHost: x\r\nConnection: close', true],
      ['HTTP/1.0\r\nHost: x', true],
    ] as const) {
      api.responseCache.clear();
      expect((await exchange(origin, BY_TYPES, requestHead)).text).toContain('\r\nx-cache: MISS\r\n');
      const before = api.hitLane.served;
      const full = await exchange(origin, BY_TYPES, requestHead);
      expect(api.hitLane.served).toBe(before);
      const lane = await exchange(origin, BY_TYPES, requestHead);
      expect(api.hitLane.served, requestHead).toBe(before + 1);
      expect(lane, requestHead).toEqual(full);
      expect(lane.text).toContain('\r\nx-cache: HIT\r\n');
      expect(lane.closed, requestHead).toBe(closes);
    }
  });

  it('sends the bytes and headers an injected request gets (the full way: inject never reaches the lane)', async () => {
    const path = '/api/services/packages/featured/?language=fr';
    for (let i = 0; i < 2; i++) await get(origin + path);
    const before = api.hitLane.served;
    const lane = await get(origin + path);
    expect(api.hitLane.served).toBe(before + 1);
    const full = await app.inject({ method: 'GET', url: path });
    expect(api.hitLane.served).toBe(before + 1);
    expect(lane.status).toBe(full.statusCode);
    expect(lane.body).toBe(full.body);
    // What the connection adds (Node's keep-alive, the date) is not the answer's.
    const { connection: _c, 'keep-alive': _k, ...laneHeaders } = lane.headers;
    const { connection: _c2, date: _d, ...fullHeaders } = full.headers;
    expect(laneHeaders).toEqual(fullHeaders);
    expect(laneHeaders['x-cache']).toBe('HIT');
    expect(laneHeaders['cdn-cache-control']).toBe(SHARED);
  });

  it('leaves every request that is not plain to the full way, which answers it as before', async () => {
    const url = origin + FEATURED;
    await get(url);
    const { headers } = await get(url);
    await get(url);
    const served = api.hitLane.served;
    expect(served).toBeGreaterThan(0);

    const revalidated = await get(url, { 'if-none-match': String(headers.etag) });
    expect(revalidated.status).toBe(304);
    const session = await get(url, { cookie: 'wegweiser_session=abc' });
    expect(session.headers['cache-control']).toBe('no-store');
    const head = await get(url, {}, 'HEAD');
    expect(head.status).toBe(200);
    const withBody = await get(url, { 'transfer-encoding': 'chunked' });
    expect(withBody.status).toBe(200);
    expect(api.hitLane.served).toBe(served);
    // An empty body is no body: plain.
    expect((await get(url, { 'content-length': '0' })).status).toBe(200);
    expect(api.hitLane.served).toBe(served + 1);

    // Content changed: the entry is gone, so is its recorded answer; the full way reads again.
    api.responseCache.clear();
    const after = await get(url);
    expect(after.headers['x-cache']).toBe('MISS');
    expect(api.hitLane.served).toBe(served + 1);
  });

  it('is off where hooks were added ahead of the API (tests’ faults)', async () => {
    const hooked = await server({}, { beforeMount: () => undefined });
    for (let i = 0; i < 3; i++) expect((await get(hooked.origin + FEATURED)).status).toBe(200);
    expect(hooked.api.hitLane.served).toBe(0);
  });
});
