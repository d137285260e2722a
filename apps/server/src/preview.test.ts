/**
 * A preview link on the composed server (issue 13 point 8, decision 044): the page shows every
 * draft — a changed title, a service not yet published — with a banner, uncached, unindexed and
 * without the app; visitors, the API and every cache keep the live content before, during and
 * after; a forged or expired link shows a plain notice.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@wegweiser/api/config';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './server';

const OWNER = { email: 'owner@example.com', password: 'Kaffee-Wolke-Brücke-47' };
let app: FastifyInstance;
const dataDir = mkdtempSync(join(tmpdir(), 'wegweiser-preview-'));
let session = '';
let csrf = '';

const get = (url: string) => app.inject({ method: 'GET', url });
/** A console request: same origin, the double-submit token and the session cookie. */
const consoleRequest = async (method: 'POST' | 'PATCH' | 'GET', url: string, body?: unknown) => {
  const response = await app.inject({
    method,
    url,
    headers: {
      origin: 'http://localhost:3000',
      'sec-fetch-site': 'same-origin',
      'x-csrftoken': csrf,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    cookies: { csrftoken: csrf, ...(session ? { wegweiser_session: session } : {}) },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  const cookie = response.cookies.find((candidate) => candidate.name === 'wegweiser_session');
  if (cookie?.value) session = cookie.value;
  return { status: response.statusCode, body: response.json() };
};

beforeAll(async () => {
  app = await buildServer(
    loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      PUBLIC_URL: 'http://localhost:3000',
      OWNER_EMAIL: OWNER.email,
      OWNER_PASSWORD: OWNER.password,
    }),
  );
  await app.ready();
  csrf = (await get('/api/csrf/')).json().csrftoken;
  expect((await consoleRequest('POST', '/api/admin/auth/login/', OWNER)).status).toBe(200);
});
afterAll(async () => {
  await app?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const previewPath = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

describe('preview links on the site', () => {
  it('show the drafts to the link holder and the live site to everyone else', async () => {
    const [service] = (await consoleRequest('GET', '/api/admin/services/')).body.results;
    const item = (await consoleRequest('GET', `/api/admin/services/${service.key}/`)).body;
    const slug = item.document.slug as string;
    const liveTitle = item.document.title.en as string;
    // Read once, so the API's response cache and the page cache hold the live content.
    expect((await get(`/services/${slug}?lang=en`)).body).toContain(liveTitle);

    const saved = await consoleRequest('PATCH', `/api/admin/services/${service.key}/`, {
      version: item.version,
      title: { en: 'A title only the preview shows' },
    });
    expect(saved.status).toBe(200);
    const created = await consoleRequest('POST', '/api/admin/services/', {
      slug: 'only-in-the-preview',
      title: { de: 'Nur in der Vorschau', en: 'Only in the preview' },
    });
    expect(created.status).toBe(201);

    const link = await consoleRequest('POST', '/api/admin/preview/', {
      path: `/services/${slug}`,
      language: 'en',
    });
    expect(link.status).toBe(201);
    const page = await get(previewPath(link.body.url));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('A title only the preview shows');
    expect(page.body).toContain('Preview with every draft');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    // Without the app: it would load the live content over the preview.
    expect(page.body).not.toContain('/assets/entry-client-');

    const list = await consoleRequest('POST', '/api/admin/preview/', { path: '/services', language: 'en' });
    expect((await get(previewPath(list.body.url))).body).toContain('Only in the preview');

    // Nothing was published, and no cache took the drafts in.
    const live = await get(`/services/${slug}?lang=en`);
    expect(live.body).toContain(liveTitle);
    expect(live.body).not.toContain('A title only the preview shows');
    const api = await get(`/api/services/${slug}/?language=en`);
    expect(api.json().title).toBe(liveTitle);
    expect((await get('/services?lang=en')).body).not.toContain('Only in the preview');
    expect((await consoleRequest('GET', `/api/admin/services/${service.key}/`)).body.status).toBe('changed');
  });

  it('a forged or expired link shows a notice, uncached, and no drafts', async () => {
    const page = await get('/services?preview=4102444800.forged-signature');
    expect(page.statusCode).toBe(403);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('Vorschau-Link ist abgelaufen oder ungültig');
    expect(page.body).not.toContain('Only in the preview');
  });
});
