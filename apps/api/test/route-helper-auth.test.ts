/**
 * The route helper (decision 023): the auth hook (401/403, the principal, declarations refused at
 * start-up), with test-only routes on the real API plugins through app.inject.
 */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { defineRoute, type RouteDoc } from '../src/lib/route';
import { route, setupRouteHelperApp, testAuthenticator } from './helpers/route-helper';

const t = setupRouteHelperApp();

describe('the auth hook', () => {
  it('refuses a request without a session (401) and a role below the route’s (403)', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/test/me/?language=en' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Please sign in.' });
    const editor = await t.app.inject({
      method: 'DELETE',
      url: '/api/test/items/3/?language=en',
      headers: { 'x-test-role': 'editor' },
    });
    expect(editor.statusCode).toBe(403);
    expect(editor.json()).toEqual({ message: 'You do not have permission to do this.' });
  });

  it('hands the principal to the handler', async () => {
    const response = await t.app.inject({
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
      t.startWith(
        { ...route, method: 'GET', url: '/test/cached-private/', auth: { role: 'editor' }, cache: true },
        testAuthenticator,
      ),
    ).rejects.toThrow(/is cached, so it cannot require auth/);
  });
});
