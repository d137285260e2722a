/**
 * The media library (issue 13 point 7, decision 046) through the real app with real sign-in, on
 * this leg's database (PGlite or PostgreSQL): uploads of several files, the type judged from the
 * bytes, the size and pixel caps, metadata stripped, one row per file, alt text merged per
 * language, where used (drafts and live items) and a delete refused while the image is used.
 */
import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MEDIA_UPLOAD_LIMITS } from '../../src/config';
import { setupContentApp } from '../helpers/admin-content';
import { type FormPart, form } from '../helpers/multipart-form';

const t = setupContentApp();

type Format = 'png' | 'jpeg' | 'webp' | 'avif';
let shade = 0;
/** A small image of its own colour, so every call is a different file. */
const image = (format: Format, width = 48, height = 32) => {
  shade += 1;
  return sharp({
    create: { width, height, channels: 3, background: { r: shade % 256, g: 90, b: (shade * 7) % 256 } },
  })
    .toFormat(format)
    .toBuffer();
};
const file = (filename: string, type: string, data: Buffer): FormPart => ({
  name: 'file',
  filename,
  type,
  data,
});

const upload = (parts: FormPart[], role: 'owner' | 'editor' = 'editor', language = 'en') =>
  t[role].upload(`/api/admin/media/?language=${language}`, form(parts));

const mediaCount = async () => (await t.send('GET', '/api/admin/media/')).body.count as number;

