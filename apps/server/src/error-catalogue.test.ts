/**
 * Spec section 8 on the server render: the API failing in specific ways must never break a page.
 * Failures are injected in front of the in-process API the renderer calls.
 */
import { loadConfig } from '@wegweiser/api/config';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { copyPreparedPgliteFolder, removePgliteFolder } from '../../api/test/helpers/test-database';
import { buildServer } from './server';
import { FaultTable, installFaults } from './testing/faults';

let app: FastifyInstance;
const dataDir = copyPreparedPgliteFolder('wegweiser-faults-');
const faults = new FaultTable();

beforeAll(async () => {
  app = await buildServer(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }), {
    // A root hook registered before the API: it runs ahead of the API's response cache.
    beforeMount: (root) => installFaults(root, faults),
    // Every request rendered, so each one meets the faults (the page cache's own answer to failing
    // calls, the last good page, is tested in page-cache.test.ts).
    pageCache: false,
  });
  await app.ready();
});
afterEach(() => faults.clear());
afterAll(async () => {
  await app?.close();
  removePgliteFolder(dataDir);
});

const page = async (url: string) => {
  const response = await app.inject({ method: 'GET', url, headers: { 'accept-language': 'de-DE' } });
  return { status: response.statusCode, html: response.body, location: response.headers.location };
};
const fail = (path: string, status = 500, message = 'boom') =>
  faults.set([{ path, status, body: { message } }]);

describe('error catalogue on the server render (spec section 8)', () => {
  it('language list fails → the page renders in the default language with the fallback languages', async () => {
    fail('/languages/');
    const { status, html } = await page('/');
    expect(status).toBe(200);
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('"languages":{"ok":false');
    // The fallback list de, en, es (spec section 1) is what the selector offers when opened
    // (decision 137; error-catalogue-server-render.spec.ts opens it); closed, it shows German.
    expect(html).toContain('aria-label="Sprache: Deutsch"');
  });

  it('site settings fail → the theme follows the system preference (no fixed settings in the boot script)', async () => {
    fail('/content/site-settings/');
    const { status, html } = await page('/');
    expect(status).toBe(200);
    expect(html).toContain('var s=null');
    expect(html).toContain('data-site-settings-error="Fehler beim Laden der Website-Einstellungen"');
  });

  it.each(['/blog', '/blog/die-kunst-nein-zu-sagen', '/career', '/career/systemischer-coach-honorarbasis'])(
    'site settings check fails → %s sends the visitor to /',
    async (path) => {
      fail('/content/site-settings/');
      const { status, location } = await page(path);
      expect(status).toBe(302);
      expect(location).toBe('/');
    },
  );

  it('theme fails → fallback palettes, the system preference, "Failed to load theme" only as a diagnostic', async () => {
    fail('/content/themes/');
    const { status, html } = await page('/');
    expect(status).toBe(200);
    // No theme colours in the theme's bare <style>; the page's own stylesheet (<style
    // id="page-stylesheet">, decision 124) keeps the fallback palettes.
    const themeStyles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '');
    expect(themeStyles).toHaveLength(1);
    expect(themeStyles[0]).toMatch(/^:root\{--font-body:/);
    expect(themeStyles[0]).not.toContain('--color-primary-50:');
    expect(html).toMatch(/<style id="page-stylesheet">[^<]*--color-primary-50:#/);
    expect(html).toContain('var s=null');
    expect(html).toContain('data-theme-error="Failed to load theme"');
    expect(html.replace(/data-theme-error="[^"]*"/, '')).not.toContain('Failed to load theme');
  });

  it.each([
    '/services/featured/',
    '/services/packages/featured/',
    '/testimonials/',
    '/content/multilingual-hero-media/',
    '/content/multilingual/stats/',
    '/content/social-media-settings/',
    '/content/footer-items/',
    '/content/multilingual/seo-settings/',
  ])('%s fails → the home page still renders', async (prefix) => {
    fail(prefix);
    const { status, html } = await page('/');
    expect(status).toBe(200);
    expect(html).toContain('id="main"');
  });

  it('SEO settings fail → the default description', async () => {
    fail('/content/multilingual/seo-settings/');
    const { html } = await page('/about');
    expect(html).toContain('<meta name="description" content="Professional Life Coaching Services">');
  });

  it('imprint and privacy render', async () => {
    for (const path of ['/legal/imprint', '/legal/privacy', '/impressum']) {
      const response = await app.inject({ method: 'GET', url: path });
      expect([200, 301]).toContain(response.statusCode);
    }
  });
});
