/**
 * Self-hosted fonts (decisions 006, 038 and 119): the document names the Latin files of the theme's
 * fonts (our subsets in apps/web/src/fonts) in its head script, which preloads them only for a
 * browser that already holds them; no markup preloads a font. Every font comes from /assets with
 * immutable caching, and nothing points at another origin.
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
/** The font files the head script names (decision 119), in its order. */
const fontFiles = (document: string): string[] =>
  JSON.parse(/<script>[^<]*?f=(\[[^\]]*\])/.exec(document)?.[1] ?? '[]') as string[];
/** A variable of the theme's first-paint block (`:root{…}`). */
const variable = (document: string, name: string) =>
  document.match(new RegExp(`:root\\{[^}]*?${name}:([^;}]+)`))?.[1];
/** A variable of the block that applies under <html data-web-fonts>. */
const webVariable = (document: string, name: string) =>
  document.match(new RegExp(`:root\\[data-web-fonts\\]\\{[^}]*?${name}:([^;}]+)`))?.[1];

describe('self-hosted fonts', () => {
  it('names exactly the Latin files of the seeded body (Inter) and display (Fraunces) fonts, and no markup preloads a font', async () => {
    const document = await html();
    expect(fontFiles(document)).toEqual([
      expect.stringMatching(/^\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/),
      expect.stringMatching(/^\/assets\/fraunces-latin-wght-normal-[\w-]+\.woff2$/),
    ]);
    expect(document).not.toMatch(/<link[^>]*as="font"/);
  });

  it('serves the preloaded files from /assets as woff2 with immutable caching', async () => {
    for (const href of fontFiles(await html())) {
      const response = await app.inject({ method: 'GET', url: href });
      expect(response.statusCode, href).toBe(200);
      expect(response.headers['content-type']).toBe('font/woff2');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
    }
  });

  it('preloads the Latin subsets of apps/web/src/fonts, not the packages’ full files of the same name', async () => {
    for (const href of fontFiles(await html())) {
      const name = href.replace(/^\/assets\/(.+)-[\w-]{8}\.woff2$/, '$1.woff2');
      const subset = readFileSync(new URL(`../../web/src/fonts/${name}`, import.meta.url));
      expect((await app.inject({ method: 'GET', url: href })).rawPayload.equals(subset), href).toBe(true);
    }
  });

  it('declares only Latin and Latin Extended upright faces, all from /assets, optional, with unicode-range', async () => {
    const document = await html();
    // The whole stylesheet has every face; the page's own (inline, decisions 013, 124) those whose
    // unicode-range reaches a character of the page (decision 137): the home is German, no Latin
    // Extended.
    const inline = document.match(/<style id="page-stylesheet">([\s\S]*?)<\/style>/)?.[1] ?? '';
    const href = document.match(/<noscript><link rel="stylesheet" href="([^"]+)">/)?.[1] ?? '';
    const css = (await app.inject({ method: 'GET', url: href })).body;
    expect(
      (inline.match(/@font-face\{[^}]*\}/g) ?? []).map((face) => face.match(/url\(([^)]+)\)/)?.[1]),
    ).toEqual([
      expect.stringMatching(/^\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/),
      expect.stringMatching(/^\/assets\/fraunces-latin-wght-normal-[\w-]+\.woff2$/),
      undefined,
      undefined,
    ]);
    const faces = css.match(/@font-face\{[^}]*\}/g) ?? [];
    const webFaces = faces.filter((face) => face.includes('url('));
    expect(webFaces.map((face) => face.match(/url\(([^)]+)\)/)?.[1])).toEqual([
      expect.stringMatching(/^\/assets\/inter-latin-ext-wght-normal-[\w-]+\.woff2$/),
      expect.stringMatching(/^\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/),
      expect.stringMatching(/^\/assets\/fraunces-latin-ext-wght-normal-[\w-]+\.woff2$/),
      expect.stringMatching(/^\/assets\/fraunces-latin-wght-normal-[\w-]+\.woff2$/),
    ]);
    for (const face of webFaces) {
      expect(face).toContain('font-display:optional');
      expect(face).toContain('unicode-range:');
      expect(face).toContain('font-style:normal');
    }
    // Metric-matched fallbacks from local fonts only.
    expect(faces.filter((face) => face.includes('local('))).toHaveLength(2);
    expect(css).not.toMatch(/https?:\/\//);
  });

  it('sets the font variables from the theme: fallback faces first, its families under data-web-fonts, Chinese system fonts in both', async () => {
    const document = await html('/?lang=zh');
    expect(variable(document, '--font-body')).toMatch(/^'Inter Fallback', .*'PingFang SC'.*sans-serif$/);
    expect(variable(document, '--font-display')).toMatch(
      /^'Fraunces Fallback', .*'Noto Serif CJK SC'.*serif$/,
    );
    expect(variable(document, '--web-font-families')).toBe('Inter,Fraunces');
    expect(webVariable(document, '--font-body')).toMatch(
      /^'Inter', 'Inter Fallback', .*'PingFang SC'.*sans-serif$/,
    );
    expect(webVariable(document, '--font-display')).toMatch(
      /^'Fraunces', 'Fraunces Fallback', .*'Noto Serif CJK SC'.*serif$/,
    );
  });

  it('names one file when the theme uses one hosted family for both roles', async () => {
    themeFonts = { body: 'Inter', display: 'Inter' };
    const document = await html();
    expect(fontFiles(document)).toEqual([expect.stringMatching(/inter-latin-wght-normal/)]);
    expect(variable(document, '--web-font-families')).toBe('Inter');
    expect(webVariable(document, '--font-display')).toMatch(/^'Inter', 'Inter Fallback'/);
  });

  it('names nothing for a family this site does not host, which stays first in both stacks', async () => {
    themeFonts = { body: 'Roboto', display: 'Fraunces' };
    const document = await html();
    expect(fontFiles(document)).toEqual([expect.stringMatching(/fraunces-latin-wght-normal/)]);
    expect(variable(document, '--web-font-families')).toBe('Fraunces');
    expect(variable(document, '--font-body')).toMatch(/^'Roboto', ui-sans-serif/);
    expect(webVariable(document, '--font-body')).toMatch(/^'Roboto', ui-sans-serif/);
  });

  it('falls back to Inter (spec section 3 default) when the theme cannot be loaded', async () => {
    themeFonts = 'fail';
    const document = await html();
    expect(fontFiles(document)).toEqual([expect.stringMatching(/inter-latin-wght-normal/)]);
    expect(webVariable(document, '--font-display')).toMatch(/^'Inter', 'Inter Fallback'/);
  });
});
