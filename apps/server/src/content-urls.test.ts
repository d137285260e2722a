/**
 * Decision 022 through the real server: owner-set URLs outside the allow-list, written straight
 * into the API's database (around the contracts) or sent by the API as they are, never reach an
 * href, src, srcset, poster, preload <link>, og:image or JSON-LD of a server-rendered page.
 */
import { loadConfig } from '@wegweiser/api/config';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { copyPreparedPgliteFolder, removePgliteFolder } from '../../api/test/helpers/test-database';
import { buildServer } from './server';
import { patchJsonPayload } from './testing/api-json';
import { decodeEntities, readHead, readJsonLd } from './testing/markup';
import { SITE_ROUTES } from './testing/site-routes';

const BAD = 'javascript:alert(1)';
/** A test constant as an SQL string literal (the test's own values; no quotes inside). */
const q = (value: string) => `'${value}'`;
const HERO_PATH = '/api/content/multilingual-hero-media/active/';
let app: FastifyInstance;
let api: FastifyInstance;
/** When set, the API's hero answer carries this image_url as it is (the API's own check bypassed). */
let rawHeroImage: string | null = null;
const dataDir = copyPreparedPgliteFolder('wegweiser-content-urls-');

beforeAll(async () => {
  app = await buildServer(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }), {
    pageCache: false,
    onApi: (instance) => {
      api = instance;
    },
    beforeMount: (root) =>
      root.addHook('onSend', async (request, _reply, payload) => {
        if (!rawHeroImage || !request.url.startsWith(HERO_PATH)) return payload;
        return patchJsonPayload(payload, (body) => ({
          ...body,
          media_type: 'image',
          image_url: rawHeroImage,
        }));
      }),
  });
  await app.ready();
  const db = api.database.db;
  await db.execute(`
    update site_settings set
      header_logo = ${q(BAD)}, header_logo_link = ${q('//evil.example/')},
      contact_button_redirect_url = ${q('java\tscript:alert(1)')}, footer_button_url = ${q('vbscript:msgbox(1)')},
      favicon_logo = ${q('data:image/svg+xml;base64,PHN2Zz4=')}, about_logo = ${q(' javascript:alert(1)')},
      use_logo_instead_of_initial = true, footer_mode = 'button'`);
  await db.execute(
    `update social_media_settings set x_url = ${q(BAD)}, facebook_url = ${q('file:///etc/passwd')}`,
  );
  await db.execute(`update footer_items set url = ${q(BAD)}`);
  await db.execute(`update hero_media set media_type = 'image', image_url = ${q('/\\evil.example/x.png')}`);
  await db.execute(
    `update services set image = ${q(BAD)}, card_image_url = ${q('data:text/html,<b>x</b>')}, use_image_instead_of_icon = true`,
  );
  await db.execute(
    `update service_packages set image = ${q('JaVaScRiPt:alert(1)')}, card_image_url = ${q(BAD)}, use_image_instead_of_icon = true`,
  );
  await db.execute(`update blog_posts set cover_image = ${q(BAD)}`);
  api.responseCache.clear();
});
afterEach(() => {
  rawHeroImage = null;
});
afterAll(async () => {
  await app?.close();
  removePgliteFolder(dataDir);
});

const HOSTILE = /script:|file:|data:(?!image\/(png|jpeg|gif|webp|avif);base64,)|evil\.example/i;
const URL_ATTRIBUTE = /\s(href|src|srcset|srcSet|imagesrcset|poster|content)="([^"]*)"/g;

/** Every URL-bearing attribute (and every JSON-LD string) of the page that carries a hostile URL. */
function hostileUrls(html: string): string[] {
  const attributes = [...html.matchAll(URL_ATTRIBUTE)]
    .map(([, name, value]) => `${name}=${decodeEntities(value ?? '')}`)
    .filter((attribute) => HOSTILE.test(attribute));
  const jsonLd = JSON.stringify(readJsonLd(html));
  return HOSTILE.test(jsonLd) ? [...attributes, `json-ld ${jsonLd.match(HOSTILE)?.[0]}`] : attributes;
}

const page = async (path: string) => {
  const response = await app.inject({ method: 'GET', url: path });
  expect(response.statusCode, path).toBeLessThan(500);
  return response.body;
};

describe('hostile URLs in stored content', () => {
  it.each(SITE_ROUTES)('reach no href or src of the $name page', async ({ path }) => {
    expect(hostileUrls(await page(path))).toEqual([]);
  });

  it('leave the home page without an image preload, logo or hero image', async () => {
    const html = await page('/');
    const preloads = readHead(html).links.filter((link) => link.rel === 'preload' && link.as === 'image');
    expect(preloads).toEqual([]);
    expect(html).not.toMatch(/<img[^>]*alt="Wegweiser Coaching"/);
  });
});

describe('a hostile hero image the API sends as it is', () => {
  it.each([BAD, ' javascript:alert(1)', '//evil.example/x.png', 'data:text/html,<script>alert(1)</script>'])(
    'is neither preloaded nor rendered: %j',
    async (url) => {
      rawHeroImage = url;
      const html = await page('/');
      const preloads = readHead(html).links.filter((link) => link.rel === 'preload' && link.as === 'image');
      expect(preloads).toEqual([]);
      expect(hostileUrls(html)).toEqual([]);
    },
  );

  it('is preloaded when it is a site path', async () => {
    rawHeroImage = '/media/seed/hero.svg';
    const preloads = readHead(await page('/')).links.filter(
      (link) => link.rel === 'preload' && link.as === 'image',
    );
    expect(preloads).toEqual([
      {
        rel: 'preload',
        as: 'image',
        fetchpriority: 'high',
        href: '/media/seed/hero.svg',
        media: '(min-width: 64rem)',
      },
    ]);
  });
});
