import { MEDIA_IMAGE_TYPES, mediaLibraryUrl } from '@wegweiser/contracts/constants';
import { describe, expect, it } from 'vitest';
import { imagePreload, imageVariantUrl, responsiveSources, variantSourcePath } from './responsive-image';

const WIDTHS = [320, 480, 640, 960, 1280, 1920];

describe('variantSourcePath', () => {
  it.each([
    ['/media/seed/photo.jpg', 'seed/photo.jpg'],
    ['/media/seed/team/portrait.JPEG', 'seed/team/portrait.JPEG'],
    ['/media/uploads/a-b_c.1.png', 'uploads/a-b_c.1.png'],
    ['/media/seed/x.webp', 'seed/x.webp'],
    ['/media/seed/x.avif', 'seed/x.avif'],
  ])('accepts the raster media file %s', (src, path) => {
    expect(variantSourcePath(src)).toBe(path);
  });

  it.each(Object.values(MEDIA_IMAGE_TYPES))('accepts a media-library image stored as .%s', (extension) => {
    const id = '0b9f3c2e-5d41-4a7b-9c3e-1f2a3b4c5d6e';
    expect(variantSourcePath(mediaLibraryUrl(id, extension))).toBe(`library/${id}.${extension}`);
  });

  it.each([
    ['an SVG', '/media/seed/hero.svg'],
    ['an external URL', 'https://cdn.example/photo.jpg'],
    ['a protocol-relative URL', '//cdn.example/media/seed/photo.jpg'],
    ['a path outside /media/', '/assets/photo.jpg'],
    ['a file directly under /media/', '/media/photo.jpg'],
    ['a variant', '/media/img/640/seed/photo.jpg.webp'],
    ['a query string', '/media/seed/photo.jpg?v=2'],
    ['a parent segment', '/media/seed/../secret.png'],
    ['an encoded character', '/media/seed/my%20photo.jpg'],
    ['a GIF', '/media/seed/anim.gif'],
  ])('refuses %s', (_, src) => {
    expect(variantSourcePath(src)).toBeNull();
  });
});

describe('responsiveSources', () => {
  it('lists AVIF then WebP at every allowed width', () => {
    const sources = responsiveSources('/media/seed/photo.jpg');
    expect(sources?.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    expect(sources?.[0]?.srcSet).toBe(
      WIDTHS.map((w) => `/media/img/${w}/seed/photo.jpg.avif ${w}w`).join(', '),
    );
    expect(sources?.[1]?.srcSet).toBe(
      WIDTHS.map((w) => `/media/img/${w}/seed/photo.jpg.webp ${w}w`).join(', '),
    );
  });

  it('has none for images without variants', () => {
    expect(responsiveSources('/media/seed/hero.svg')).toBeNull();
  });

  it('builds the server route of a variant', () => {
    expect(imageVariantUrl('seed/a.png', 960, 'webp')).toBe('/media/img/960/seed/a.png.webp');
  });
});

describe('imagePreload', () => {
  it('preloads the AVIF srcset with the same sizes as the picture', () => {
    expect(imagePreload({ src: '/media/seed/photo.jpg', sizes: '50vw' })).toEqual({
      imageSrcSet: WIDTHS.map((w) => `/media/img/${w}/seed/photo.jpg.avif ${w}w`).join(', '),
      imageSizes: '50vw',
      type: 'image/avif',
    });
  });

  it('preloads other images by their URL', () => {
    expect(imagePreload({ src: '/media/seed/hero.svg', sizes: '50vw' })).toEqual({
      href: '/media/seed/hero.svg',
    });
  });
});
