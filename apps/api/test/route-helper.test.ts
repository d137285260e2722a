/**
 * The route helper (decision 023) through app.inject, with test-only routes on the real API
 * plugins: response schemas enforced, PUT/PATCH/DELETE, multipart uploads and the auth hook.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiPlugin } from '../src/app';
import type { DatabaseHandle } from '../src/db/client';
import type { Authenticator } from '../src/lib/auth';
import { serverLogging } from '../src/lib/logger';
import { defineRoute, type RouteDoc } from '../src/lib/route';
import { testConfig } from './helpers/build-app';
import { createTestDatabase } from './helpers/test-database';

const written: string[] = [];
const logLines = () => written.map((line) => JSON.parse(line) as Record<string, any>);

/** Signed in as the role the test names in a header; nobody without it. */
const testAuthenticator: Authenticator = async (request) => {
  const role = request.headers['x-test-role'];
  return role === 'owner' || role === 'editor' ? { userId: `user-${role}`, role } : null;
};

let schemaChecks = 0;
const Item = z.object({ id: z.number().int(), name: z.string() });
const ItemBody = z.strictObject({
  name: z.string().min(1, { error: 'required' }).max(20, { error: 'too_long' }),
});
const IdParams = z.object({ id: z.coerce.number().int().min(1) });
const UPLOAD = {
  field: 'file',
  maxFileBytes: 1024,
  maxFiles: 2,
  types: ['image/png', 'image/jpeg'],
} as const;

async function testRoutes(app: FastifyInstance) {
  await app.register(multipart);
  defineRoute(app, {
    method: 'GET',
    url: '/test/wrong-answer/',
    summary: 'answers what its schema does not allow',
    tags: ['test'],
    response: { 200: z.object({ count: z.number() }) },
    handler: async () => ({ count: 'secret-value-4711' }),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/test/extra-field/',
    summary: 'answers a field its schema does not name',
    tags: ['test'],
    response: { 200: z.object({ count: z.number() }) },
    handler: async () => ({ count: 1, password_hash: 'x' }),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/test/undeclared-status/',
    summary: 'answers with a status it does not declare',
    tags: ['test'],
    response: { 200: z.object({}) },
    handler: async ({ reply }) => {
      reply.code(202);
      return {};
    },
  });
  defineRoute(app, {
    method: 'GET',
    url: '/test/cached/',
    summary: 'cached content',
    tags: ['test'],
    cache: true,
    response: {
      200: z.object({ value: z.string() }).refine(() => {
        schemaChecks += 1;
        return true;
      }),
    },
    handler: async () => ({ value: 'cached' }),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/test/items/:id/',
    summary: 'replaces an item',
    tags: ['test'],
    csrf: false,
    params: IdParams,
    body: ItemBody,
    response: { 200: Item },
    handler: async ({ params, body }) => ({ id: params.id, name: body.name }),
  });
  defineRoute(app, {
    method: 'PATCH',
    url: '/test/items/:id/',
    summary: 'changes part of an item',
    tags: ['test'],
    csrf: false,
    params: IdParams,
    body: ItemBody.partial(),
    response: { 200: Item },
    handler: async ({ params, body }) => ({ id: params.id, name: body.name ?? 'unchanged' }),
  });
  defineRoute(app, {
    method: 'DELETE',
    url: '/test/items/:id/',
    summary: 'deletes an item (owner only)',
    tags: ['test'],
    csrf: false,
    auth: { role: 'owner' },
    params: IdParams,
    status: 204,
    response: { 204: z.undefined() },
    handler: async () => undefined,
  });
  defineRoute(app, {
    method: 'GET',
    url: '/test/me/',
    summary: 'who is signed in',
    tags: ['test'],
    auth: 'session',
    response: { 200: z.object({ user: z.string(), role: z.string() }) },
    handler: async ({ principal }) => ({ user: principal?.userId ?? '', role: principal?.role ?? '' }),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/test/upload/',
    summary: 'uploads images with a title',
    tags: ['test'],
    csrf: false,
    multipart: UPLOAD,
    body: z.strictObject({ title: z.string().min(1, { error: 'required' }) }),
    response: {
      201: z.object({
        title: z.string(),
        files: z.array(z.object({ filename: z.string(), mimetype: z.string(), size: z.number() })),
      }),
    },
    status: 201,
    handler: async ({ body, files }) => ({
      title: body.title,
      files: files.map((file) => ({
        filename: file.filename,
        mimetype: file.mimetype,
        size: file.data.length,
      })),
    }),
  });
}

