import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@wegweiser/api/config';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './server';

let app: FastifyInstance;
const dataDir = mkdtempSync(join(tmpdir(), 'wegweiser-server-'));

beforeAll(async () => {
  app = await buildServer(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }));
});
afterAll(async () => {
  await app?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the composed server (npm start)', () => {
  it('creates, migrates and seeds the embedded database in DATA_DIR and serves the API under /api', async () => {
    const health = await app.inject({ method: 'GET', url: '/api/health/' });
    expect(health.json()).toEqual({ status: 'ok', database: 'pglite' });
    const services = await app.inject({ method: 'GET', url: '/api/services/featured/' });
    expect(services.json().length).toBeGreaterThan(0);
  });

  it("answers unknown API paths with the API's JSON 404, not the site's 404 page", async () => {
    for (const url of ['/api/nope/', '/api/services/featured/extra/deeper']) {
      const response = await app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toEqual({ message: expect.any(String) });
    }
    const post = await app.inject({ method: 'POST', url: '/api/nope/', payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.headers['content-type']).toContain('application/json');
  });

  it('answers / with an HTML page in the requested language', async () => {
    const page = await app.inject({ method: 'GET', url: '/?lang=en' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('| Wegweiser Coaching</title>');
  });

  it('serves every seeded media file the content refers to', async () => {
    const hero = (await app.inject({ method: 'GET', url: '/api/content/hero-media/active/' })).json();
    const settings = (await app.inject({ method: 'GET', url: '/api/content/site-settings/current/' })).json();
    for (const url of [hero.image_url, settings.favicon_logo]) {
      const file = await app.inject({ method: 'GET', url });
      expect(file.statusCode, url).toBe(200);
      expect(file.headers['content-type']).toContain('image/svg+xml');
    }
  });
});
