/**
 * Uploading to the media library (issue 13 point 7, decision 046) through the real app with real
 * sign-in, on this leg's database: several files at once, the type judged from the bytes, what is
 * refused and why (storing nothing), the same file twice, the audit entry and the OpenAPI entry.
 * Caps and stored bytes: media-stored.test.ts; one image's alt text and uses: media-usage.test.ts.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MEDIA_UPLOAD_LIMITS } from '../../src/config';
import { HTTP_TIMEOUTS } from '../../src/lib/http-timeouts';
import { setupContentApp } from '../helpers/admin-content';
import { file, image, mediaLibrary, UUID } from '../helpers/media-library';

const t = setupContentApp();
const { upload, mediaCount, storedBytes } = mediaLibrary(t);

describe('uploading', () => {
  it('takes several images in one request and answers 201 with each stored item', async () => {
    const files = await Promise.all([
      image('png', 60, 40),
      image('jpeg', 30, 20),
      image('webp'),
      image('avif'),
    ]);
    const answer = await upload([
      file('Praxisraum.png', 'image/png', files[0] as Buffer),
      file('flur.jpg', 'image/jpeg', files[1] as Buffer),
      file('garten.webp', 'image/webp', files[2] as Buffer),
      file('eingang.avif', 'image/avif', files[3] as Buffer),
    ]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const results = answer.body.results as Record<string, any>[];
    expect(results.map((item) => [item.filename, item.content_type, item.extension])).toEqual([
      ['Praxisraum.png', 'image/png', 'png'],
      ['flur.jpg', 'image/jpeg', 'jpg'],
      ['garten.webp', 'image/webp', 'webp'],
      ['eingang.avif', 'image/avif', 'avif'],
    ]);
    for (const item of results) {
      expect(item.id).toMatch(UUID);
      expect(item.url).toBe(`/media/library/${item.id}.${item.extension}`);
      expect(item.byte_size).toBe((await storedBytes(item.id)).length);
      expect(item.alt).toEqual({});
      expect(item.created_by.name).toMatch(/^editor /);
    }
    expect([results[0]?.width, results[0]?.height]).toEqual([60, 40]);
    expect([results[1]?.width, results[1]?.height]).toEqual([30, 20]);
    expect((await sharp(await storedBytes(results[3]?.id)).metadata()).compression).toBe('av1');
  });

  it('judges the type from the bytes: a PNG named .jpg is stored as a PNG', async () => {
    const answer = await upload([file('urlaub.jpg', 'image/jpeg', await image('png'))]);
    expect(answer.status).toBe(201);
    expect(answer.body.results[0]).toMatchObject({
      filename: 'urlaub.jpg',
      content_type: 'image/png',
      extension: 'png',
    });
    expect(answer.body.results[0].url).toMatch(/\.png$/);
    expect((await sharp(await storedBytes(answer.body.results[0].id)).metadata()).format).toBe('png');
  });

  it('the same file uploaded again answers the stored item, not a copy', async () => {
    const data = await image('png');
    const first = await upload([file('einmal.png', 'image/png', data)]);
    const before = await mediaCount();
    const again = await upload([
      file('noch-einmal.png', 'image/png', data),
      file('dritte.png', 'image/png', data),
    ]);
    expect(again.status).toBe(201);
    expect(again.body.results.map((item: { id: string }) => item.id)).toEqual([
      first.body.results[0].id,
      first.body.results[0].id,
    ]);
    expect(again.body.results[0].filename).toBe('einmal.png');
    expect(await mediaCount()).toBe(before);
  });

  it('writes an audit entry for every uploaded file', async () => {
    const answer = await upload([file('protokoll.png', 'image/png', await image('png'))]);
    const audit = await t.send('GET', '/api/admin/audit/?page_size=5', { role: 'owner' });
    expect(audit.body.results).toContainEqual(
      expect.objectContaining({
        action: 'media.upload',
        entity: 'media',
        entity_id: answer.body.results[0].id,
        summary: expect.stringContaining('Uploaded protokoll.png (image/png, 48×32,'),
      }),
    );
  });

  it('may take as long as an upload may (a phone photo over a slow line), unlike other requests', () => {
    expect(t.routeConfigs.get('POST /api/admin/media/')).toMatchObject({ upload: true });
    expect(t.routeConfigs.get('PATCH /api/admin/media/:id/')).not.toHaveProperty('upload');
    // 25 MB at 1 Mbit/s: 210 s (decision 095).
    expect(HTTP_TIMEOUTS.uploadMs).toBeGreaterThanOrEqual((MEDIA_UPLOAD_LIMITS.maxFileBytes * 8) / 1_000);
  });

  it('is documented in the OpenAPI document as a multipart form judged by its bytes', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const upload = document.paths['/api/admin/media/'].post;
    expect(upload['x-auth']).toBe('session');
    const files = upload.requestBody.content['multipart/form-data'].schema.properties.file;
    expect(files).toMatchObject({ type: 'array', maxItems: MEDIA_UPLOAD_LIMITS.maxFiles });
    expect(files.items.contentMediaType).toBe('image/jpeg, image/png, image/webp, image/avif');
    expect(files.description).toContain('the type is judged from the bytes');
    expect(files.description).toContain(
      `${MEDIA_UPLOAD_LIMITS.maxFileBytes} bytes each, ${MEDIA_UPLOAD_LIMITS.maxRequestBytes} bytes in all`,
    );
    expect(Object.keys(document.paths['/api/admin/media/{id}/'])).toEqual(['get', 'patch', 'delete']);
  });
});

describe('refusing', () => {
  it('refuses a text file named .png, naming the file and the allowed types', async () => {
    const before = await mediaCount();
    const answer = await upload([
      file('notizen.png', 'image/png', Buffer.from('Einkaufsliste: Milch, Brot\n')),
    ]);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      'file.0': ['“notizen.png” is not an image we accept (allowed: JPEG, PNG, WebP, AVIF).'],
    });
    expect(await mediaCount()).toBe(before);
  });

  it('refuses SVG however it is named or declared, saying why', async () => {
    const svg = Buffer.from(
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    for (const [filename, type] of [
      ['logo.svg', 'image/svg+xml'],
      ['logo.png', 'image/png'],
    ]) {
      const answer = await upload([file(filename as string, type as string, svg)], 'editor', 'de');
      expect(answer.status).toBe(400);
      expect(answer.body.errors['file.0']).toEqual([
        `„${filename}“ ist eine SVG-Datei. SVG wird nicht angenommen, weil es Programmcode enthalten kann (erlaubt: JPEG, PNG, WebP, AVIF).`,
      ]);
    }
  });

  it('refuses an iPhone photo (HEIC) saying how to get a JPEG instead (issue 24 point 4)', async () => {
    // The start of a HEIC file: its 'ftyp' box with the brands a phone writes.
    const ftyp = Buffer.alloc(24);
    ftyp.writeUInt32BE(24, 0);
    ftyp.write('ftypheic', 4, 'latin1');
    ftyp.write('mif1heic', 16, 'latin1');
    const heic = Buffer.concat([ftyp, Buffer.alloc(512)]);
    for (const [filename, type] of [
      ['IMG_0042.HEIC', 'image/heic'],
      ['urlaub.jpg', 'image/jpeg'],
    ]) {
      const answer = await upload([file(filename as string, type as string, heic)], 'editor', 'de');
      expect(answer.status).toBe(400);
      expect(answer.body.errors['file.0']).toEqual([
        `„${filename}“ ist ein HEIC-Foto (das Format von iPhones), das Browser nicht anzeigen können. Exportieren Sie es als JPEG (in „Fotos“: Teilen → Optionen → „Am kompatibelsten“) oder stellen Sie am iPhone unter Einstellungen → Kamera → Formate „Maximale Kompatibilität“ ein, und laden Sie es dann hoch.`,
      ]);
    }
  });

  it('refuses other image types (GIF, TIFF) too', async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#123456' } })
      .gif()
      .toBuffer();
    const tiff = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#123456' } })
      .tiff()
      .toBuffer();
    const answer = await upload([file('a.gif', 'image/gif', gif), file('b.tif', 'image/tiff', tiff)]);
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.errors)).toEqual(['file.0', 'file.1']);
  });

  it('stores nothing when one file of several is refused', async () => {
    const before = await mediaCount();
    const answer = await upload([
      file('gut.png', 'image/png', await image('png')),
      file('kaputt.jpg', 'image/jpeg', Buffer.from('not a jpeg at all')),
      file('auch-gut.webp', 'image/webp', await image('webp')),
    ]);
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.errors)).toEqual(['file.1']);
    expect(await mediaCount()).toBe(before);
  });

  it('refuses a file whose header is an image but whose pixels are broken, storing nothing', async () => {
    const before = await mediaCount();
    const jpeg = await image('jpeg', 64, 64);
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length / 2));
    const answer = await upload([file('halb.jpg', 'image/jpeg', truncated)]);
    expect(answer.status).toBe(400);
    expect(answer.body.errors['file.0']).toEqual([
      '“halb.jpg” could not be read as an image (the file may be damaged).',
    ]);
    expect(await mediaCount()).toBe(before);
  });

  it('an upload without a file is a field error', async () => {
    const answer = await upload([{ name: 'note', value: 'x' }]);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ note: ['Unknown field.'] });
    const empty = await t.editor.upload('/api/admin/media/?language=en', {
      payload: Buffer.from('------b--\r\n'),
      headers: { 'content-type': 'multipart/form-data; boundary=----b' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ file: ['Please choose at least one image.'] });
  });
});
