/**
 * Issue 15 point 5 (decision 066): the composed server as production runs it (NODE_ENV=production,
 * APP_SECRET, PUBLIC_URL) answers every kind of request — page, JSON, hashed asset, media, image
 * variant, 304, 404 page, 404 JSON, 500 of the site and of the API — with the security headers of
 * decision 007, no `x-powered-by`, and no stack trace, file path or internal message in the body;
 * the builds contain no source maps and none is served.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { IMAGE_VARIANT_WIDTHS } from '@wegweiser/contracts/constants';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { RESOURCE_POLICY, SECURITY_HEADERS } from './security-headers';
import { setupComposedServer } from './testing/composed-server';

/** An internal message as a failing query or library would throw it: values, a path, a stack. */
const INTERNAL = 'relation "secret_table" does not exist: anna@example.com in /work/apps/api/src/db/x.ts';

const t = setupComposedServer(
  {
    NODE_ENV: 'production',
    APP_SECRET: 'production-answers-test-secret-0123456789abcdef',
    PUBLIC_URL: 'https://coaching.example',
  },
  {
    beforeMount: (root) => {
      // Stands for any route outside /api whose handler throws (the site's error handler answers).
      root.get('/__test/crash', async () => {
        throw new Error(INTERNAL);
      });
    },
  },
);

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'coaching.example', ...headers } });

/**
 * Decision 007: on every answer, whatever its kind or status; a site page (`sitePage`) may be framed
 * by the site itself, nothing else by anybody (decision 088).
 */
function expectSecurityHeaders(response: LightMyRequestResponse, label: string, sitePage = false) {
  const headers = { ...SECURITY_HEADERS, 'x-frame-options': sitePage ? 'SAMEORIGIN' : 'DENY' };
  for (const [name, value] of Object.entries(headers)) {
    expect(response.headers[name], `${label}: ${name}`).toBe(value);
  }
  expect(response.headers, label).not.toHaveProperty('x-powered-by');
  expect(response.headers, label).not.toHaveProperty('server');
  // Decision 016: no COOP.
  expect(response.headers, label).not.toHaveProperty('cross-origin-opener-policy');
  const policy = String(response.headers['content-security-policy'] ?? '');
  if (response.statusCode === 304) {
    // Decision 011: a 304 keeps the stored answer's policy.
    expect(response.headers['content-security-policy'], label).toBeUndefined();
  } else if (String(response.headers['content-type']).startsWith('text/html')) {
    // The site's pages name their inline scripts' hashes (decision 114), other documents a nonce.
    expect(policy, label).toMatch(
      sitePage
        ? /script-src (?:'sha256-[A-Za-z0-9+/]{43}=' )+'self';/
        : /script-src 'nonce-[A-Za-z0-9+/]{22}==' 'strict-dynamic' 'self'/,
    );
    expect(policy, label).toContain(`frame-ancestors '${sitePage ? 'self' : 'none'}'`);
    expect(policy, label).toContain("object-src 'none'");
    expect(policy, label).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  } else {
    expect(policy, label).toBe(RESOURCE_POLICY);
  }
}

/** Stack frames, file paths and internal messages never reach a visitor. */
const LEAKS = [
  /\bat [\w$.<>]+ \([^)]*\)/, // "at handler (file:1:2)"
  /\.(?:ts|tsx|js|mjs):\d+:\d+/,
  /\/(?:apps|packages)\/[\w-]+\/(?:src|dist|test)\//,
  /node_modules\//,
  /\/work\//,
  /secret_table|anna@example\.com/,
  /\b\w*Error: /,
  /FST_ERR/,
];

function expectNothingInternal(response: LightMyRequestResponse, label: string) {
  for (const leak of LEAKS) {
    // The match, not the body, in the failure message (pages are long).
    expect(leak.exec(response.body)?.[0], `${label}: ${leak}`).toBeUndefined();
  }
}

function expectSafe(response: LightMyRequestResponse, label: string, status: number, sitePage = false) {
  expect(response.statusCode, label).toBe(status);
  expectSecurityHeaders(response, label, sitePage);
  expectNothingInternal(response, label);
}

