/**
 * Issue 4 point 4 on the composed server (decision 011): rendered pages kept per language and URL,
 * the same bytes in every answer (no nonce: the policy names the inline hashes, decision 114), ETag and 304, invalidation when content changes, expiry, the
 * last good page when the API fails, and gzip answers.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { loadConfig } from '@wegweiser/api/config';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { copyPreparedPgliteFolder, removePgliteFolder } from '../../api/test/helpers/test-database';
import { buildServer } from './server';
import { FaultTable, installFaults } from './testing/faults';
import { policyMatchesBytes } from './testing/inline-hashes';
import { readHead } from './testing/markup';

const TTL_MS = 60_000;
let app: FastifyInstance;
let api: FastifyInstance;
const dataDir = copyPreparedPgliteFolder('wegweiser-page-cache-');
const clock = { now: Date.now() };
const faults = new FaultTable();
/** Requests that reached the API (the server render's in-process calls). */
let apiCalls = 0;

beforeAll(async () => {
  app = await buildServer(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }), {
    now: () => clock.now,
    onApi: (instance) => {
      api = instance;
    },
    beforeMount: (root) => {
      root.addHook('onRequest', async (request) => {
        if (request.url.startsWith('/api/')) apiCalls += 1;
      });
      installFaults(root, faults);
    },
  });
  await app.ready();
});
afterEach(() => faults.clear());
afterAll(async () => {
  await app?.close();
  removePgliteFolder(dataDir);
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

/** The document, checked to carry no nonce: every answer of a page is the same bytes (decision 114). */
const withoutNonce = (html: string) => {
  expect(html).not.toMatch(/\snonce="/);
  return html;
};
const policyOf = (response: LightMyRequestResponse) => String(response.headers['content-security-policy']);
const cacheOf = (response: LightMyRequestResponse) => response.headers['x-cache'];
const langOf = (html: string) => /<html lang="([^"]+)">/.exec(html)?.[1];
/** Later than any entry stored so far may live. */
const expireEverything = () => {
  clock.now += TTL_MS + 1;
};

describe('page cache', () => {
  it('renders a page once, then answers it from memory without calling the API', async () => {
    const first = await get('/about?lang=en');
    expect(first.statusCode).toBe(200);
    expect(cacheOf(first)).toBe('MISS');
    const calls = apiCalls;
    const second = await get('/about?lang=en');
    expect(cacheOf(second)).toBe('HIT');
    expect(apiCalls).toBe(calls);
    expect(second.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(second.headers['content-language']).toBe('en');
    // ?lang chose the language and no session: a shared cache may keep it (decision 114).
    expect(second.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=300, stale-while-revalidate=60, stale-if-error=86400',
    );
    expect(withoutNonce(second.body)).toBe(withoutNonce(first.body));
  });

  it('never mixes up languages chosen by ?lang, cookie or Accept-Language', async () => {
    const requests: [string, Record<string, string>, string][] = [
      ['/services', {}, 'de'],
      ['/services?lang=fr', { 'accept-language': 'en' }, 'fr'],
      ['/services', { cookie: 'selectedLanguage=es' }, 'es'],
      ['/services', { 'accept-language': 'zh-CN,zh;q=0.9' }, 'zh'],
      ['/services', { 'accept-language': 'en-GB' }, 'en'],
      ['/services', { cookie: 'consent=1; selectedLanguage=fr', 'accept-language': 'en' }, 'fr'],
      // An unknown ?lang negotiates like a plain URL (and is its own URL).
      ['/services?lang=xx', { 'accept-language': 'es' }, 'es'],
    ];
    const seen = new Map<string, string>();
    for (const round of ['first', 'second', 'third']) {
      for (const [url, headers, language] of requests) {
        const response = await get(url, headers);
        const label = `${round}: ${url} ${JSON.stringify(headers)}`;
        expect(response.statusCode, label).toBe(200);
        expect(langOf(response.body), label).toBe(language);
        expect(response.headers['content-language'], label).toBe(language);
        const negotiated = !url.includes('lang=fr');
        expect(String(response.headers.vary), label).toBe(
          negotiated ? 'Cookie, Accept-Language, Accept-Encoding' : 'Accept-Encoding',
        );
        if (round !== 'first') expect(cacheOf(response), label).toBe('HIT');
        const key = `${url} ${language}`;
        if (seen.has(key)) expect(withoutNonce(response.body), label).toBe(seen.get(key));
        seen.set(key, withoutNonce(response.body));
      }
    }
  });

  it('answers the same bytes every time, its policy naming the hashes of their inline scripts and styles', async () => {
    const miss = await get('/contact?lang=en');
    const answers = [await get('/contact?lang=en'), await get('/contact?lang=en')];
    for (const response of [miss, ...answers]) {
      expect(policyMatchesBytes(policyOf(response), response.body)).toBe(true);
      expect(response.body).toBe(miss.body);
      expect(policyOf(response)).toBe(policyOf(miss));
    }
    expect(answers.map(cacheOf)).toEqual(['HIT', 'HIT']);
  });

  it('tags the content with a stable weak ETag and answers 304 without a policy, body or nonce', async () => {
    const miss = await get('/?lang=es');
    const hit = await get('/?lang=es');
    const etag = String(miss.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    expect(hit.headers.etag).toBe(etag);

    const notModified = await get('/?lang=es', { 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers.etag).toBe(etag);
    expect(notModified.headers['cache-control']).toBe(hit.headers['cache-control']);
    expect(notModified.headers.vary).toBe(hit.headers.vary);
    // The browser merges these headers into its stored page: a new nonce would block its scripts.
    expect(notModified.headers['content-security-policy']).toBeUndefined();
    expect(notModified.headers['content-type']).toBeUndefined();
    expect(notModified.headers['content-language']).toBeUndefined();
    expect(notModified.headers['x-content-type-options']).toBe('nosniff');

    expect((await get('/?lang=es', { 'if-none-match': 'W/"other", W/"x"' })).statusCode).toBe(200);
    // The same content rendered again has the same tag: a revalidation after a clear still gets 304.
    api.responseCache.clear();
    const rerendered = await get('/?lang=es', { 'if-none-match': etag });
    expect(cacheOf(rerendered)).toBe('MISS');
    expect(rerendered.statusCode).toBe(304);
  });

  it('shows changed content at once when the response cache is cleared', async () => {
    const before = await get('/?lang=en');
    expect(before.body).toContain('Wegweiser Coaching');
    await api.database.db.execute(
      `update site_settings set site_name = site_name || '{"en": "Wegweiser Cached Coaching"}'::jsonb`,
    );
    // Until content changes are announced, both caches keep the old answer.
    const stillCached = await get('/?lang=en');
    expect(cacheOf(stillCached)).toBe('HIT');
    expect(stillCached.body).not.toContain('Wegweiser Cached Coaching');

    api.responseCache.clear();
    const after = await get('/?lang=en');
    expect(cacheOf(after)).toBe('MISS');
    expect(after.body).toContain('Wegweiser Cached Coaching');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(cacheOf(await get('/?lang=en'))).toBe('HIT');
    // Other languages were rendered again too, with their own (unchanged) names.
    expect(cacheOf(await get('/?lang=es'))).toBe('MISS');
  });

  it('renders again once a page is older than the content cache TTL', async () => {
    await get('/about?lang=fr');
    clock.now += TTL_MS - 1;
    expect(cacheOf(await get('/about?lang=fr'))).toBe('HIT');
    clock.now += 2;
    expect(cacheOf(await get('/about?lang=fr'))).toBe('MISS');
    expect(cacheOf(await get('/about?lang=fr'))).toBe('HIT');
  });

  it('keys pages by their query string', async () => {
    const first = await get('/blog?lang=de');
    const second = await get('/blog?lang=de&page=2');
    expect(cacheOf(second)).toBe('MISS');
    expect(cacheOf(await get('/blog?lang=de&page=2'))).toBe('HIT');
    // German is the default language: its canonical URLs carry no ?lang.
    expect(readHead(first.body).canonical).toMatch(/\/blog$/);
    expect(readHead(second.body).canonical).toMatch(/\/blog\?page=2$/);
    expect(cacheOf(await get('/blog?lang=de'))).toBe('HIT');
  });

  it('keys a page only by the query parameters it reads, sorted; others make no entry and do not reach it', async () => {
    const first = await get('/about?lang=fr&utm_source=zq7-mailing&fbclid=zq7abc');
    const calls = apiCalls;
    const second = await get('/about?fbclid=xyz&lang=fr&utm_campaign=autumn&page=3&context=hero_cta');
    expect(cacheOf(second)).toBe('HIT');
    expect(apiCalls).toBe(calls);
    expect(withoutNonce(second.body)).toBe(withoutNonce(first.body));
    expect(cacheOf(await get('/about?lang=fr'))).toBe('HIT');
    for (const name of ['utm_', 'fbclid', 'zq7']) expect(first.body).not.toContain(name);

    // The lists read ?category and ?page: the order they come in does not matter, other names do not count.
    await get('/blog?lang=de&page=2');
    expect(cacheOf(await get('/blog?gclid=1&page=2&lang=de'))).toBe('HIT');
  });

  it('keeps the contact link context in the key: it changes the page', async () => {
    const first = await get('/contact?lang=en&context=service_detail&service_name=Coaching&ref=a');
    expect(first.statusCode).toBe(200);
    const same = await get('/contact?ref=b&service_name=Coaching&lang=en&context=service_detail');
    expect(cacheOf(same)).toBe('HIT');
    const other = await get('/contact?lang=en&context=service_detail&service_name=Mentoring&ref=a');
    expect(cacheOf(other)).toBe('MISS');
    expect(other.body).toContain('Mentoring');
    expect(other.body).not.toContain('ref=a');
  });

  it('does not keep 404 pages', async () => {
    for (const _ of [1, 2]) {
      const response = await get('/no-such-page?lang=en');
      expect(response.statusCode).toBe(404);
      expect(cacheOf(response)).toBe('MISS');
      expect(response.headers.etag).toBeUndefined();
      expect(response.headers['cache-control']).toBe('private, no-cache');
    }
  });
});

describe('page cache when the API fails', () => {
  it('does not keep a render whose API calls failed', async () => {
    faults.set([{ path: '/content/themes/', status: 500 }]);
    const degraded = await get('/services?lang=es');
    expect(degraded.statusCode).toBe(200);
    expect(cacheOf(degraded)).toBe('MISS');
    expect(degraded.body).toContain('data-theme-error=');
    expect(degraded.headers.etag).toBeUndefined();
    expect(degraded.headers['cache-control']).toBe('private, no-cache');
    expect(cacheOf(await get('/services?lang=es'))).toBe('MISS');

    faults.clear();
    const good = await get('/services?lang=es');
    expect(cacheOf(good)).toBe('MISS');
    expect(good.body).not.toContain('data-theme-error=');
    expect(cacheOf(await get('/services?lang=es'))).toBe('HIT');
  });

  it('answers the last good page when a new render meets failing calls', async () => {
    const good = await get('/about', { 'accept-language': 'es' });
    expect(cacheOf(good)).toBe('MISS');
    const blog = await get('/blog?lang=en');
    expect(blog.statusCode).toBe(200);
    faults.set([{ path: '/content/site-settings/', status: 503 }]);
    // Fresh: answered from memory, the API is not asked.
    expect(cacheOf(await get('/about', { 'accept-language': 'es' }))).toBe('HIT');

    expireEverything();
    const stale = await get('/about', { 'accept-language': 'es' });
    expect(stale.statusCode).toBe(200);
    expect(cacheOf(stale)).toBe('STALE');
    expect(stale.headers.etag).toBe(good.headers.etag);
    expect(withoutNonce(stale.body)).toBe(withoutNonce(good.body));
    expect(stale.headers['content-language']).toBe('es');
    expect(policyMatchesBytes(policyOf(stale), stale.body)).toBe(true);

    // Also after a content change, and also where the failed render would redirect (gated pages).
    api.responseCache.clear();
    const blogStale = await get('/blog?lang=en');
    expect(blogStale.statusCode).toBe(200);
    expect(cacheOf(blogStale)).toBe('STALE');
    expect(withoutNonce(blogStale.body)).toBe(withoutNonce(blog.body));

    faults.clear();
    expect(cacheOf(await get('/about', { 'accept-language': 'es' }))).toBe('MISS');
    expect(cacheOf(await get('/about', { 'accept-language': 'es' }))).toBe('HIT');
  });

  it('forgets a page that is gone, so a failure does not bring it back', async () => {
    const slug = 'die-kunst-nein-zu-sagen';
    const publish = async (published: boolean) => {
      await api.database.db.execute(
        `update blog_posts set is_published = ${published} where slug = '${slug}'`,
      );
      api.responseCache.clear();
    };
    const url = `/blog/${slug}?lang=fr`;
    expect((await get(url)).statusCode).toBe(200);
    await publish(false);
    try {
      expect((await get(url)).statusCode).toBe(404);
      faults.set([{ path: '/content/themes/', status: 500 }]);
      const during = await get(url);
      expect(cacheOf(during)).toBe('MISS');
      expect(during.statusCode).toBe(404);
    } finally {
      await publish(true);
    }
  });

  it('shows the failed render where no good page exists', async () => {
    faults.set([{ path: '/content/site-settings/', status: 503 }]);
    const response = await get('/blog?lang=fr');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/?lang=fr');
  });
});

describe('compressed pages', () => {
  it.each(['gzip, deflate, br, zstd', 'gzip'])(
    'Accept-Encoding %s gets gzip that decodes to the same document, rendered or at its first hit',
    async (acceptEncoding) => {
      const plain = await get('/services?lang=en');
      for (const cached of ['MISS', 'HIT']) {
        api.responseCache.clear();
        if (cached === 'HIT') await get('/services?lang=en', { 'accept-encoding': 'identity' });
        const response = await get('/services?lang=en', { 'accept-encoding': acceptEncoding });
        expect(cacheOf(response)).toBe(cached);
        expect(response.headers['content-encoding']).toBe('gzip');
        expect(String(response.headers.vary)).toContain('Accept-Encoding');
        expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
        const html = gunzipSync(response.rawPayload).toString('utf8');
        expect(withoutNonce(html)).toBe(withoutNonce(plain.body));
        expect(policyMatchesBytes(policyOf(response), html)).toBe(true);
      }
    },
  );

  it('gets brotli for a page the cache answers again, once made: smaller than gzip, the same document (decision 129)', async () => {
    api.responseCache.clear();
    const headers = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    const rendered = await get('/about?lang=en', headers);
    expect(cacheOf(rendered)).toBe('MISS');
    expect(rendered.headers['content-encoding']).toBe('gzip');
    const brotli = await vi.waitFor(async () => {
      const response = await get('/about?lang=en', headers);
      expect(cacheOf(response)).toBe('HIT');
      expect(response.headers['content-encoding']).toBe('br');
      return response;
    });
    expect(String(brotli.headers.vary)).toContain('Accept-Encoding');
    expect(brotli.rawPayload.length).toBeLessThan(rendered.rawPayload.length * 0.9);
    const html = brotliDecompressSync(brotli.rawPayload).toString('utf8');
    expect(html).toBe(gunzipSync(rendered.rawPayload).toString('utf8'));
    expect(policyMatchesBytes(policyOf(brotli), html)).toBe(true);
    // A client preferring gzip, or taking no brotli, still gets gzip.
    for (const other of ['gzip, br;q=0.5', 'gzip, deflate']) {
      const response = await get('/about?lang=en', { 'accept-encoding': other });
      expect(response.headers['content-encoding'], other).toBe('gzip');
    }
  });

  it('is plain without Accept-Encoding or when the client takes neither gzip nor brotli', async () => {
    for (const acceptEncoding of [undefined, 'deflate', 'gzip;q=0, identity']) {
      const headers: Record<string, string> = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
      const response = await get('/services?lang=en', headers);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toContain('<!doctype html>');
    }
  });
});
