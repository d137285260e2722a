/**
 * Library images in the composed server (decision 046): served from the database through the
 * per-process disk cache with immutable caching and their exact bytes, made into responsive
 * variants like any /media/ file, gone once deleted (after the content change a delete makes), and
 * 404/400 for unknown ids, malformed names and path tricks.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { setupComposedServer } from './testing/composed-server';

const t = setupComposedServer();
const mediaCache = () => join(t.dataDir, 'media-cache');

/** Stores an image as the upload route does (the repository), answering its id and bytes. */
async function store(width: number, height: number, colour: string) {
  const bytes = await sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  const [stored] = await t.api.repositories.media.insertAll([
    {
      filename: 'foto.jpg',
      contentType: 'image/jpeg',
      extension: 'jpg',
      bytes,
      byteSize: bytes.length,
      width,
      height,
      sha256: `${colour}-${width}-${height}`.padEnd(64, '0'),
      createdBy: null,
    },
  ]);
  if (!stored) throw new Error('not stored');
  return { id: stored.row.id, bytes };
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('library images', () => {
  it('are served with their bytes, type and immutable caching, materialised on disk once', async () => {
    const { id, bytes } = await store(80, 60, '#225588');
    const read = vi.spyOn(t.api.repositories.media, 'file');
    const url = `/media/library/${id}.jpg`;
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.rawPayload.equals(bytes)).toBe(true);
    expect(first.headers['content-type']).toBe('image/jpeg');
    expect(first.headers['content-length']).toBe(String(bytes.length));
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.headers.etag).toBe(`"${id}"`);
    expect(readdirSync(mediaCache())).toContain(`${id}.jpg`);
    expect(read).toHaveBeenCalledTimes(1);

    const again = await get(url);
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(bytes)).toBe(true);
    expect(read).toHaveBeenCalledTimes(1);
    expect((await get(url, { 'if-none-match': `"${id}"` })).statusCode).toBe(304);

    read.mockRestore();
    expect(readdirSync(mediaCache()).filter((name) => name.endsWith('.partial'))).toEqual([]);
  });

  it('get responsive variants like every raster file under /media/', async () => {
    const { id } = await store(800, 400, '#883311');
    for (const [format, sharpFormat] of [
      ['webp', 'webp'],
      ['avif', 'heif'],
    ]) {
      const variant = await get(`/media/img/320/library/${id}.jpg.${format}`);
      expect(variant.statusCode).toBe(200);
      expect(variant.headers['content-type']).toBe(`image/${format}`);
      const meta = await sharp(variant.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([sharpFormat, 320, 160]);
    }
  });

  it('is gone once deleted: 404 for the file and its variants, the disk copy removed', async () => {
    const { id } = await store(64, 64, '#116633');
    expect((await get(`/media/library/${id}.jpg`)).statusCode).toBe(200);
    expect(existsSync(join(mediaCache(), `${id}.jpg`))).toBe(true);
    await t.api.repositories.media.remove(id);
    // What the delete route does: every process checks its images again.
    t.api.contentChanged();
    expect((await get(`/media/library/${id}.jpg`)).statusCode).toBe(404);
    expect(existsSync(join(mediaCache(), `${id}.jpg`))).toBe(false);
    expect((await get(`/media/img/320/library/${id}.jpg.webp`)).statusCode).toBe(404);
  });

  it('still serves an image materialised before while the database is away, and checks it again after', async () => {
    const { id, bytes } = await store(48, 48, '#772299');
    // A test constant (a uuid), written into the statements below as it is.
    const url = `/media/library/${id}.jpg`;
    expect((await get(url)).statusCode).toBe(200);
    const typeOf = vi.spyOn(t.api.repositories.media, 'typeOf').mockRejectedValue(new Error('database away'));
    t.api.contentChanged();
    const during = await get(url);
    expect(during.statusCode).toBe(200);
    expect(during.headers['content-type']).toBe('image/jpeg');
    expect(during.rawPayload.equals(bytes)).toBe(true);
    // Never materialised: nothing to serve without the database.
    const { id: other } = await store(48, 48, '#229977');
    expect((await get(`/media/library/${other}.jpg`)).statusCode).toBeGreaterThanOrEqual(500);
    typeOf.mockRestore();
    // Served from disk, not vouched for: the next request asks the database again.
    const check = vi.spyOn(t.api.repositories.media, 'typeOf');
    expect((await get(url)).statusCode).toBe(200);
    expect((await get(url)).statusCode).toBe(200);
    expect(check).toHaveBeenCalledTimes(1);
    check.mockRestore();
  });

  it('answers 404 for unknown ids, other extensions and malformed names', async () => {
    const { id } = await store(32, 32, '#444444');
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const url of [
      `/media/library/${unknown}.jpg`,
      `/media/library/${id}.png`,
      `/media/library/${id}.svg`,
      `/media/library/${id.toUpperCase()}.jpg`,
      `/media/library/${id}`,
      `/media/library/${id}.jpg.jpg`,
      '/media/library/..%2F..%2Fpackage.json',
      '/media/library/%2e%2e%2fsecret.jpg',
      `/media/img/320/library/${unknown}.jpg.webp`,
      `/media/img/320/library/${id}.png.webp`,
    ]) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(404);
      expect(String(answer.headers['cache-control'] ?? ''), url).not.toContain('immutable');
    }
    expect(readdirSync(mediaCache()).some((name) => name.startsWith(unknown))).toBe(false);
  });

  it('answers 400 for path tricks in a variant URL', async () => {
    const { id } = await store(32, 32, '#555555');
    for (const url of [
      `/media/img/320/library/..%2F${id}.jpg.webp`,
      `/media/img/320/library/.${id}.jpg.webp`,
      `/media/img/333/library/${id}.jpg.webp`,
    ]) {
      expect((await get(url)).statusCode, url).toBe(400);
    }
  });
});

