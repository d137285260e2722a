/**
 * /sitemap.xml and /robots.txt (decision 008): parsed as a crawler would and compared with the
 * published content the API lists. Site settings can be patched in front of the in-process API
 * to switch sections off, and calls can be made to fail.
 */
import { loadConfig } from '@wegweiser/api/config';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { copyPreparedPgliteFolder, removePgliteFolder } from '../../api/test/helpers/test-database';
import { buildServer } from './server';
import { apiJson, patchJsonPayload } from './testing/api-json';
import { childrenNamed, parseXml, type XmlElement } from './testing/markup';

const HOST = 'www.wegweiser.test';
const ORIGIN = `http://${HOST}`;
let app: FastifyInstance;
const dataDir = copyPreparedPgliteFolder('wegweiser-seo-sitemap-');
const patches = new Map<string, (body: Record<string, unknown>) => Record<string, unknown>>();
const failing = new Set<string>();

beforeAll(async () => {
  app = await buildServer(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }), {
    beforeMount: (root) => {
      root.addHook('onRequest', async (request, reply) => {
        if (failing.has(request.url.split('?')[0] ?? '')) return reply.code(500).send({ message: 'boom' });
      });
      root.addHook('onSend', async (request, _reply, payload) => {
        const patch = patches.get(request.url.split('?')[0] ?? '');
        return patch ? patchJsonPayload(payload, patch) : payload;
      });
    },
  });
  await app.ready();
});
afterEach(() => {
  patches.clear();
  failing.clear();
});
afterAll(async () => {
  await app?.close();
  removePgliteFolder(dataDir);
});

const api = (path: string) => apiJson(app, path);
const get = (url: string) => app.inject({ method: 'GET', url, headers: { host: HOST } });

type Entry = { loc: string; lastmod: string | undefined; alternates: Record<string, string> };