async function build(
  database: DatabaseHandle,
  options: { authenticator?: Authenticator; routes: (app: FastifyInstance) => Promise<void> },
) {
  const app = Fastify(
    serverLogging({ enabled: true, level: 'info', stream: { write: (line) => written.push(line) } }),
  );
  await app.register(
    async (instance) => {
      if (options.authenticator) instance.decorate('authenticator', options.authenticator);
      await apiPlugin(instance, { config: testConfig(), database });
      await instance.register(options.routes);
    },
    { prefix: '/api' },
  );
  await app.ready();
  return app;
}

/** Starts an app whose only test route is `spec` (for declarations that must fail at start-up). */
const startWith = (spec: Parameters<typeof defineRoute>[1], authenticator?: Authenticator) =>
  build(database, { authenticator, routes: async (scope) => defineRoute(scope, spec) });

const route = { summary: 'test', tags: ['test'], response: { 200: z.object({}) }, handler: async () => ({}) };

type Part = { name: string; value: string } | { name: string; filename: string; type: string; bytes: number };

/** A multipart/form-data body by hand, as a browser's FormData would send it. */
function form(parts: Part[]) {
  const boundary = '----wegweiser-test-boundary';
  const chunks = parts.map((part) =>
    'filename' in part
      ? Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
              `Content-Type: ${part.type}\r\n\r\n`,
          ),
          Buffer.alloc(part.bytes, 7),
          Buffer.from('\r\n'),
        ])
      : Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
        ),
  );
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await build(database, { authenticator: testAuthenticator, routes: testRoutes });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});
beforeEach(() => {
  written.length = 0;
});

describe('response schemas', () => {
  it('an answer its schema refuses is a 500, logged with route and issue paths but not the data', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/wrong-answer/?language=en' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'An internal error occurred. Please try again later.' });
    expect(response.body).not.toContain('secret-value-4711');
    const line = logLines().find((entry) => entry.msg === 'response does not match its schema');
    expect(line).toMatchObject({
      route: 'GET /api/test/wrong-answer/',
      status: 200,
      issues: [{ path: 'count', code: 'invalid_type' }],
    });
    expect(written.join('')).not.toContain('secret-value-4711');
  });

  it('sends only what the schema names', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/extra-field/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ count: 1 });
  });

  it('a status without a declared schema is a 500 too', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/undeclared-status/' });
    expect(response.statusCode).toBe(500);
    expect(logLines().find((entry) => entry.msg === 'response does not match its schema')).toMatchObject({
      status: 202,
      issues: [{ path: '', code: 'undeclared_status' }],
    });
  });

  it('checks a cached answer once, when it is produced, not on every hit', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/test/cached/' });
    const second = await app.inject({ method: 'GET', url: '/api/test/cached/' });
    expect(first.headers['x-cache']).toBe('MISS');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.json()).toEqual({ value: 'cached' });
    expect(schemaChecks).toBe(1);
  });
});

