/**
 * What the media library stores and lists (issue 13 point 7, decision 046): the size, count and
 * pixel caps, the bytes re-encoded without metadata (what the server serves and its variants are
 * made from), a phone's large photo scaled down (issue 24 point 4, decision 095), and the list,
 * newest first, with filename search.
 */
import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MEDIA_LONG_SIDE_MAX, MEDIA_UPLOAD_LIMITS } from '../../src/config';
import { setupContentApp } from '../helpers/admin-content';
import { file, image, mediaLibrary } from '../helpers/media-library';

const t = setupContentApp();
const { upload, mediaCount, storedBytes } = mediaLibrary(t);

describe('the caps', () => {
  it('a file over 25 MB is 413 with the limit in megabytes, stored nothing', async () => {
    expect(MEDIA_UPLOAD_LIMITS.maxFileBytes).toBe(25 * 1024 * 1024);
    const before = await mediaCount();
    const big = Buffer.concat([await image('png'), Buffer.alloc(MEDIA_UPLOAD_LIMITS.maxFileBytes)]);
    const answer = await upload([file('riesig.png', 'image/png', big)]);
    expect(answer.status).toBe(413);
    expect(answer.body.message).toBe('The file is too large (at most 25 MB).');
    const german = await upload([file('riesig.png', 'image/png', big)], 'editor', 'de');
    expect(german.body.message).toBe('Die Datei ist zu groß (höchstens 25 MB).');
    expect(await mediaCount()).toBe(before);
  });

  it(`files of more than ${MEDIA_UPLOAD_LIMITS.maxRequestBytes / 1024 / 1024} MB together are 413 before any is read`, async () => {
    const share = Math.ceil(MEDIA_UPLOAD_LIMITS.maxRequestBytes / 3);
    expect(share).toBeLessThan(MEDIA_UPLOAD_LIMITS.maxFileBytes);
    const before = await mediaCount();
    const parts = [1, 2, 3].map((n) => file(`gross-${n}.png`, 'image/png', Buffer.alloc(share, n)));
    const answer = await upload(parts);
    expect(answer.status).toBe(413);
    expect(answer.body.message).toBe(
      `The files are too large together (at most ${MEDIA_UPLOAD_LIMITS.maxRequestBytes / 1024 / 1024} MB at once).`,
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
});

describe('the stored bytes', () => {
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
});

describe('a phone photo (issue 24 point 4)', () => {
  it('takes a 12 MP photo of more than 10 MB and stores it upright, scaled to 2560 px, without metadata', async () => {
    // 4032×3024 like a 12 MP phone, lying on its side (EXIF orientation 6) with a camera make;
    // noise at high quality without chroma subsampling makes it as large as a phone's best JPEG.
    const [width, height] = [4032, 3024];
    const photo = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 95, chromaSubsampling: '4:4:4' })
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Make: 'Wegweiser-Telefon' } })
      .toBuffer();
    expect(photo.length).toBeGreaterThan(10 * 1024 * 1024);
    expect(photo.length).toBeLessThanOrEqual(MEDIA_UPLOAD_LIMITS.maxFileBytes);

    const answer = await upload([file('IMG-4711.JPG', 'image/jpeg', photo)]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const item = answer.body.results[0];
    // Turned upright first (3024×4032), then the long side scaled to 2560, the aspect kept.
    expect(MEDIA_LONG_SIDE_MAX).toBe(2560);
    expect([item.width, item.height]).toEqual([1920, 2560]);
    const bytes = await storedBytes(item.id);
    expect(item.byte_size).toBe(bytes.length);
    expect(bytes.length).toBeLessThan(photo.length / 4);
    const stored = await sharp(bytes).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['jpeg', 1920, 2560]);
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    expect(bytes.includes('Wegweiser-Telefon')).toBe(false);
  });
});

describe('the list', () => {
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
});