describe('production answers: every kind carries the security headers and nothing internal', () => {
  it('pages: the home page, the console page, the 404 page', async () => {
    const home = await get('/');
    expectSafe(home, 'home page', 200, true);
    expect(home.headers['content-type']).toContain('text/html');
    expectSafe(await get('/admin/'), 'console page', 200);
    const notFound = await get('/gibt-es-nicht', { accept: 'text/html' });
    expectSafe(notFound, '404 page', 404, true);
    expect(notFound.headers['content-type']).toContain('text/html');
  });

  it('JSON: an API answer and the API 404', async () => {
    const featured = await get('/api/services/featured/');
    expectSafe(featured, 'API JSON', 200);
    expect(featured.headers['content-type']).toContain('application/json');
    const missing = await get('/api/nothing-here/');
    expectSafe(missing, 'API 404', 404);
    expect(missing.headers['content-type']).toContain('application/json');
    expect(Object.keys(missing.json())).toEqual(['message']);
  });

  it('hashed assets of the site and the console, seeded media and an image variant', async () => {
    const page = await get('/');
    const script = /"(\/assets\/entry-client-[^"]+\.js)"/.exec(page.body)?.[1];
    // The head script names the font files the browser fetches after the load (decision 119).
    const font = /"(\/assets\/[^"]+\.woff2)"/.exec(page.body)?.[1];
    const consolePage = await get('/admin/');
    const consoleScript = /src="(\/admin\/assets\/[^"]+\.js)"/.exec(consolePage.body)?.[1];
    const width = Math.min(...IMAGE_VARIANT_WIDTHS);
    const urls = [
      script,
      font,
      consoleScript,
      '/media/seed/hero.svg',
      '/media/seed/share-image.png',
      `/media/img/${width}/seed/share-image.png.webp`,
    ];
    for (const url of urls) {
      expect(url).toBeTypeOf('string');
      const response = await get(String(url));
      expect(response.statusCode, url).toBe(200);
      expectSecurityHeaders(response, String(url));
    }
  });

  it('304s of a page, a JSON answer, an asset and media', async () => {
    const page = await get('/about');
    const script = /"(\/assets\/entry-client-[^"]+\.js)"/.exec(page.body)?.[1];
    for (const url of ['/about', '/api/services/featured/', String(script), '/media/seed/hero.svg']) {
      const first = await get(url);
      const etag = first.headers.etag;
      expect(etag, url).toBeTypeOf('string');
      const notModified = await get(url, { 'if-none-match': String(etag) });
      expect(notModified.statusCode, url).toBe(304);
      expectSecurityHeaders(notModified, `${url} 304`, url === '/about');
      expect(notModified.body, url).toBe('');
    }
  });

  it('a site error (500) as a page and as text: a short notice, no message or stack', async () => {
    const page = await get('/__test/crash', { accept: 'text/html' });
    expectSafe(page, '500 page', 500);
    expect(page.headers['content-type']).toContain('text/html');
    const text = await get('/__test/crash');
    expectSafe(text, '500 text', 500);
    expect(text.headers['content-type']).toBe('text/plain; charset=utf-8');
  });

  it('an API error (500): the translated message only', async () => {
    const failure = Object.assign(new Error(INTERNAL), { code: '42P01' });
    const spy = vi.spyOn(t.api.repositories.catalog, 'featuredPackages').mockRejectedValue(failure);
    try {
      const response = await get('/api/services/packages/featured/?language=en');
      expectSafe(response, 'API 500', 500);
      expect(response.json()).toEqual({ message: 'An internal error occurred. Please try again later.' });
      expect(spy).toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });

  it('no test or debug routes of other test files exist in the product server', async () => {
    for (const url of ['/__faults', '/__test/teapot', '/api/test/wrong-answer/']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      // Outside /api the site answers with its not-found page.
      expectSecurityHeaders(response, url, !url.startsWith('/api/'));
    }
  });
});

describe('production answers: no source maps', () => {
  const builds = [
    fileURLToPath(new URL('../../web/dist', import.meta.url)),
    fileURLToPath(new URL('../../admin/dist', import.meta.url)),
  ];
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
    );

  it('the builds hold no .map file and no sourceMappingURL comment', () => {
    for (const build of builds) {
      const all = files(build);
      const code = all.filter((file) => /\.(?:js|mjs|css|html)$/.test(file));
      expect(code.length, build).toBeGreaterThan(5);
      expect(
        all.filter((file) => file.endsWith('.map')),
        build,
      ).toEqual([]);
      for (const file of code) {
        expect(readFileSync(file, 'utf8'), file).not.toMatch(/[#@] sourceMappingURL=/);
      }
    }
  });

  it('asking for a map of a served asset is a 404 with the headers', async () => {
    const page = await get('/');
    const script = String(/"(\/assets\/entry-client-[^"]+\.js)"/.exec(page.body)?.[1]);
    const consolePage = await get('/admin/');
    const consoleScript = String(/src="(\/admin\/assets\/[^"]+\.js)"/.exec(consolePage.body)?.[1]);
    for (const url of [`${script}.map`, `${consoleScript}.map`]) {
      expect(url).toMatch(/\/assets\/.+\.js\.map$/);
      const response = await get(url);
      expectSafe(response, url, 404);
      expect(response.body, url).not.toContain('"mappings"');
    }
  });
});
