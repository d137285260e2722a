/**
 * The built site's hashed assets: immutable caching and precompressed bytes (issue 4 point 3).
 * Needs the web build (npm test builds it first).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { loadConfig } from '@wegweiser/api/config';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './server';

let app: FastifyInstance;
let script = '';
let plain: Buffer;
const dataDir = mkdtempSync(join(tmpdir(), 'wegweiser-assets-'));

beforeAll(async () => {
  app = await buildServer(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }));
  const page = await app.inject({ method: 'GET', url: '/' });
  script = /<script type="module"[^>]* src="(\/assets\/entry-client-[^"]+\.js)"/.exec(page.body)?.[1] ?? '';
  plain = readFileSync(new URL(`../../web/dist/client${script}`, import.meta.url));
});
afterAll(async () => {
  await app?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

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
});