/** The bytes the library stores for an image (what the server will serve). */
const storedBytes = async (id: string) => {
  const stored = await t.api.repositories.media.file(id);
  if (!stored) throw new Error(`no stored file ${id}`);
  return stored.bytes;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

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

  it('lists newest first, paginated, and finds filenames by any part in any case', async () => {
    const first = (await upload([file('erstes-bild.png', 'image/png', await image('png'))])).body.results[0];
    const second = (await upload([file('zweites-bild.png', 'image/png', await image('png'))])).body
      .results[0];
    const page = await t.send('GET', '/api/admin/media/?page_size=1');
    expect(page.status).toBe(200);
    expect(page.body.results.map((item: { id: string }) => item.id)).toEqual([second.id]);
    expect(page.body.next).toBe('/api/admin/media/?page_size=1&page=2');
    expect(page.body.previous).toBeNull();
    const next = await t.send('GET', page.body.next);
    expect(next.body.results.map((item: { id: string }) => item.id)).toEqual([first.id]);

    const found = await t.send('GET', '/api/admin/media/?search=ERSTES');
    expect(found.body.results.map((item: { id: string }) => item.id)).toEqual([first.id]);
    // LIKE's wildcards are searched for literally.
    expect((await t.send('GET', '/api/admin/media/?search=%25')).body.count).toBe(0);
    expect((await t.send('GET', '/api/admin/media/?search=_')).body.count).toBe(0);
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
    expect(answer.body.errors).toEqual({ non_field_errors: ['Unknown field.'] });
    const empty = await t.editor.upload('/api/admin/media/?language=en', {
      payload: Buffer.from('------b--\r\n'),
      headers: { 'content-type': 'multipart/form-data; boundary=----b' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ file: ['Please choose at least one image.'] });
  });

  it(`a file over ${MEDIA_UPLOAD_LIMITS.maxFileBytes / 1024 / 1024} MB is 413, stored nothing`, async () => {
    const before = await mediaCount();
    const big = Buffer.concat([await image('png'), Buffer.alloc(MEDIA_UPLOAD_LIMITS.maxFileBytes)]);
    const answer = await upload([file('riesig.png', 'image/png', big)]);
    expect(answer.status).toBe(413);
    expect(answer.body.message).toBe(
      `The file is too large (at most ${MEDIA_UPLOAD_LIMITS.maxFileBytes / 1024} KB).`,
    );
    expect(await mediaCount()).toBe(before);
  });

  it('takes a photo of several megabytes below the cap', async () => {
    const side = 1700;
    const noise = await sharp(randomBytes(side * side * 3), {
      raw: { width: side, height: side, channels: 3 },
    })
      .png({ compressionLevel: 1 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(8 * 1024 * 1024);
    expect(noise.length).toBeLessThan(MEDIA_UPLOAD_LIMITS.maxFileBytes);
    const answer = await upload([file('rauschen.png', 'image/png', noise)]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.results[0]).toMatchObject({ width: side, height: side });
  });

  it(`more than ${MEDIA_UPLOAD_LIMITS.maxFiles} files in one request is 413`, async () => {
    const one = await image('png', 4, 4);
    const parts = Array.from({ length: MEDIA_UPLOAD_LIMITS.maxFiles + 1 }, (_, index) =>
      file(`bild-${index}.png`, 'image/png', one),
    );
    const answer = await upload(parts);
    expect(answer.status).toBe(413);
    expect(answer.body.message).toBe(`Too many files (at most ${MEDIA_UPLOAD_LIMITS.maxFiles}).`);
  });

  it('refuses a decompression bomb by its header, before decoding a pixel', async () => {
    // A real 1×1 PNG whose header claims 9000×9000 (81 megapixels): decoding would fail, so a
    // pixel-count answer proves the count was judged first.
    const png = Buffer.from(await image('png', 1, 1));
    png.writeUInt32BE(9000, 16);
    png.writeUInt32BE(9000, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
    expect(await sharp(png).metadata()).toMatchObject({ width: 9000, height: 9000 });
    const answer = await upload([file('bombe.png', 'image/png', png)]);
    expect(answer.status).toBe(400);
    expect(answer.body.errors['file.0']).toEqual([
      `“bombe.png” has too many pixels (81.0 megapixels; at most ${MEDIA_UPLOAD_LIMITS.maxPixels / 1_000_000}). Please make the image smaller.`,
    ]);
  });

  it('strips EXIF with GPS and every other metadata (XMP, colour profile), and turns the image upright first', async () => {
    const photo = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#336699' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withIccProfile('p3')
      .withExif({
        IFD0: { Make: 'Wegweiser-Testkamera', Model: 'GPS-Modell' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '52/1 31/1 12/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '13/1 24/1 36/1',
        },
      })
      .withXmp(
        '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>',
      )
      .toBuffer();
    const original = await sharp(photo).metadata();
    expect(original.exif).toBeDefined();
    expect(original.xmp).toBeDefined();
    expect(original.icc).toBeDefined();
    expect(original.orientation).toBe(6);
    expect(photo.includes('Wegweiser-Testkamera')).toBe(true);
    // The GPS IFD pointer (tag 0x8825), in either byte order.
    const gpsTag = [Buffer.from([0x88, 0x25]), Buffer.from([0x25, 0x88])];
    expect(gpsTag.some((tag) => original.exif?.includes(tag))).toBe(true);

    const answer = await upload([file('standort.jpg', 'image/jpeg', photo)]);
    expect(answer.status).toBe(201);
    const item = answer.body.results[0];
    const bytes = await storedBytes(item.id);
    const stored = await sharp(bytes).metadata();
    expect(stored.format).toBe('jpeg');
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(stored.iptc).toBeUndefined();
    expect(stored.icc).toBeUndefined();
    expect(stored.space).toBe('srgb');
    expect(stored.orientation).toBeUndefined();
    expect(bytes.includes('Wegweiser-Testkamera')).toBe(false);
    // Orientation 6 (turn 90°) applied to the pixels: 40×20 became 20×40.
    expect([stored.width, stored.height]).toEqual([20, 40]);
    expect([item.width, item.height]).toEqual([20, 40]);
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

  it('is documented in the OpenAPI document as a multipart form judged by its bytes', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const upload = document.paths['/api/admin/media/'].post;
    expect(upload['x-auth']).toBe('session');
    const files = upload.requestBody.content['multipart/form-data'].schema.properties.file;
    expect(files).toMatchObject({ type: 'array', maxItems: MEDIA_UPLOAD_LIMITS.maxFiles });
    expect(files.items.contentMediaType).toBe('image/jpeg, image/png, image/webp, image/avif');
    expect(files.description).toContain('the type is judged from the bytes');
    expect(Object.keys(document.paths['/api/admin/media/{id}/'])).toEqual(['get', 'patch', 'delete']);
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
});

describe('one image', () => {
  const uploadOne = async (name = 'bild.png') => {
    const answer = await upload([file(name, 'image/png', await image('png'))]);
    expect(answer.status).toBe(201);
    return answer.body.results[0] as { id: string; url: string };
  };

  it('answers its details, nothing using it yet; an unknown or malformed id is 404', async () => {
    const item = await uploadOne();
    const detail = await t.send('GET', `/api/admin/media/${item.id}/`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ id: item.id, url: item.url, used_in: [] });
    expect((await t.send('GET', '/api/admin/media/00000000-0000-4000-8000-000000000000/')).status).toBe(404);
    expect((await t.send('GET', '/api/admin/media/nicht-da/')).status).toBe(404);
  });

  it('merges alt text per language; null removes a language; unknown languages are refused', async () => {
    const item = await uploadOne();
    const first = await t.send('PATCH', `/api/admin/media/${item.id}/`, {
      body: { alt: { de: 'Heller Praxisraum', en: 'Bright practice room' } },
    });
    expect(first.status).toBe(200);
    expect(first.body.alt).toEqual({ de: 'Heller Praxisraum', en: 'Bright practice room' });
    const second = await t.send('PATCH', `/api/admin/media/${item.id}/`, {
      body: { alt: { en: null, fr: 'Salle de consultation lumineuse' } },
    });
    expect(second.status).toBe(200);
    expect(second.body.alt).toEqual({ de: 'Heller Praxisraum', fr: 'Salle de consultation lumineuse' });
    const listed = (await t.send('GET', '/api/admin/media/')).body.results.find(
      (entry: { id: string }) => entry.id === item.id,
    );
    expect(listed.alt).toEqual(second.body.alt);

    const unknown = await t.send('PATCH', `/api/admin/media/${item.id}/?language=en`, {
      body: { alt: { xx: 'a' } },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ alt: ['Unknown field.'] });
    const tooLong = await t.send('PATCH', `/api/admin/media/${item.id}/`, {
      body: { alt: { de: 'x'.repeat(501) } },
    });
    expect(tooLong.status).toBe(400);
    expect((await t.send('GET', `/api/admin/media/${item.id}/`)).body.alt).toEqual(second.body.alt);
    const missing = await t.send('PATCH', '/api/admin/media/00000000-0000-4000-8000-000000000000/', {
      body: { alt: { de: 'x' } },
    });
    expect(missing.status).toBe(404);
  });

  it('knows where it is used — a service draft and a live setting — and refuses to go until it is not', async () => {
    const item = await uploadOne('titelbild.png');
    const service = (await t.send('GET', '/api/admin/services/')).body.results[0];
    const drafted = await t.send('PATCH', `/api/admin/services/${service.key}/`, {
      body: { version: service.version, image: item.url },
    });
    expect(drafted.status, JSON.stringify(drafted.body)).toBe(200);
    expect(drafted.body.status).toBe('changed');

    const settings = (await t.send('GET', '/api/admin/site-settings/', { role: 'owner' })).body.results[0];
    const logo = `http://localhost:3000${item.url}`;
    const saved = await t.send('PATCH', `/api/admin/site-settings/${settings.key}/`, {
      role: 'owner',
      body: { version: settings.version, header_logo: logo },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const detail = await t.send('GET', `/api/admin/media/${item.id}/`);
    expect(detail.body.used_in).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          resource: 'services',
          key: service.key,
          field: 'image',
          status: 'changed',
        }),
        expect.objectContaining({ resource: 'site-settings', key: settings.key, field: 'header_logo' }),
      ]),
    );
    expect(detail.body.used_in).toHaveLength(2);
    expect(detail.body.used_in[0].label.de).toBe(drafted.body.document.title.de);

    const refused = await t.send('DELETE', `/api/admin/media/${item.id}/?language=en`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This image is still in use. Remove it from the places listed first.');
    expect(refused.body.used_in).toEqual(detail.body.used_in);
    expect((await t.send('GET', `/api/admin/media/${item.id}/`)).status).toBe(200);

    // The setting no longer uses it; the service's draft still does.
    const cleared = await t.send('PATCH', `/api/admin/site-settings/${settings.key}/`, {
      role: 'owner',
      body: { version: saved.body.version, header_logo: null },
    });
    expect(cleared.status).toBe(200);
    const stillUsed = await t.send('DELETE', `/api/admin/media/${item.id}/`);
    expect(stillUsed.status).toBe(409);
    expect(stillUsed.body.used_in).toEqual([
      expect.objectContaining({ resource: 'services', field: 'image' }),
    ]);

    const discarded = await t.send('POST', `/api/admin/services/${service.key}/discard/`, {
      body: { version: drafted.body.version },
    });
    expect(discarded.status).toBe(204);
    const deleted = await t.send('DELETE', `/api/admin/media/${item.id}/`);
    expect(deleted.status).toBe(204);
    expect((await t.send('GET', `/api/admin/media/${item.id}/`)).status).toBe(404);
    expect(await t.api.repositories.media.file(item.id)).toBeNull();
    expect((await t.send('DELETE', `/api/admin/media/${item.id}/`)).status).toBe(404);
  });

  it('counts a variant URL inside markdown of a draft never published', async () => {
    const item = await uploadOne('im-text.png');
    const path = item.url.replace('/media/', '');
    const posts = await t.send('GET', '/api/admin/blog-posts/');
    const post = await t.send('GET', `/api/admin/blog-posts/${posts.body.results[0].key}/`);
    const { slug: _slug, ...document } = post.body.document;
    const created = await t.send('POST', '/api/admin/blog-posts/', {
      body: {
        ...document,
        slug: `bild-im-text-${Date.now()}`,
        content: { ...document.content, de: `Vorher\n\n![Raum](/media/img/640/${path}.avif)\n\nNachher` },
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const detail = await t.send('GET', `/api/admin/media/${item.id}/`);
    expect(detail.body.used_in).toEqual([
      expect.objectContaining({
        resource: 'blog-posts',
        key: created.body.key,
        field: 'content.de',
        status: 'draft',
      }),
    ]);
    expect((await t.send('DELETE', `/api/admin/media/${item.id}/`)).status).toBe(409);
  });
});