describe('alt text of library images on the site (decision 053)', () => {
  /** The `alt` of the page's <img> marked with `testId`. */
  const altOf = (html: string, testId: string) => {
    const tag = new RegExp(`<img[^>]*data-testid="${testId}"[^>]*>`).exec(html)?.[0] ?? '';
    expect(tag, testId).not.toBe('');
    return /\salt="([^"]*)"/.exec(tag)?.[1];
  };

  it("the service and package detail pages' lead images carry the alt text set in the library, per language", async () => {
    const { id } = await store(640, 360, '#336699');
    // A test constant (a uuid), written into the statements below as it is.
    const url = `/media/library/${id}.jpg`;
    expect(
      await t.api.repositories.media.setAlt(
        id,
        { de: 'Zwei Sessel am Fenster', fr: 'Deux fauteuils près de la fenêtre' },
        0,
      ),
    ).toBe(true);
    const db = t.api.database.db;
    const slugs = async (statement: string) =>
      ((await db.execute(statement)) as unknown as { rows: { slug: string }[] }).rows.map((row) => row.slug);
    const servicesShown = await slugs(
      `update services set image = '${url}', use_image_instead_of_icon = true where is_active returning slug`,
    );
    const packagesShown = await slugs(
      `update service_packages set image = '${url}' where is_active returning slug`,
    );
    t.api.contentChanged();
    const [service] = servicesShown;
    const [pkg] = packagesShown;
    expect(service && pkg).toBeTruthy();

    const german = await get(`/services/${service}`);
    expect(german.statusCode).toBe(200);
    expect(altOf(german.body, 'service-image')).toBe('Zwei Sessel am Fenster');
    const french = await get(`/services/${service}?lang=fr`);
    expect(altOf(french.body, 'service-image')).toBe('Deux fauteuils près de la fenêtre');
    // No English text: the default language's.
    const english = await get(`/services/packages/${pkg}?lang=en`);
    expect(english.statusCode).toBe(200);
    expect(altOf(english.body, 'package-image')).toBe('Zwei Sessel am Fenster');
    expect(altOf((await get(`/services/packages/${pkg}?lang=fr`)).body, 'package-image')).toBe(
      'Deux fauteuils près de la fenêtre',
    );
  });
});
