/**
 * The LCP image preload (decision 012) through the real server: the home page's image hero is
 * preloaded in the head with high fetch priority where it leads the first screen (decision 119), by its URL for the seeded SVG and by the same
 * AVIF srcset and sizes as its <picture> for a raster file, whose variants the server then answers.
 */
import { loadConfig } from '@wegweiser/api/config';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { copyPreparedPgliteFolder, removePgliteFolder } from '../../api/test/helpers/test-database';
import { buildServer } from './server';
import { patchJsonPayload } from './testing/api-json';
import { readHead } from './testing/markup';

const HERO_PATH = '/api/content/multilingual-hero-media/active/';
const RASTER = '/media/seed/share-image.png';
let app: FastifyInstance;
/** A raster file's URL, or a hero's URL and layout, in place of the seeded answer's. */
let heroImage: string | { image_url: string; desktop_mobile_layout: string } | null = null;
const dataDir = copyPreparedPgliteFolder('wegweiser-image-preload-');

beforeAll(async () => {
  app = await buildServer(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }), {
    // Every request rendered: the tests change API answers between requests.
    pageCache: false,
    // Stands in for an uploaded photo: the hero answer names a raster file of the seed media.
    beforeMount: (root) =>
      root.addHook('onSend', async (request, _reply, payload) => {
        if (!heroImage || !request.url.startsWith(HERO_PATH)) return payload;
        const patch = typeof heroImage === 'string' ? { image_url: heroImage } : heroImage;
        return patchJsonPayload(payload, (body) => ({ ...body, ...patch }));
      }),
  });
  await app.ready();
});
afterEach(() => {
  heroImage = null;
});
afterAll(async () => {
  await app?.close();
  removePgliteFolder(dataDir);
});

const html = async (url: string) => {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.body;
};
const imagePreloads = (page: string) =>
  readHead(page).links.filter((link) => link.rel === 'preload' && link.as === 'image');

describe('LCP image preload', () => {
  it('preloads the seeded SVG hero by its URL with high fetch priority where it stands beside the text', async () => {
    const hero = (await app.inject({ method: 'GET', url: `${HERO_PATH}?language=de` })).json();
    expect(hero.media_type).toBe('image');
    expect(hero.desktop_mobile_layout).toBe('media_right');
    // On a phone the text comes first: nothing but the document before the first paint (decision 119).
    expect(imagePreloads(await html('/'))).toEqual([
      {
        rel: 'preload',
        as: 'image',
        fetchpriority: 'high',
        href: hero.image_url,
        media: '(min-width: 64rem)',
      },
    ]);
  });

  it('preloads a hero above the text on every screen, and none under the text', async () => {
    heroImage = { image_url: '/media/seed/hero.svg', desktop_mobile_layout: 'media_top' };
    let page = await html('/');
    expect(imagePreloads(page)).toEqual([
      { rel: 'preload', as: 'image', fetchpriority: 'high', href: '/media/seed/hero.svg' },
    ]);
    expect(page).toMatch(/<img src="\/media\/seed\/hero.svg"[^>]* fetchPriority="high"/);
    heroImage = { image_url: '/media/seed/hero.svg', desktop_mobile_layout: 'media_bottom' };
    page = await html('/');
    expect(imagePreloads(page)).toEqual([]);
    expect(page).not.toMatch(/<img src="\/media\/seed\/hero.svg"[^>]* fetchPriority=/);
  });

  it('preloads a raster hero by the AVIF srcset and sizes of its picture', async () => {
    heroImage = RASTER;
    const page = await html('/');
    const [preload, ...others] = imagePreloads(page);
    expect(others).toEqual([]);
    expect(preload).toMatchObject({
      rel: 'preload',
      as: 'image',
      fetchpriority: 'high',
      type: 'image/avif',
      media: '(min-width: 64rem)',
    });
    expect(preload?.imagesrcset).toContain('/media/img/640/seed/share-image.png.avif 640w');
    expect(preload?.imagesizes).toBeTruthy();
    // The hero's <picture> offers exactly what was preloaded.
    const source = page.match(/<source type="image\/avif" srcSet="([^"]+)" sizes="([^"]+)"/);
    expect(source?.[1]).toBe(preload?.imagesrcset);
    expect(source?.[2]).toBe(preload?.imagesizes);
    // Eager, at the browser's priority: it raises the image's when it is in view.
    expect(page).toMatch(/<img src="\/media\/seed\/share-image.png"/);
    expect(page).not.toMatch(/<img src="\/media\/seed\/share-image.png"[^>]* (fetchPriority|loading)=/);

    const variant = await app.inject({ method: 'GET', url: '/media/img/640/seed/share-image.png.avif' });
    expect(variant.statusCode).toBe(200);
    expect(variant.headers['content-type']).toBe('image/avif');
  });

  it('preloads no image on a page without an LCP image', async () => {
    expect(imagePreloads(await html('/contact'))).toEqual([]);
  });
});
