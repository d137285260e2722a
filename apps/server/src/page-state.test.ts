/**
 * Decision 131 on the composed server: a kept page names its state as a file of its own instead of
 * carrying it; the file answers the page's state — from the kept page, or rendered by a process that
 * has none — immutable for the version the document names, the current state (kept by no cache)
 * once the content changed; pages answered only once, and previews, carry their state inline.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { setupComposedServer } from './testing/composed-server';
import { FaultTable, installFaults } from './testing/faults';

/** The content cache's lifetime the server runs with (CONTENT_CACHE_TTL_SECONDS' default). */
const TTL_MS = 60_000;
const clock = { now: Date.now() };
const faults = new FaultTable();
/** Requests that reached the API (the server render's in-process calls). */
let apiCalls = 0;
const server = setupComposedServer(
  {},
  {
    now: () => clock.now,
    beforeMount: (root) => {
      root.addHook('onRequest', async (request) => {
        if (request.url.startsWith('/api/')) apiCalls += 1;
      });
      installFaults(root, faults);
    },
  },
);
afterEach(() => faults.clear());

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers });
const STATE_ELEMENT =
  /<script type="application\/json" id="__wegweiser_state"( data-src="([^"]*)")?>([\s\S]*?)<\/script>/;
/** The state element of a document: the file it names (entities decoded) and its text. */
const stateOf = (html: string) => {
  const match = STATE_ELEMENT.exec(html);
  expect(match, 'the state element').not.toBeNull();
  return { src: match?.[2]?.replaceAll('&#38;', '&'), text: match?.[3] ?? '' };
};
/** Pages are kept per origin: a request for another one finds none of them, as another process. */
const OTHER_HOST = 'other-process.example';
const expireEverything = () => {
  clock.now += TTL_MS + 1;
};

describe('page state files', () => {
  it('a kept page names its state file, which answers the state immutable, from the kept page', async () => {
    const page = await get('/about?lang=en');
    expect(page.statusCode).toBe(200);
    const { src, text } = stateOf(page.body);
    expect(text).toBe('');
    expect(src).toMatch(/^\/page-state\.json\?page=%2Fabout%3Flang%3Den&lang=en&v=[\w-]{22}$/);

    const calls = apiCalls;
    const file = await get(src as string);
    expect(apiCalls).toBe(calls);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.headers['x-robots-tag']).toBe('noindex');
    const state = file.json();
    expect(state.language).toBe('en');
    expect(Object.keys(state.resources)).toContain('site-settings:en');
    expect(state.texts.length).toBeGreaterThan(0);

    // Compressed as the client prefers, the same JSON.
    const br = await get(src as string, { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(state);
    const gzip = await get(src as string, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(state);
  });

  it('names the language a cookie chose, and a process without the page renders the same version', async () => {
    const page = await get('/services', { cookie: 'selectedLanguage=es' });
    const { src } = stateOf(page.body);
    expect(src).toMatch(/^\/page-state\.json\?page=%2Fservices&lang=es&v=/);
    const kept = (await get(src as string)).json();
    // As another process would (it keeps pages by origin too): the state rendered for the page and
    // language is the same version.
    const calls = apiCalls;
    const rendered = await get(src as string, { host: OTHER_HOST });
    expect(apiCalls).toBeGreaterThan(calls);
    expect(rendered.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(rendered.json()).toEqual(kept);
    expect(kept.language).toBe('es');
  });

  it('once the page changed: the version asked for where kept, else the current state, kept by no cache', async () => {
    const before = stateOf((await get('/?lang=en')).body).src as string;
    await server.api.database.db.execute(
      `update site_settings set site_name = site_name || '{"en": "Wegweiser State Coaching"}'::jsonb`,
    );
    server.api.responseCache.clear();
    // This process still has the version the browser's document was made with: it answers that.
    const kept = await get(before);
    expect(kept.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(JSON.stringify(kept.json())).not.toContain('Wegweiser State Coaching');
    // One without it renders the page as it is now, which no cache may keep under the old URL.
    const old = await get(before, { host: OTHER_HOST });
    expect(old.statusCode).toBe(200);
    expect(old.headers['cache-control']).toBe('no-store');
    expect(JSON.stringify(old.json())).toContain('Wegweiser State Coaching');
    const after = stateOf((await get('/?lang=en')).body).src;
    expect(after).not.toBe(before);
  });

  it('refuses what names no page state, in words', async () => {
    for (const query of [
      '',
      '?page=%2F&lang=de',
      '?page=%2F%2Fevil.example&lang=de&v=AAAAAAAAAAAAAAAAAAAAAA',
      '?page=about&lang=de&v=AAAAAAAAAAAAAAAAAAAAAA',
      '?page=%2F&lang=%3Cb%3E&v=AAAAAAAAAAAAAAAAAAAAAA',
      '?page=%2F&lang=de&v=short',
    ]) {
      const answer = await get(`/page-state.json${query}`);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.json().message).toBe('page, lang and v name a page state.');
    }
  });

  it('while the content cannot be read: the kept version however old, else 503 kept by no cache', async () => {
    const { src } = stateOf((await get('/contact?lang=fr')).body);
    const state = (await get(src as string)).json();
    expireEverything();
    faults.set([{ path: '/content/themes/', status: 500 }]);
    // The last good page stands in for the page (stale-if-error), and so does its state.
    const stale = await get('/contact?lang=fr');
    expect(stale.headers['x-cache']).toBe('STALE');
    expect(stateOf(stale.body).src).toBe(src);
    const kept = await get(src as string);
    expect(kept.statusCode).toBe(200);
    expect(kept.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(kept.json()).toEqual(state);
    // A state this process never kept must be rendered, which fails now.
    const unknown = await get('/page-state.json?page=%2Fcontact&lang=es&v=AAAAAAAAAAAAAAAAAAAAAA');
    expect(unknown.statusCode).toBe(503);
    expect(unknown.headers['cache-control']).toBe('no-store');
  });

  it('a page answered only once (404) carries its state inline', async () => {
    const missing = await get('/no-such-page?lang=de');
    expect(missing.statusCode).toBe(404);
    const { src, text } = stateOf(missing.body);
    expect(src).toBeUndefined();
    expect(JSON.parse(text).language).toBe('de');
  });
});
