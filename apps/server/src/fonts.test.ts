/**
 * Self-hosted fonts (decisions 006 and 038): the document preloads the Latin files of the theme's fonts
 * (our subsets in apps/web/src/fonts), every font comes from /assets with immutable caching, and
 * nothing points at another origin.
 */
import { readFileSync } from 'node:fs';
import { loadConfig } from '@wegweiser/api/config';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { copyPreparedPgliteFolder, removePgliteFolder } from '../../api/test/helpers/test-database';
import { buildServer } from './server';

let app: FastifyInstance;
const dataDir = copyPreparedPgliteFolder('wegweiser-fonts-');
/** When set, the theme endpoint answers with the seeded theme but these fonts (or fails). */
let themeFonts: { body: string; display: string } | 'fail' | null = null;

beforeAll(async () => {
  app = await buildServer(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }), {
    // Every request rendered: the tests change API answers between requests.
    pageCache: false,
    beforeMount: (root) =>
      root.addHook('onSend', async (request, reply, payload) => {
        if (!themeFonts || !request.url.startsWith('/api/content/themes/active/')) return payload;
        if (themeFonts === 'fail') {
          reply.code(500);
          return JSON.stringify({ message: 'boom' });
        }
        return JSON.stringify({ ...JSON.parse(String(payload)), fonts: themeFonts });
      }),
  });
  await app.ready();
});
afterEach(() => {
  themeFonts = null;
});
afterAll(async () => {
  await app?.close();
  removePgliteFolder(dataDir);
});

const html = async (url = '/') => (await app.inject({ method: 'GET', url })).body;
const preloads = (document: string) =>
  [...document.matchAll(/<link rel="preload"[^>]*as="font"[^>]*>/g)].map(([tag]) => tag);
const hrefOf = (tag: string) => tag.match(/href="([^"]+)"/)?.[1] ?? '';
const variable = (document: string, name: string) => document.match(new RegExp(`${name}:([^;}]+)`))?.[1];

describe('self-hosted fonts', () => {
  it('preloads exactly the Latin files of the seeded body (Inter) and display (Fraunces) fonts', async () => {
    const tags = preloads(await html());
    expect(tags.map(hrefOf)).toEqual([
      expect.stringMatching(/^\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/),
      expect.stringMatching(/^\/assets\/fraunces-latin-wght-normal-[\w-]+\.woff2$/),
    ]);
    for (const tag of tags) {
      expect(tag).toContain('as="font"');
      expect(tag).toContain('type="font/woff2"');
      expect(tag).toMatch(/ crossorigin>$/);
    }
  });

  it('serves the preloaded files from /assets as woff2 with immutable caching', async () => {
    for (const href of preloads(await html()).map(hrefOf)) {
      const response = await app.inject({ method: 'GET', url: href });
      expect(response.statusCode, href).toBe(200);
      expect(response.headers['content-type']).toBe('font/woff2');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
    }
  });

  it('preloads the Latin subsets of apps/web/src/fonts, not the packages’ full files of the same name', async () => {
    for (const href of preloads(await html()).map(hrefOf)) {
      const name = href.replace(/^\/assets\/(.+)-[\w-]{8}\.woff2$/, '$1.woff2');
      const subset = readFileSync(new URL(`../../web/src/fonts/${name}`, import.meta.url));
      expect((await app.inject({ method: 'GET', url: href })).rawPayload.equals(subset), href).toBe(true);
    }
  });

  it('declares only Latin and Latin Extended upright faces, all from /assets, with swap and unicode-range', async () => {
    const document = await html();
    // The site's stylesheet is inline in the head (decision 013).
    const css =
      [...document.matchAll(/<style>([\s\S]*?)<\/style>/g)]
        .map((match) => match[1] ?? '')
        .find((style) => style.includes('@font-face')) ?? '';
    const faces = css.match(/@font-face\{[^}]*\}/g) ?? [];
    const webFaces = faces.filter((face) => face.includes('url('));
    expect(webFaces.map((face) => face.match(/url\(([^)]+)\)/)?.[1])).toEqual([
      expect.stringMatching(/^\/assets\/inter-latin-ext-wght-normal-[\w-]+\.woff2$/),
      expect.stringMatching(/^\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/),
      expect.stringMatching(/^\/assets\/fraunces-latin-ext-wght-normal-[\w-]+\.woff2$/),
      expect.stringMatching(/^\/assets\/fraunces-latin-wght-normal-[\w-]+\.woff2$/),
    ]);
    for (const face of webFaces) {
      expect(face).toContain('font-display:swap');
      expect(face).toContain('unicode-range:');
      expect(face).toContain('font-style:normal');
    }
    // Metric-matched fallbacks from local fonts only.
    expect(faces.filter((face) => face.includes('local('))).toHaveLength(2);
    expect(css).not.toMatch(/https?:\/\//);
  });

  it('sets the font variables from the theme: its families, their fallback faces and Chinese system fonts', async () => {
    const document = await html('/?lang=zh');
    expect(variable(document, '--font-body')).toMatch(
      /^'Inter', 'Inter Fallback', .*'PingFang SC'.*sans-serif$/,
    );
    expect(variable(document, '--font-display')).toMatch(
      /^'Fraunces', 'Fraunces Fallback', .*'Noto Serif CJK SC'.*serif$/,
    );
  });

  it('preloads one file when the theme uses one hosted family for both roles', async () => {
    themeFonts = { body: 'Inter', display: 'Inter' };
    const document = await html();
    expect(preloads(document).map(hrefOf)).toEqual([expect.stringMatching(/inter-latin-wght-normal/)]);
    expect(variable(document, '--font-display')).toMatch(/^'Inter', 'Inter Fallback'/);
  });

  it('preloads nothing for a family this site does not host', async () => {
    themeFonts = { body: 'Roboto', display: 'Fraunces' };
    const document = await html();
    expect(preloads(document).map(hrefOf)).toEqual([expect.stringMatching(/fraunces-latin-wght-normal/)]);
    expect(variable(document, '--font-body')).toMatch(/^'Roboto', ui-sans-serif/);
  });

  it('falls back to Inter (spec section 3 default) when the theme cannot be loaded', async () => {
    themeFonts = 'fail';
    const document = await html();
    expect(preloads(document).map(hrefOf)).toEqual([expect.stringMatching(/inter-latin-wght-normal/)]);
    expect(variable(document, '--font-display')).toMatch(/^'Inter', 'Inter Fallback'/);
  });
});