async function sitemap(): Promise<Entry[]> {
  const response = await get('/sitemap.xml');
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
  // The origin is the request's here (no PUBLIC_URL): not for shared caches (host-header.test.ts: public with it).
  expect(response.headers['cache-control']).toBe('private, no-cache');
  const root = parseXml(response.body);
  expect(root.name).toBe('urlset');
  expect(root.attributes.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  expect(root.attributes['xmlns:xhtml']).toBe('http://www.w3.org/1999/xhtml');
  expect(root.children.every((child) => child.name === 'url')).toBe(true);
  return root.children.map((url: XmlElement) => {
    const [loc, ...more] = childrenNamed(url, 'loc');
    expect(more).toEqual([]);
    const alternates: Record<string, string> = {};
    for (const link of childrenNamed(url, 'xhtml:link')) {
      expect(link.attributes.rel).toBe('alternate');
      const hreflang = link.attributes.hreflang as string;
      expect(alternates[hreflang], `duplicate ${hreflang}`).toBeUndefined();
      alternates[hreflang] = link.attributes.href as string;
    }
    return { loc: loc?.text ?? '', lastmod: childrenNamed(url, 'lastmod')[0]?.text, alternates };
  });
}

const LANGUAGES = ['de', 'en', 'es', 'fr', 'zh'];
const urlIn = (path: string, code: string) => `${ORIGIN}${path}${code === 'de' ? '' : `?lang=${code}`}`;
const slugsOf = async (list: string) =>
  (await api(list)).results as { slug: string; updated_at?: string; [key: string]: unknown }[];

describe('/sitemap.xml', () => {
  it('lists every public page in every active language, each with the full hreflang set', async () => {
    const languages = (await api('/languages/')).results.map((l: { code: string }) => l.code);
    expect(languages).toEqual(LANGUAGES);
    const paths = [
      '/',
      '/about',
      '/services',
      '/services/packages',
      ...(await slugsOf('/services/packages/?page_size=100')).map((p) => `/services/packages/${p.slug}`),
      ...(await slugsOf('/services/?page_size=100')).map((s) => `/services/${s.slug}`),
      '/blog',
      ...(await slugsOf('/blog/?page_size=100')).map((p) => `/blog/${p.slug}`),
      '/career',
      ...(await slugsOf('/career/?page_size=100')).map((p) => `/career/${p.slug}`),
      '/contact',
      // The booking page; its confirmation page (noindex) is not listed (decision 105).
      '/booking',
      ...(await slugsOf('/content/legal-pages/')).map((p) => `/legal/${p.slug}`),
    ];
    const entries = await sitemap();
    expect(entries.map((entry) => entry.loc).sort()).toEqual(
      paths.flatMap((path) => LANGUAGES.map((code) => urlIn(path, code))).sort(),
    );
    for (const entry of entries) {
      const path = new URL(entry.loc).pathname;
      expect(entry.alternates, entry.loc).toEqual({
        ...Object.fromEntries(LANGUAGES.map((code) => [code, urlIn(path, code)])),
        'x-default': urlIn(path, 'de'),
      });
    }
  });

  it('gives lastmod from the content: each detail page its own, each list its newest entry', async () => {
    // Seeded services and packages share one creation time; a date of their own per item shows
    // each page gets its own.
    for (const list of ['/api/services/', '/api/services/packages/']) {
      patches.set(list, (body) => ({
        ...body,
        results: (body.results as Record<string, unknown>[]).map((item, index) => ({
          ...item,
          updated_at: new Date(Date.UTC(2026, 0, 10 + index, 8)).toISOString(),
        })),
      }));
    }
    const entries = new Map((await sitemap()).map((entry) => [entry.loc, entry]));
    const iso = (date: string) => new Date(date).toISOString();
    for (const [list, path] of [
      ['/services/?page_size=100', '/services/'],
      ['/services/packages/?page_size=100', '/services/packages/'],
      ['/blog/?page_size=100', '/blog/'],
      ['/career/?page_size=100', '/career/'],
      ['/content/legal-pages/', '/legal/'],
    ] as const) {
      const items = await slugsOf(list);
      for (const item of items) {
        for (const code of LANGUAGES) {
          expect(entries.get(urlIn(`${path}${item.slug}`, code))?.lastmod).toBe(
            iso(item.updated_at as string),
          );
        }
      }
      if (path !== '/legal/') {
        const newest = items
          .map((item) => iso(item.updated_at as string))
          .sort()
          .at(-1);
        expect(entries.get(urlIn(path.slice(0, -1), 'en'))?.lastmod).toBe(newest);
      }
    }
    // Pages made of several kinds of content name no date rather than a made-up one.
    for (const path of ['/', '/about', '/contact']) {
      expect(entries.get(urlIn(path, 'de'))?.lastmod, path).toBeUndefined();
    }
  });

  it.each([
    ['blog_enabled', '/blog'],
    ['career_enabled', '/career'],
  ])('leaves out the section when %s is not true', async (flag, section) => {
    patches.set('/api/content/site-settings/current/', (body) => ({ ...body, [flag]: false }));
    const locs = (await sitemap()).map((entry) => new URL(entry.loc).pathname);
    expect(locs.filter((path) => path === section || path.startsWith(`${section}/`))).toEqual([]);
    const other = section === '/blog' ? '/career' : '/blog';
    expect(locs).toContain(other);
    expect(locs).toContain('/services');
  });

  it.each(['/api/languages/', '/api/content/site-settings/current/', '/api/services/'])(
    'answers 503 with Retry-After instead of an incomplete sitemap when %s fails',
    async (path) => {
      failing.add(path);
      const response = await get('/sitemap.xml');
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('60');
      expect(response.headers['cache-control']).toBe('no-store');
    },
  );
});

describe('/robots.txt', () => {
  it('allows the site, keeps crawlers out of the API and the console, and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const lines = response.body.split('\n').map((line) => line.trim());
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Disallow: /admin/');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('uses the request origin when PUBLIC_URL is unset (here: behind no proxy)', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/robots.txt',
      headers: { host: 'localhost:5173' },
    });
    expect(response.body).toContain('Sitemap: http://localhost:5173/sitemap.xml');
  });

  it('an invalid Host header falls back to the configured default origin instead of failing', async () => {
    for (const url of ['/robots.txt', '/about']) {
      const response = await app.inject({ method: 'GET', url, headers: { host: 'bad host"<x' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('http://127.0.0.1:3000/');
      expect(response.body, url).not.toContain('bad host');
    }
  });
});
