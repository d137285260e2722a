/**
 * Issue 26 point 1 (decisions 114, 116): an owner's save through the console purges the shared cache
 * in front by the surrogate keys of what it changed — exactly the pages that read it, or the whole
 * site for what every page shows — and the save never waits for the cache nor fails with it.
 */
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dataKey, SITE_KEY } from '@wegweiser/contracts/edge-cache';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_DATA, isMapped, publicDataOf } from '../../api/src/admin/content/public-data';
import { CONTENT_RESOURCES } from '../../api/src/repositories/resources';
import { setupComposedServer } from './testing/composed-server';

const OWNER = { email: 'owner@example.com', password: 'Kaffee-Wolke-Brücke-47' };
const ORIGIN = 'http://localhost:3000';

/** The stand-in purge endpoint: holds each request until the test answers it. */
const held: { request: IncomingMessage; response: ServerResponse }[] = [];
const cdn = createServer((request, response) => {
  request.resume();
  held.push({ request, response });
});
const env: Record<string, string> = {
  PUBLIC_URL: ORIGIN,
  OWNER_EMAIL: OWNER.email,
  OWNER_PASSWORD: OWNER.password,
};
beforeAll(async () => {
  cdn.listen(0, '127.0.0.1');
  await once(cdn, 'listening');
  env.EDGE_PURGE_URL = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}/purge`;
});
afterAll(() => {
  for (const { response } of held) response.destroy();
  cdn.close();
});
// Registered after the hook above: the server starts with the stand-in's address.
const server = setupComposedServer(env);

let session = '';
let csrf = '';
const get = (url: string) => server.app.inject({ method: 'GET', url });
const consoleRequest = async (method: 'PATCH' | 'POST' | 'GET', url: string, body?: unknown) => {
  const response = await server.app.inject({
    method,
    url,
    headers: {
      origin: ORIGIN,
      'sec-fetch-site': 'same-origin',
      'x-csrftoken': csrf,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    cookies: { csrftoken: csrf, ...(session ? { wegweiser_session: session } : {}) },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  const cookie = response.cookies.find((candidate) => candidate.name === 'wegweiser_session');
  if (cookie?.value) session = cookie.value;
  return { status: response.statusCode, body: response.body ? response.json() : undefined };
};

beforeAll(async () => {
  csrf = (await get('/api/csrf/')).json().csrftoken;
  expect((await consoleRequest('POST', '/api/admin/auth/login/', OWNER)).status).toBe(200);
});

/** The owner changes an item's English title and publishes it; the publish's status. */
async function publishTitle(key: string, title: string, resource = 'services') {
  const item = (await consoleRequest('GET', `/api/admin/${resource}/${key}/`)).body;
  const saved = await consoleRequest('PATCH', `/api/admin/${resource}/${key}/`, {
    version: item.version,
    title: { en: title },
  });
  expect(saved.status).toBe(200);
  return (
    await consoleRequest('POST', `/api/admin/${resource}/${key}/publish/`, { version: saved.body.version })
  ).status;
}

const keysOf = async (url: string) => String((await get(url)).headers['surrogate-key']).split(' ');

/** The keys of the purges sent since `held` was last emptied, answering each. */
async function purgedKeys() {
  await expect.poll(() => held.length).toBeGreaterThan(0);
  return held.splice(0).map(({ request, response }) => {
    response.end();
    return String(request.headers['surrogate-key']);
  });
}

describe('a publish purges the edge', () => {
  it('the save is answered while the purge is still open, then the cache is asked to drop the pages', async () => {
    const [service] = (await consoleRequest('GET', '/api/admin/services/')).body.results;
    const item = (await consoleRequest('GET', `/api/admin/services/${service.key}/`)).body;
    const path = `/services/${item.document.slug}?lang=en`;
    const before = await get(path);
    expect(before.headers['cache-control']).toMatch(/^public, /);
    expect(String(before.headers['surrogate-key']).split(' ')).toContain('data:services');
    held.length = 0;

    // Answered, and no purge has been answered yet: the publish did not wait for the cache.
    expect(await publishTitle(service.key, 'A title the edge must not keep')).toBe(200);
    await expect.poll(() => held.length).toBeGreaterThan(0);
    expect(held.every(({ response }) => !response.headersSent)).toBe(true);
    const [purge] = held;
    expect(purge?.request.method).toBe('PURGE');
    expect(purge?.request.headers['surrogate-key']).toBe('data:services');
    for (const { response } of held.splice(0)) response.end();
    expect((await get(path)).body).toContain('A title the edge must not keep');

    // A cache that fails the purge fails nothing of the owner's.
    expect(await publishTitle(service.key, 'Second title')).toBe(200);
    await expect.poll(() => held.length).toBeGreaterThan(0);
    for (const { response } of held.splice(0)) {
      response.statusCode = 500;
      response.end();
    }
    expect((await get(path)).body).toContain('Second title');
  });

  it("a blog post's publish purges the pages that read the blog, and not the site", async () => {
    const [post] = (await consoleRequest('GET', '/api/admin/blog-posts/')).body.results;
    expect(await keysOf('/blog?lang=en')).toContain('data:blog');
    // The home page does not show the blog: it stays in the cache.
    expect(await keysOf('/?lang=en')).not.toContain('data:blog');
    held.length = 0;
    expect(await publishTitle(post.key, 'A post the edge must drop', 'blog-posts')).toBe(200);
    expect(await purgedKeys()).toEqual(['data:blog']);
  });

  it('a site settings save purges the whole site: every page shows them', async () => {
    const settings = (await consoleRequest('GET', '/api/admin/site-settings/')).body.results[0];
    held.length = 0;
    const saved = await consoleRequest('PATCH', `/api/admin/site-settings/${settings.key}/`, {
      version: settings.version,
      footer_show_social_x: true,
    });
    expect(saved.status).toBe(200);
    expect(await purgedKeys()).toEqual(['site']);
    expect(await keysOf('/about?lang=en')).toContain('site');
  });
});

describe('a publish purges the API answers too (decision 117)', () => {
  const FEATURED = '/api/services/featured/?language=en';
  const POSTS = '/api/blog/?language=en';

  it('a service publish purges the key the services answers carry, not the blog answers', async () => {
    const featured = await get(FEATURED);
    expect(featured.headers['cdn-cache-control']).toMatch(/^public, s-maxage=\d+/);
    expect(featured.headers['cache-control']).toBe('no-cache');
    expect(String(featured.headers['surrogate-key']).split(' ')).toEqual([SITE_KEY, 'data:services']);
    expect(await keysOf(POSTS)).toEqual([SITE_KEY, 'data:blog']);
    const [service] = (await consoleRequest('GET', '/api/admin/services/')).body.results;
    held.length = 0;
    expect(await publishTitle(service.key, 'A title the API edge must drop')).toBe(200);
    expect(await purgedKeys()).toEqual(['data:services']);
    const after = await get(FEATURED);
    expect(after.headers['x-cache']).toBe('MISS');
  });
});

describe('what a change names', () => {
  const named = () =>
    new Set(
      [...CONTENT_RESOURCES.map((resource) => publicDataOf(resource.name)), BOOKING_DATA].flatMap(
        (data) => data ?? [],
      ),
    );

  it('every console resource says what it changes, and each kind it names is one the pages or the API carry', async () => {
    const unmapped = CONTENT_RESOURCES.filter((resource) => !isMapped(resource.name));
    expect(unmapped.map((resource) => resource.name)).toEqual([]);
    const carried = new Set<string>();
    for (const path of ['/', '/services', '/about', '/blog', '/career', '/contact', '/legal/imprint']) {
      for (const key of await keysOf(`${path}?lang=de`)) carried.add(key);
    }
    for (const doc of server.api.routeDocs) if (doc.cache) carried.add(dataKey(`/api${doc.url}`) ?? SITE_KEY);
    expect([...named()].filter((kind) => !carried.has(`data:${kind}`))).toEqual([]);
  });

  it('every cached API answer carries a kind some change names, or changes only with the whole site', () => {
    const kinds = new Set(
      server.api.routeDocs.filter((doc) => doc.cache).map((doc) => dataKey(`/api${doc.url}`)),
    );
    const names = named();
    // Languages and the site settings change only by what purges the site (null in public-data).
    expect([...kinds].filter((key) => !key || !names.has(key.slice('data:'.length)))).toEqual([
      'data:languages',
      'data:site-settings',
    ]);
  });
});
