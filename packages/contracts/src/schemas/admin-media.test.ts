/**
 * The media library's URLs (decision 046) are ordinary site images: every stored type is a raster
 * file the server makes variants of, and every image field of the content schemas takes the URL.
 */
import { describe, expect, it } from 'vitest';
import { MEDIA_IMAGE_TYPES, mediaLibraryIdOf, mediaLibraryUrl, RASTER_IMAGE_EXTENSIONS } from '../constants';
import { MediaPatchSchema } from './admin-media';
import { ServiceCreateSchema } from './console';
import { ImageUrlSchema } from './urls';

const id = '0b9f3c2e-5d41-4a7b-9c3e-1f2a3b4c5d6e';

describe('media library URLs', () => {
  it.each(Object.entries(MEDIA_IMAGE_TYPES))('%s is stored as .%s, a raster extension', (_, extension) => {
    expect(RASTER_IMAGE_EXTENSIONS).toContain(extension);
    expect(mediaLibraryUrl(id, extension)).toBe(`/media/library/${id}.${extension}`);
  });

  it('is accepted by image fields, also as an absolute URL of the site', () => {
    for (const extension of Object.values(MEDIA_IMAGE_TYPES)) {
      expect(ImageUrlSchema.parse(mediaLibraryUrl(id, extension))).toBe(mediaLibraryUrl(id, extension));
    }
    expect(ImageUrlSchema.safeParse(`https://coaching.example/media/library/${id}.jpg`).success).toBe(true);
    expect(ServiceCreateSchema.shape.image.safeParse(mediaLibraryUrl(id, 'webp')).success).toBe(true);
  });
});

describe('the library image a URL shows (decision 053)', () => {
  it.each([
    [`/media/library/${id}.png`, id],
    [`https://coaching.example/media/library/${id}.jpg`, id],
    [`/media/img/640/library/${id}.jpg.avif`, id],
    [`/media/library/${id.toUpperCase()}.webp`, id],
  ])('%s shows %s', (url, expected) => {
    expect(mediaLibraryIdOf(url)).toBe(expected);
  });

  it.each([
    null,
    '',
    '/media/services/karriere.jpg',
    `/uploads/library/${id}.png`,
    '/media/library/nicht-da.png',
  ])('%s shows none', (url) => {
    expect(mediaLibraryIdOf(url)).toBeNull();
  });
});

describe('the alt-text PATCH', () => {
  it('takes a text or null per language, nothing else', () => {
    expect(MediaPatchSchema.safeParse({ alt: { de: 'Ein Raum', en: null }, version: 0 }).success).toBe(true);
    expect(MediaPatchSchema.safeParse({ alt: { de: 'Ein Raum' } }).success).toBe(false);
    expect(MediaPatchSchema.safeParse({ alt: { de: 'Ein Raum' }, version: -1 }).success).toBe(false);
    expect(MediaPatchSchema.safeParse({ alt: { xx: 'a' }, version: 0 }).success).toBe(false);
    expect(MediaPatchSchema.safeParse({ alt: { de: 'a' }, filename: 'b', version: 0 }).success).toBe(false);
    expect(MediaPatchSchema.safeParse({ alt: { de: 'x'.repeat(501) }, version: 0 }).success).toBe(false);
  });
});
