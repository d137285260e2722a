/**
 * Image variants (decision 012) through a real Fastify instance: a 2400×1600 PNG made with sharp in
 * a temporary media folder, answered as AVIF and WebP at allowed widths, never enlarged, made once
 * and then read from the disk cache; bad widths and formats are 400, unknown or escaping paths 404
 * or 400.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageVariants } from './image-variants';

const work = mkdtempSync(join(tmpdir(), 'wegweiser-images-'));
const mediaDir = join(work, 'media');
const cacheDir = join(work, 'cache');
let app: FastifyInstance;

const raster = (width: number, height: number, format: 'png' | 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .toFormat(format)
    .toBuffer();

beforeAll(async () => {
  mkdirSync(join(mediaDir, 'photos'), { recursive: true });
  writeFileSync(join(mediaDir, 'photos', 'large.png'), await raster(2400, 1600, 'png'));
  writeFileSync(join(mediaDir, 'small.jpg'), await raster(400, 300, 'jpeg'));
  writeFileSync(join(mediaDir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(work, 'secret.png'), await raster(10, 10, 'png'));
  app = Fastify();
  await app.register(imageVariants, { roots: { uploads: mediaDir }, cacheDir });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  rmSync(work, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });
const cached = () => readdirSync(cacheDir).filter((name) => !name.endsWith('.partial'));

describe('image variants', () => {
  it.each([
    ['avif', 'image/avif', 'heif'],
    ['webp', 'image/webp', 'webp'],
  ])('answers %s at the requested width', async (format, contentType, sharpFormat) => {
    const response = await get(`/media/img/640/uploads/photos/large.png.${format}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(contentType);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers.etag).toMatch(/^"[0-9a-f]{32}-640-(avif|webp)"$/);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta.format).toBe(sharpFormat);
    expect(meta.width).toBe(640);
    expect(meta.height).toBe(427);
  });

  it('never enlarges: a 400 px source stays 400 px wide at width 1920', async () => {
    const response = await get('/media/img/1920/uploads/small.jpg.webp');
    expect(response.statusCode).toBe(200);
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([400, 300]);
  });

  it('makes a variant once and answers later requests from the disk cache', async () => {
    const url = '/media/img/480/uploads/photos/large.png.webp';
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    const file = cached().find((name) => name.endsWith('-480.webp'));
    expect(file).toBeDefined();
    const madeAt = statSync(join(cacheDir, file as string)).mtimeMs;
    const again = await get(url);
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(statSync(join(cacheDir, file as string)).mtimeMs).toBe(madeAt);
    expect(cached().filter((name) => name.endsWith('-480.webp'))).toHaveLength(1);
  });

  it('makes concurrent requests for one new variant a single generation', async () => {
    const url = '/media/img/320/uploads/photos/large.png.avif';
    const answers = await Promise.all(Array.from({ length: 5 }, () => get(url)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.rawPayload.toString('base64'))).size).toBe(1);
    expect(cached().filter((name) => name.endsWith('-320.avif'))).toHaveLength(1);
    expect(readdirSync(cacheDir).filter((name) => name.endsWith('.partial'))).toEqual([]);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const url = '/media/img/960/uploads/photos/large.png.webp';
    const first = await get(url);
    const again = await get(url, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it.each([
    ['a width outside the allow-list', '/media/img/500/uploads/photos/large.png.webp'],
    ['a non-numeric width', '/media/img/64e1/uploads/photos/large.png.webp'],
    ['an unknown format', '/media/img/640/uploads/photos/large.png.gif'],
    ['a missing format', '/media/img/640/uploads/photos/large.png'],
    ['a vector source', '/media/img/640/uploads/logo.svg.webp'],
    ['an encoded slash escape', '/media/img/640/uploads/..%2Fsecret.png.webp'],
    ['a hidden segment', '/media/img/640/uploads/.hidden.png.webp'],
  ])('rejects %s with 400', async (_, url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  it.each([
    ['a missing file', '/media/img/640/uploads/photos/missing.png.webp'],
    ['an unknown media folder', '/media/img/640/elsewhere/photos/large.png.webp'],
    ['a file outside every media folder', '/media/img/640/secret.png.webp'],
    ['a root named like an object property', '/media/img/640/constructor/photos/large.png.webp'],
    ['a root named __proto__', '/media/img/640/__proto__/photos/large.png.webp'],
  ])('answers %s with 404', async (_, url) => {
    expect((await get(url)).statusCode).toBe(404);
  });

  // URL parsing may resolve these dot segments before routing; either way nothing is served.
  it.each([
    '/media/img/640/uploads/../secret.png.webp',
    '/media/img/640/uploads/%2E%2E/secret.png.webp',
    '/media/img/640/uploads/photos/../../secret.png.webp',
  ])('serves nothing outside the media folder for %s', async (url) => {
    const response = await get(url);
    expect([400, 404]).toContain(response.statusCode);
    expect(response.headers['content-type']).not.toMatch(/^image\//);
  });
});
