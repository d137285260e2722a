/**
 * The owner's console as the composed server serves it (issue 13 point 1): the page for every
 * console path, headers that keep it out of search engines and caches, a strict CSP whose nonce
 * the page carries, immutable hashed assets, and robots.txt's rule. Needs the build (npm test builds).
 */
import { CSP_NONCE_PLACEHOLDER } from '@wegweiser/admin/build';
import { loadConfig } from '@wegweiser/api/config';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyPreparedPgliteFolder, removePgliteFolder } from '../../api/test/helpers/test-database';
import { buildServer } from './server';

let app: FastifyInstance;
const dataDir = copyPreparedPgliteFolder('wegweiser-admin-');

beforeAll(async () => {
  app = await buildServer(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }));
});
afterAll(async () => {
  await app?.close();
  removePgliteFolder(dataDir);
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

const nonceOf = (policy: string) => /'nonce-([^']+)'/.exec(policy)?.[1] ?? '';

describe('the console page under /admin/', () => {
  it('answers /admin/ and every client route with the same single page', async () => {
    const pages = await Promise.all(
      [
        '/admin/',
        '/admin/sign-in',
        '/admin/users?page=2',
        '/admin/setup?token=abc',
        '/admin/no/such/screen',
      ].map((url) => get(url)),
    );
    for (const page of pages) {
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.body).toContain('<div id="root"></div>');
      expect(page.body).toMatch(/<script type="module" crossorigin src="\/admin\/assets\/[^"]+\.js"/);
    }
  });

  it('redirects /admin to /admin/, keeping the query', async () => {
    const response = await get('/admin?token=abc');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/admin/?token=abc');
  });

  it('is never indexed and never cached', async () => {
    const page = await get('/admin/users');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<meta name="robots" content="noindex, nofollow" />');
  });

  it('carries a strict document policy whose fresh nonce is on every script and style of the page', async () => {
    const [first, second] = [await get('/admin/'), await get('/admin/')];
    const policy = String(first?.headers['content-security-policy']);
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'nonce-");
    expect(policy).toContain("'strict-dynamic'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    const nonce = nonceOf(policy);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonceOf(String(second?.headers['content-security-policy']))).not.toBe(nonce);
    const body = first?.body ?? '';
    expect(body).not.toContain(CSP_NONCE_PLACEHOLDER);
    const scripts = body.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(body).toContain(`<meta property="csp-nonce" content="" nonce="${nonce}">`);
    expect(first?.headers['x-frame-options']).toBe('DENY');
    expect(first?.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves its hashed assets for a year as immutable, precompressed, and not indexed', async () => {
    const page = await get('/admin/');
    const script = /src="(\/admin\/assets\/[^"]+\.js)"/.exec(page.body)?.[1] ?? '';
    const stylesheet = /href="(\/admin\/assets\/[^"]+\.css)"/.exec(page.body)?.[1] ?? '';
    for (const url of [script, stylesheet]) {
      const response = await get(url, { 'accept-encoding': 'br' });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    }
  });

  it('answers a missing asset with 404, not with the page', async () => {
    const response = await get('/admin/assets/missing-0000.js');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<div id="root">');
  });

  it('is not part of the public site: no public page names the console bundle', async () => {
    const home = await get('/');
    expect(home.statusCode).toBe(200);
    expect(home.body).not.toContain('/admin/assets/');
    expect(home.headers['x-robots-tag']).toBeUndefined();
  });
});

describe('robots.txt', () => {
  it('disallows the console', async () => {
    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.body.split('\n')).toContain('Disallow: /admin/');
  });
});