describe('PUT, PATCH and DELETE', () => {
  it('PUT parses params and the whole body', async () => {
    const ok = await app.inject({ method: 'PUT', url: '/api/test/items/7/', payload: { name: 'Neu' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ id: 7, name: 'Neu' });
    const bad = await app.inject({
      method: 'PUT',
      url: '/api/test/items/7/?language=en',
      payload: { name: '', colour: 'red' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      name: ['This field is required.'],
      non_field_errors: ['Unknown field.'],
    });
  });

  it('PATCH takes part of the body; a body that is not JSON is 415', async () => {
    const ok = await app.inject({ method: 'PATCH', url: '/api/test/items/3/', payload: {} });
    expect(ok.json()).toEqual({ id: 3, name: 'unchanged' });
    const text = await app.inject({
      method: 'PATCH',
      url: '/api/test/items/3/',
      payload: 'name=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(text.statusCode).toBe(415);
  });

  it('DELETE answers 204 without a body for the owner', async () => {
    const response = await app.inject({
      method: 'DELETE',
      url: '/api/test/items/3/',
      headers: { 'x-test-role': 'owner' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
  });
});

describe('multipart uploads', () => {
  it('reads files and parses the other fields with the schema', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/upload/',
      ...form([
        { name: 'title', value: 'Praxisraum' },
        { name: 'file', filename: 'raum.png', type: 'image/png', bytes: 1024 },
        { name: 'file', filename: 'flur.jpg', type: 'image/jpeg', bytes: 10 },
      ]),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      title: 'Praxisraum',
      files: [
        { filename: 'raum.png', mimetype: 'image/png', size: 1024 },
        { filename: 'flur.jpg', mimetype: 'image/jpeg', size: 10 },
      ],
    });
  });

  it('a file over the limit is 413 with the limit in the message', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/upload/?language=en',
      ...form([
        { name: 'title', value: 'Praxisraum' },
        { name: 'file', filename: 'raum.png', type: 'image/png', bytes: 1025 },
      ]),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The file is too large (at most 1 KB).' });
  });

  it('more files than allowed is 413', async () => {
    const file = { name: 'file', filename: 'a.png', type: 'image/png', bytes: 1 };
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/upload/?language=en',
      ...form([{ name: 'title', value: 'x' }, file, file, file]),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'Too many files (at most 2).' });
  });

  it('a file type the route does not take is 415; so is a JSON body', async () => {
    const svg = await app.inject({
      method: 'POST',
      url: '/api/test/upload/?language=en',
      ...form([
        { name: 'title', value: 'x' },
        { name: 'file', filename: 'a.svg', type: 'image/svg+xml', bytes: 10 },
      ]),
    });
    expect(svg.statusCode).toBe(415);
    expect(svg.json()).toEqual({
      message: 'This file type is not allowed (allowed: image/png, image/jpeg).',
    });
    const json = await app.inject({
      method: 'POST',
      url: '/api/test/upload/?language=en',
      payload: { title: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toContain('multipart/form-data');
  });

  it('fields the schema refuses, or a file under another name, are 400', async () => {
    const missing = await app.inject({
      method: 'POST',
      url: '/api/test/upload/?language=en',
      ...form([{ name: 'file', filename: 'a.png', type: 'image/png', bytes: 1 }]),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ title: ['This field is required.'] });
    const elsewhere = await app.inject({
      method: 'POST',
      url: '/api/test/upload/?language=en',
      ...form([
        { name: 'title', value: 'x' },
        { name: 'avatar', filename: 'a.png', type: 'image/png', bytes: 1 },
      ]),
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().errors).toEqual({ avatar: ['Unknown field.'] });
  });
});

describe('the auth hook', () => {
  it('refuses a request without a session (401) and a role below the route’s (403)', async () => {
    const anonymous = await app.inject({ method: 'GET', url: '/api/test/me/?language=en' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Please sign in.' });
    const editor = await app.inject({
      method: 'DELETE',
      url: '/api/test/items/3/?language=en',
      headers: { 'x-test-role': 'editor' },
    });
    expect(editor.statusCode).toBe(403);
    expect(editor.json()).toEqual({ message: 'You do not have permission to do this.' });
  });

  it('hands the principal to the handler', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/test/me/',
      headers: { 'x-test-role': 'editor' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: 'user-editor', role: 'editor' });
  });

  it('a route that needs auth where no authenticator is registered fails when declared', () => {
    // The API registers the console's authenticator itself (decision 042): outside it, none.
    const bare = Fastify();
    bare.decorate('routeDocs', [] as RouteDoc[]);
    expect(() =>
      defineRoute(bare, { ...route, method: 'GET', url: '/test/private/', auth: 'session' }),
    ).toThrow(/GET \/test\/private\/ requires auth "session" but no authenticator is registered/);
  });

  it('a cached route cannot require auth (the cache answers before any route hook)', async () => {
    await expect(
      startWith(
        { ...route, method: 'GET', url: '/test/cached-private/', auth: { role: 'editor' }, cache: true },
        testAuthenticator,
      ),
    ).rejects.toThrow(/is cached, so it cannot require auth/);
  });
});

describe('uploads need the multipart plugin', () => {
  it('an upload route declared without it fails at start-up', async () => {
    await expect(
      startWith({ ...route, method: 'POST', url: '/test/upload-without-plugin/', multipart: UPLOAD }),
    ).rejects.toThrow(/takes uploads: register @fastify\/multipart/);
  });
});

describe('the OpenAPI document', () => {
  it('lists PUT, PATCH and DELETE, the multipart form and who may call a route', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const item = document.paths['/api/test/items/{id}/'];
    expect(Object.keys(item).sort()).toEqual(['delete', 'patch', 'put']);
    expect(item.put.requestBody.content['application/json'].schema.properties).toHaveProperty('name');
    expect(item.delete['x-auth']).toBe('role:owner');
    expect(Object.keys(item.delete.responses).sort()).toEqual(['204', '401', '403']);
    const upload = document.paths['/api/test/upload/'].post.requestBody.content['multipart/form-data'].schema;
    expect(Object.keys(upload.properties).sort()).toEqual(['file', 'title']);
    expect(upload.properties.file.maxItems).toBe(2);
    expect(document.paths['/api/test/me/'].get['x-auth']).toBe('session');
  });
});
