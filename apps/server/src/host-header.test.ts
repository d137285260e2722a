/**
 * Issue 11 point 4 (decision 019): absolute URLs, /robots.txt and /sitemap.xml never follow a Host
 * header when PUBLIC_URL is set (required in production); without it (development) only a
 * well-formed Host counts, its answers are not for shared caches, and the page cache keeps pages for
 * a few origins only. The server render's in-process API calls carry the client's address.
 */
import { loadConfig } from '@wegweiser/api/config';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyPreparedPgliteFolder, removePgliteFolder } from '../../api/test/helpers/test-database';
import { buildServer } from './server';
import { readHead } from './testing/markup';

const PUBLIC_URL = 'https://coaching.example';

function serverFor(env: Record<string, string>, beforeMount?: (root: FastifyInstance) => void) {
  const context = {} as { app: FastifyInstance };
  const dataDir = copyPreparedPgliteFolder('wegweiser-host-header-');
  beforeAll(async () => {
    context.app = await buildServer(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...env }), {
      ...(beforeMount ? { beforeMount } : {}),
    });
    await context.app.ready();
  });
  afterAll(async () => {
    await context.app?.close();
    removePgliteFolder(dataDir);
  });
  return (url: string, headers: Record<string, string> = {}, remoteAddress?: string) =>
    context.app.inject({ method: 'GET', url, headers, ...(remoteAddress ? { remoteAddress } : {}) });
}

const sitemapLocs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

describe('with PUBLIC_URL', () => {
  const get = serverFor({ PUBLIC_URL: `${PUBLIC_URL}/`, TRUST_PROXY: '1' });

  it('robots.txt and sitemap.xml name PUBLIC_URL whatever Host or X-Forwarded-Host say, for every cache', async () => {
    const hostile: Record<string, string>[] = [
      { host: 'evil.example' },
      { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
      { host: 'bad host<>' },
    ];
    for (const headers of hostile) {
      const robots = await get('/robots.txt', headers);
      expect(robots.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
      expect(robots.body).not.toContain('evil');
      expect(robots.headers['cache-control']).toBe('public, max-age=3600');
      const sitemap = await get('/sitemap.xml', headers);
      expect(sitemap.statusCode).toBe(200);
      expect(sitemap.headers['cache-control']).toMatch(/^public, /);
      const locs = sitemapLocs(sitemap.body);
      expect(locs.length).toBeGreaterThan(10);
      expect(locs.every((loc) => loc?.startsWith(`${PUBLIC_URL}/`))).toBe(true);
      expect(sitemap.body).not.toContain('evil');
    }
  });

  it('keeps one page for every Host, with PUBLIC_URL in its head', async () => {
    const first = await get('/about?lang=en', { host: 'a.example' });
    expect(readHead(first.body).canonical).toBe(`${PUBLIC_URL}/about?lang=en`);
    for (const host of ['b.example', 'c.example:8080', 'evil.example']) {
      const again = await get('/about?lang=en', { host });
      expect(again.headers['x-cache']).toBe('HIT');
      expect(again.body).not.toContain(host);
    }
  });
});

describe('without PUBLIC_URL (development)', () => {
  const seenByApi: string[] = [];
  const get = serverFor({ TRUST_PROXY: '10.0.0.0/8' }, (root) => {
    root.addHook('onRequest', async (request) => {
      if (request.url.startsWith('/api/')) seenByApi.push(request.ip);
    });
  });

  it('uses a well-formed Host, and tells shared caches not to keep the answer', async () => {
    const robots = await get('/robots.txt', { host: 'site.test:8080' });
    expect(robots.body).toContain('Sitemap: http://site.test:8080/sitemap.xml');
    expect(robots.headers['cache-control']).toBe('private, no-cache');
    const sitemap = await get('/sitemap.xml', { host: 'site.test:8080' });
    expect(sitemap.headers['cache-control']).toBe('private, no-cache');
    expect(sitemapLocs(sitemap.body).every((loc) => loc?.startsWith('http://site.test:8080/'))).toBe(true);
  });

  it.each(['evil.example/<script>', 'evil.example:99999', 'a b', 'user@evil.example'])(
    'answers with the configured address for a malformed Host (%j)',
    async (host) => {
      const robots = await get('/robots.txt', { host });
      expect(robots.body).toContain('Sitemap: http://127.0.0.1:3000/sitemap.xml');
      const page = await get('/about?lang=en', { host });
      expect(readHead(page.body).canonical).toBe('http://127.0.0.1:3000/about?lang=en');
    },
  );

  it('believes X-Forwarded-Host only from a listed proxy', async () => {
    const forwarded = {
      host: 'internal:3000',
      'x-forwarded-host': 'www.site.test',
      'x-forwarded-proto': 'https',
    };
    expect((await get('/robots.txt', forwarded, '10.0.0.2')).body).toContain(
      'https://www.site.test/sitemap.xml',
    );
    expect((await get('/robots.txt', forwarded, '192.0.2.1')).body).toContain(
      'http://internal:3000/sitemap.xml',
    );
  });

  it('keeps pages for a few origins only, so Host headers cannot push the real pages out', async () => {
    const hosts = ['h1.test', 'h2.test', 'h3.test', 'h4.test', 'h5.test', 'h6.test'];
    const first = [];
    for (const host of hosts) first.push((await get('/about?lang=de', { host })).headers['x-cache']);
    const second = [];
    for (const host of hosts) second.push((await get('/about?lang=de', { host })).headers['x-cache']);
    // Four origins at most: the configured one (the malformed Hosts above) and the first three here.
    expect(first.every((status) => status === 'MISS')).toBe(true);
    expect(second).toEqual(['HIT', 'HIT', 'HIT', 'MISS', 'MISS', 'MISS']);
    expect((await get('/about?lang=en', { host: 'bad host' })).headers['x-cache']).toBe('HIT');
  });

  it("renders with the client's address: the in-process API calls see it whatever TRUST_PROXY lists", async () => {
    seenByApi.length = 0;
    const page = await get('/services?lang=fr', { host: 'site.test' }, '203.0.113.7');
    expect(page.statusCode).toBe(200);
    expect(seenByApi.length).toBeGreaterThan(0);
    expect(new Set(seenByApi)).toEqual(new Set(['203.0.113.7']));
  });
});
