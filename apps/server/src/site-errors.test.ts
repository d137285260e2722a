/**
 * Errors outside /api answer through one handler (issue 11, point 7; decision 018): a URL that
 * cannot be decoded, a thrown error, a method the site does not serve, and a corrupt image under
 * /media/img get a short notice (HTML for browsers, else plain text) in the visitor's language,
 * with the security headers and without the error's own message or stack.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@wegweiser/api/config';
import { translate } from '@wegweiser/contracts/messages';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageVariants } from './image-variants';
import { RESOURCE_POLICY, SECURITY_HEADERS, securityHeaders } from './security-headers';
import { buildServer } from './server';
import { installSiteErrors } from './site-errors';

const work = mkdtempSync(join(tmpdir(), 'wegweiser-site-errors-'));
const SECRET = 'boom: anna@example.com at /work/secret/path.ts';
let app: FastifyInstance;
let images: FastifyInstance;
const logged: string[] = [];

beforeAll(async () => {
  app = await buildServer(loadConfig({ NODE_ENV: 'test', DATA_DIR: join(work, 'data') }), {
    logger: true,
    logStream: { write: (line) => logged.push(line) },
    beforeMount: (root) => {
      root.get('/__test/crash', async () => {
        // As a failed query: its text and parameters on the error.
        throw Object.assign(new Error(SECRET), {
          query: 'select "id" from "newsletter_subscriptions" where "email" = $1',
          params: ['anna@example.com'],
        });
      });
      root.get('/__test/teapot', async () => {
        throw Object.assign(new Error(SECRET), { statusCode: 418 });
      });
    },
  });
  await app.ready();

  // The image variants as the server mounts them, over a folder with a corrupt PNG.
  const media = join(work, 'media');
  mkdirSync(media, { recursive: true });
  writeFileSync(
    join(media, 'corrupt.png'),
    Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n'), Buffer.alloc(64, 7)]),
  );
  images = Fastify();
  await images.register(securityHeaders);
  installSiteErrors(images, { title: 'example.org' });
  await images.register(imageVariants, { roots: { uploads: media }, cacheDir: join(work, 'cache') });
  await images.ready();
});
afterAll(async () => {
  await app?.close();
  await images?.close();
  rmSync(work, { recursive: true, force: true });
});

function expectSafeAnswer(response: LightMyRequestResponse) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers[name]).toBe(value);
  expect(response.headers['cache-control']).toBe('no-store');
  for (const leak of ['boom', 'anna@example.com', '/work/', 'not a valid url', 'FST_', ' at ', 'Error']) {
    expect(response.body).not.toContain(leak);
  }
}

function expectPlainText(response: LightMyRequestResponse, status: number, message: string) {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
  expect(response.headers['content-security-policy']).toBe(RESOURCE_POLICY);
  expect(response.body).toBe(message);
  expectSafeAnswer(response);
}

describe('errors outside /api', () => {
  it.each(['/%E0%A4%A', '/%', '/de/%ZZ/seite'])(
    'a URL that cannot be decoded (%s) is a 404 notice',
    async (url) => {
      const response = await app.inject({
        method: 'GET',
        url,
        headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
      });
      expectPlainText(response, 404, translate('not_found', 'fr'));
    },
  );

  it('a URL under /api that cannot be decoded is the API’s JSON 404', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/%E0%A4%A/',
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: translate('not_found', 'en') });
    expectSafeAnswer(response);
  });

  it('a browser gets the notice page in its language, under a document policy with a nonce', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/%',
      headers: { accept: 'text/html,application/xhtml+xml', cookie: 'selectedLanguage=es' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<html lang="es">');
    expect(response.body).toContain(translate('not_found', 'es'));
    const nonce = /<style nonce="([^"]+)"/.exec(response.body)?.[1];
    expect(nonce).toBeTruthy();
    expect(response.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
    expectSafeAnswer(response);
  });

  it('a thrown error is a 500 notice without its message', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/__test/crash',
      headers: { 'accept-language': 'zh' },
    });
    expectPlainText(response, 500, translate('server_error', 'zh'));
  });

  it('the composed server logs the crash by class and query name, and page URLs without tokens', async () => {
    logged.length = 0;
    await app.inject({ method: 'GET', url: '/__test/crash' });
    await app.inject({ method: 'GET', url: '/en/newsletter/confirm/SeCrEtToKeN123/?token=SeCrEtToKeN456' });
    const lines = logged.map((line) => JSON.parse(line));
    expect(lines.find((line) => line.msg === 'request failed')?.err).toMatchObject({
      type: 'Error',
      query: 'select newsletter_subscriptions',
    });
    expect(lines.map((line) => line.req?.url)).toContain(
      '/en/newsletter/confirm/[redacted]/?token=[redacted]',
    );
    const text = logged.join('');
    for (const leak of ['boom', 'anna@example.com', '/work/', 'SeCrEtToKeN', process.cwd()]) {
      expect(text).not.toContain(leak);
    }
  });

  it('a page view is one access line: the API calls of its render are not logged again', async () => {
    logged.length = 0;
    const page = await app.inject({
      method: 'GET',
      url: '/services',
      headers: { 'user-agent': 'Visitor/1' },
    });
    expect(page.statusCode).toBe(200);
    const access = logged.map((line) => JSON.parse(line)).filter((line) => line.msg === 'request');
    expect(access.map((line) => line.req.url)).toEqual(['/services']);
    expect(access[0].req.userAgent).toBe('Visitor/1');
  });

  it('a client cannot hide its request from the log with the internal header', async () => {
    logged.length = 0;
    await app.inject({ method: 'GET', url: '/api/languages/', headers: { 'x-wegweiser-internal': 'guess' } });
    const access = logged.map((line) => JSON.parse(line)).filter((line) => line.msg === 'request');
    expect(access.map((line) => line.req.url)).toEqual(['/api/languages/']);
  });

  it('an error with a 4xx status keeps its status, not its message', async () => {
    const response = await app.inject({ method: 'GET', url: '/__test/teapot' });
    expectPlainText(response, 418, translate('validation_failed', 'de'));
  });

  it('a method the site does not serve is a 404 notice', async () => {
    const response = await app.inject({
      method: 'DELETE',
      url: '/ueber-mich',
      headers: { 'accept-language': 'en' },
    });
    expectPlainText(response, 404, translate('not_found', 'en'));
  });

  it('a corrupt image under /media/img is a 500 notice without the image library’s text', async () => {
    const response = await images.inject({
      method: 'GET',
      url: '/media/img/640/uploads/corrupt.png.webp',
      headers: { accept: 'image/avif,image/webp,*/*', 'accept-language': 'en' },
    });
    expectPlainText(response, 500, translate('server_error', 'en'));
    for (const leak of ['VipsForeign', 'pngload', 'Input', 'libspng', 'corrupt']) {
      expect(response.body).not.toContain(leak);
    }
  });
});
