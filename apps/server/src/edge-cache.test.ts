/**
 * Issue 26 point 1 (decision 114): which page answers a shared cache may keep, under which key, with
 * which surrogate keys, never with a cookie set; and the purge hook a publish calls.
 */
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '@wegweiser/api/config';
import type { FastifyBaseLogger, FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyPreparedPgliteFolder, removePgliteFolder } from '../../api/test/helpers/test-database';
import { edgePurge } from './edge-purge';
import { buildServer } from './server';
import { policyMatchesBytes } from './testing/inline-hashes';

const SHARED = 'public, max-age=0, s-maxage=120, stale-while-revalidate=30, stale-if-error=86400';
const PRIVATE = 'private, max-age=0, stale-while-revalidate=60, stale-if-error=86400';

/** The stand-in for the CDN's purge endpoint: records each request; answers as `status` says. */
type Purge = { method: string; headers: IncomingMessage['headers']; body: string };
const purges: Purge[] = [];
let purgeStatus = 200;
let cdn: Server;
let cdnUrl = '';

const dataDirs: string[] = [];
const servers: FastifyInstance[] = [];
let app: FastifyInstance;
let api: FastifyInstance;

async function server(env: Record<string, string>, onApi?: (instance: FastifyInstance) => void) {
  const dataDir = copyPreparedPgliteFolder('wegweiser-edge-cache-');
  dataDirs.push(dataDir);
  const instance = await buildServer(
    loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      PAGE_EDGE_MAX_AGE_SECONDS: '120',
      PAGE_EDGE_STALE_SECONDS: '30',
      ...env,
    }),
    { onApi },
  );
  servers.push(instance);
  await instance.ready();
  return instance;
}

beforeAll(async () => {
  cdn = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      purges.push({ method: request.method ?? '', headers: request.headers, body });
      response.statusCode = purgeStatus;
      response.end();
    });
  });
  cdn.listen(0, '127.0.0.1');
  await once(cdn, 'listening');
  const { port } = cdn.address() as AddressInfo;
  cdnUrl = `http://127.0.0.1:${port}/purge`;
  app = await server({ EDGE_PURGE_URL: cdnUrl, EDGE_PURGE_AUTHORIZATION: 'Bearer t0ken' }, (instance) => {
    api = instance;
  });
});
afterAll(async () => {
  for (const instance of servers) await instance.close();
  cdn?.close();
  for (const dir of dataDirs) removePgliteFolder(dir);
});

const get = (url: string, headers: Record<string, string> = {}, on = app) =>
  on.inject({ method: 'GET', url, headers });
const keysOf = (response: LightMyRequestResponse) =>
  String(response.headers['surrogate-key'] ?? '').split(' ');

