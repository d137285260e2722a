/**
 * The built site's hashed assets: immutable caching and precompressed bytes (issue 4 point 3).
 * Needs the web build (npm test builds it first).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { loadConfig } from '@wegweiser/api/config';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyPreparedPgliteFolder, removePgliteFolder } from '../../api/test/helpers/test-database';
import { buildServer } from './server';

let app: FastifyInstance;
let script = '';
let plain: Buffer;
const dataDir = copyPreparedPgliteFolder('wegweiser-assets-');

beforeAll(async () => {
  app = await buildServer(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }));
  const page = await app.inject({ method: 'GET', url: '/' });
  // The hydration boot script names the entry module (decision 013).
  script = /"(\/assets\/entry-client-[^"]+\.js)"/.exec(page.body)?.[1] ?? '';
  plain = readFileSync(new URL(`../../web/dist/client${script}`, import.meta.url));
});
afterAll(async () => {
  await app?.close();
  removePgliteFolder(dataDir);
});

const assetsDir = new URL('../../web/dist/client/assets/', import.meta.url);
const builtAsset = (pattern: RegExp) => {
  const name = readdirSync(assetsDir).find((file) => pattern.test(file));
  if (!name) throw new Error(`the build wrote no asset matching ${pattern}`);
  return `/assets/${name}`;
};

describe('hashed assets', () => {
  it('are cached for a year as immutable', async () => {
    expect(script).toMatch(/^\/assets\//);
    const response = await app.inject({ method: 'GET', url: script });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('are sent brotli-compressed to browsers that accept br, from the precompressed file', async () => {
    const response = await app.inject({
      method: 'GET',
      url: script,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(response.rawPayload.length).toBeLessThan(plain.length / 2);
    expect(brotliDecompressSync(response.rawPayload).equals(plain)).toBe(true);
  });

  it('are sent gzipped to browsers that accept only gzip, and plain to the rest', async () => {
    const gzip = await app.inject({ method: 'GET', url: script, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(plain)).toBe(true);
    const identity = await app.inject({
      method: 'GET',
      url: script,
      headers: { 'accept-encoding': 'identity' },
    });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.rawPayload.equals(plain)).toBe(true);
  });

  it('carry a strong validator per coding and answer 304 to it (decision 128)', async () => {
    const get = (headers: Record<string, string>) => app.inject({ method: 'GET', url: script, headers });
    const br = await get({ 'accept-encoding': 'br' });
    const gzip = await get({ 'accept-encoding': 'gzip' });
    expect(br.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(gzip.headers.etag).not.toBe(br.headers.etag);
    const again = await get({ 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // Another coding's tag names other bytes: the whole answer.
    const other = await get({ 'accept-encoding': 'br', 'if-none-match': String(gzip.headers.etag) });
    expect(other.statusCode).toBe(200);
  });

  it('answer HEAD with the headers only, and a name the build did not write with the site 404', async () => {
    const head = await app.inject({ method: 'HEAD', url: script, headers: { 'accept-encoding': 'gzip' } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(head.rawPayload.length).toBe(0);
    for (const url of ['/assets/entry-client-00000000.js', '/assets/', '/assets/../package.json']) {
      const missing = await app.inject({ method: 'GET', url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.headers['cache-control'], url).not.toContain('immutable');
    }
  });

  it('serve a font with its type and no coding when none was written', async () => {
    const font = builtAsset(/\.woff2$/);
    const response = await app.inject({
      method: 'GET',
      url: font,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('font/woff2');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('what a page loads (decision 013)', () => {
  const manifest = JSON.parse(
    readFileSync(new URL('../../web/dist/client/.vite/manifest.json', import.meta.url), 'utf8'),
  ) as Record<string, { file: string; css?: string[]; imports?: string[] }>;
  const entry = manifest['src/entry-client.tsx'];

  it("carries the page's own stylesheet inline and links the whole one only without scripts: no render-blocking stylesheet request", async () => {
    const page = await app.inject({ method: 'GET', url: '/about' });
    expect(entry?.css?.length).toBeGreaterThan(0);
    // With scripts the boot script links the whole sheet after the first paint (decision 124).
    expect(page.body.replace(/<noscript>[\s\S]*?<\/noscript>/g, '')).not.toContain('rel="stylesheet"');
    expect(/<noscript>([\s\S]*?)<\/noscript>/.exec(page.body)?.[1]).toBe(
      (entry?.css ?? []).map((file) => `<link rel="stylesheet" href="/${file}">`).join(''),
    );
    const built = (entry?.css ?? [])
      .map((file) => readFileSync(new URL(`../../web/dist/client/${file}`, import.meta.url), 'utf8'))
      .join('\n');
    const own = /<style id="page-stylesheet">([\s\S]*?)<\/style>/.exec(page.body)?.[1] ?? '';
    // Part of the site's sheet (page-stylesheet.test.ts proves it covers the markup), in the head.
    expect(own.length).toBeGreaterThan(10_000);
    expect(own.length).toBeLessThan(built.length);
    expect(page.body.indexOf('<style id="page-stylesheet">')).toBeLessThan(page.body.indexOf('<body>'));
  });

  it('starts the app from a boot script naming the entry and its static imports, all served', async () => {
    const page = await app.inject({ method: 'GET', url: '/' });
    const boot = /<script>(\(function\(\)\{[\s\S]*?)<\/script>\s*<\/body>/.exec(page.body)?.[1] ?? '';
    expect(boot).toContain(`"/${entry?.file}"`);
    const named = [...boot.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1] as string);
    const imports = (entry?.imports ?? []).map((key) => `/${manifest[key]?.file}`);
    expect(imports.length).toBeGreaterThan(0);
    expect(new Set(named)).toEqual(new Set([`/${entry?.file}`, ...imports]));
    for (const url of named) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/javascript/);
    }
    // Nothing in the markup fetches a module before the boot script asks for it.
    expect(page.body).not.toMatch(/<link[^>]+rel="modulepreload"|<script[^>]+type="module"/);
  });
});
