/**
 * The media library's URLs (decision 046) are ordinary site images: every stored type is a raster
 * file the server makes variants of, and every image field of the content schemas takes the URL.
 */
import { describe, expect, it } from 'vitest';
import { MEDIA_IMAGE_TYPES, mediaLibraryUrl, RASTER_IMAGE_EXTENSIONS } from '../constants';
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

describe('the alt-text PATCH', () => {
  it('takes a text or null per language, nothing else', () => {
    expect(MediaPatchSchema.safeParse({ alt: { de: 'Ein Raum', en: null } }).success).toBe(true);
    expect(MediaPatchSchema.safeParse({ alt: { xx: 'a' } }).success).toBe(false);
    expect(MediaPatchSchema.safeParse({ alt: { de: 'a' }, filename: 'b' }).success).toBe(false);
    expect(MediaPatchSchema.safeParse({ alt: { de: 'x'.repeat(501) } }).success).toBe(false);
  });
});