describe('pages a shared cache may keep', () => {
  it('an anonymous ?lang page: public, keyed by its URL alone, with the keys of what it shows', async () => {
    for (const cached of ['MISS', 'HIT']) {
      const response = await get('/services?lang=en', { 'accept-language': 'de' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-cache']).toBe(cached);
      expect(response.headers['cache-control']).toBe(SHARED);
      expect(response.headers.vary).toBe('Accept-Encoding');
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(keysOf(response)).toEqual(
        expect.arrayContaining(['site', 'page:/services', 'lang:en', 'data:services', 'data:site-settings']),
      );
      expect(String(response.headers['cache-tag']).split(',')).toEqual(keysOf(response));
      expect(policyMatchesBytes(String(response.headers['content-security-policy']), response.body)).toBe(
        true,
      );
    }
  });

  it('no cookie is ever set on a shared answer, whatever cookies the visitor sends', async () => {
    const cookies = [
      'csrftoken=forged.value',
      'selectedLanguage=fr',
      'consent=1; selectedLanguage=xx; theme=dark',
    ];
    for (const cookie of cookies) {
      for (const url of ['/?lang=de', '/about?lang=fr', '/services?lang=zh']) {
        const response = await get(url, { cookie });
        expect(response.headers['cache-control'], `${url} ${cookie}`).toBe(SHARED);
        expect(response.headers['set-cookie'], `${url} ${cookie}`).toBeUndefined();
      }
    }
  });

  it('a URL without ?lang stays private where the cache does not key by the language cookie', async () => {
    const response = await get('/services', { cookie: 'selectedLanguage=es' });
    expect(response.headers['cache-control']).toBe(PRIVATE);
    expect(response.headers.vary).toBe('Cookie, Accept-Language, Accept-Encoding');
    expect(response.headers['surrogate-key']).toBeUndefined();
  });

  it('a URL without ?lang is public where the cache keys by the cookie: Vary Accept-Language, never Cookie', async () => {
    const keyed = await server({ PAGE_EDGE_LANGUAGE_COOKIE_KEY: '1' });
    for (const [headers, language] of [
      [{ cookie: 'selectedLanguage=es' }, 'es'],
      [{ 'accept-language': 'fr-CH' }, 'fr'],
      [{}, 'de'],
    ] as const) {
      const response = await get('/about', headers, keyed);
      expect(response.headers['content-language']).toBe(language);
      expect(response.headers['cache-control']).toBe(SHARED);
      expect(response.headers.vary).toBe('Accept-Language, Accept-Encoding');
      expect(keysOf(response)).toContain(`lang:${language}`);
    }
  });

  it('personal and not-the-content answers stay private: session, 404, live booking slots, the console', async () => {
    const session = await get('/services?lang=en', { cookie: 'wegweiser_session=abc' });
    expect(session.headers['cache-control']).toBe(PRIVATE);
    const hostSession = await get('/services?lang=en', { cookie: 'a=1; __Host-wegweiser_session=abc' });
    expect(hostSession.headers['cache-control']).toBe(PRIVATE);
    const missing = await get('/gibt-es-nicht?lang=en');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('private, no-cache');
    const booking = await get('/booking?lang=en');
    expect(booking.headers['cache-control']).toBe('private, no-cache');
    const console = await get('/admin/');
    expect(console.headers['cache-control']).toBe('no-store');
    for (const response of [session, hostSession, missing, booking, console]) {
      expect(response.headers['surrogate-key']).toBeUndefined();
    }
  });
});

describe('a page rendered while content changed', () => {
  it('is not shared: its purge may have gone out before it was done', async () => {
    let changeDuringRender = false;
    const changing = await server({}, (instance) => {
      instance.addHook('onRequest', async (request) => {
        if (changeDuringRender && request.url.startsWith('/api/content/site-settings/current/')) {
          changeDuringRender = false;
          instance.contentChanged(['services']);
        }
      });
    });
    changeDuringRender = true;
    const during = await get('/services?lang=fr', {}, changing);
    expect(changeDuringRender).toBe(false);
    expect(during.statusCode).toBe(200);
    expect(during.headers['cache-control']).toBe('private, no-cache');
    expect(during.headers['surrogate-key']).toBeUndefined();
    // Rendered again from the changed content: shared as usual.
    const after = await get('/services?lang=fr', {}, changing);
    expect(after.headers['x-cache']).toBe('MISS');
    expect(after.headers['cache-control']).toBe(SHARED);
  });
});

describe('the purge hook', () => {
  it('a publish purges the site key with the configured method and authorization, without waiting', async () => {
    purges.length = 0;
    api.contentChanged();
    await expect.poll(() => purges.length).toBe(1);
    expect(purges[0]?.method).toBe('PURGE');
    expect(purges[0]?.headers['surrogate-key']).toBe('site');
    expect(purges[0]?.headers.authorization).toBe('Bearer t0ken');
    // The purged keys are among those the pages carry.
    expect(keysOf(await get('/about?lang=de'))).toContain('site');
  });

  it('a purge the cache refuses, or an unreachable cache, does not fail the change', async () => {
    purgeStatus = 500;
    purges.length = 0;
    expect(() => api.contentChanged()).not.toThrow();
    await expect.poll(() => purges.length).toBe(1);
    purgeStatus = 200;
    let unreachableApi: FastifyInstance | undefined;
    const unreachable = await server(
      { EDGE_PURGE_URL: 'http://127.0.0.1:9/purge', EDGE_PURGE_METHOD: 'POST' },
      (i) => {
        unreachableApi = i;
      },
    );
    expect(() => unreachableApi?.contentChanged()).not.toThrow();
    const page = await get('/about?lang=de', {}, unreachable);
    expect(page.statusCode).toBe(200);
  });

  it('logs each outcome and never rejects; POST sends the keys as JSON tags', async () => {
    const lines: string[] = [];
    const note = (_line: unknown, message: string) => lines.push(message);
    const log = { info: note, warn: note } as unknown as FastifyBaseLogger;
    const config = { method: 'POST' as const, authorization: null, timeoutMs: 500 };
    await edgePurge({ ...config, url: 'http://127.0.0.1:9/purge' }, log)(['site']);
    purges.length = 0;
    await edgePurge({ ...config, url: cdnUrl }, log)(['site', 'lang:de']);
    expect(purges[0]?.method).toBe('POST');
    expect(JSON.parse(purges[0]?.body ?? '')).toEqual({ tags: ['site', 'lang:de'] });
    purgeStatus = 503;
    await edgePurge({ ...config, url: cdnUrl }, log)(['site']);
    purgeStatus = 200;
    expect(lines).toEqual(['edge purge: failed', 'edge purge: done', 'edge purge: refused by the cache']);
  });
});
