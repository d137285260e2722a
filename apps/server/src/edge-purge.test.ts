/**
 * Issue 26 point 1 (decision 114): an owner's save through the console purges the shared cache in
 * front by its surrogate keys, and the save never waits for the cache nor fails with it.
 */
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

/** The owner changes the service's English title and publishes it; the publish's status. */
async function publishTitle(key: string, title: string) {
  const item = (await consoleRequest('GET', `/api/admin/services/${key}/`)).body;
  const saved = await consoleRequest('PATCH', `/api/admin/services/${key}/`, {
    version: item.version,
    title: { en: title },
  });
  expect(saved.status).toBe(200);
  return (
    await consoleRequest('POST', `/api/admin/services/${key}/publish/`, { version: saved.body.version })
  ).status;
}

describe('a publish purges the edge', () => {
  it('the save is answered while the purge is still open, then the cache is asked to drop the pages', async () => {
    const [service] = (await consoleRequest('GET', '/api/admin/services/')).body.results;
    const item = (await consoleRequest('GET', `/api/admin/services/${service.key}/`)).body;
    const path = `/services/${item.document.slug}?lang=en`;
    const before = await get(path);
    expect(before.headers['cache-control']).toMatch(/^public, /);
    expect(String(before.headers['surrogate-key']).split(' ')).toContain('site');
    held.length = 0;

    // Answered, and no purge has been answered yet: the publish did not wait for the cache.
    expect(await publishTitle(service.key, 'A title the edge must not keep')).toBe(200);
    await expect.poll(() => held.length).toBeGreaterThan(0);
    expect(held.every(({ response }) => !response.headersSent)).toBe(true);
    const [purge] = held;
    expect(purge?.request.method).toBe('PURGE');
    expect(purge?.request.headers['surrogate-key']).toBe('site');
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
});
