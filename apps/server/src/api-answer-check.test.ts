/**
 * Decision 027 on the composed server: the server render checks every in-process API answer against
 * the contract schema its route declares. A wrong answer is logged with the route and the issue
 * paths and becomes the page's normal error state; right answers pass untouched.
 */
import { loadConfig } from '@wegweiser/api/config';
import { ANSWER_CHECKED_HEADER, INTERNAL_REQUEST_HEADERS } from '@wegweiser/api/internal-requests';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { copyPreparedPgliteFolder, removePgliteFolder } from '../../api/test/helpers/test-database';
import { apiAnswerSchemas } from './api-answer-schemas';
import { buildServer } from './server';
import { FaultTable, installFaults } from './testing/faults';

let app: FastifyInstance;
let api: FastifyInstance;
const dataDir = copyPreparedPgliteFolder('wegweiser-answer-check-');
const faults = new FaultTable();
const logged: string[] = [];

beforeAll(async () => {
  app = await buildServer(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }), {
    logger: true,
    logStream: { write: (line) => logged.push(line) },
    beforeMount: (root) => installFaults(root, faults),
    pageCache: false,
    onApi: (instance) => {
      api = instance;
    },
  });
  await app.ready();
});
afterEach(() => {
  faults.clear();
  logged.length = 0;
});
afterAll(async () => {
  await app?.close();
  removePgliteFolder(dataDir);
});

const page = (url: string) => app.inject({ method: 'GET', url, headers: { 'accept-language': 'de-DE' } });
const mismatches = () =>
  logged
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((entry) => String(entry.msg).startsWith('API answer does not match its contract'));

describe('the server transport checks API answers against the contracts', () => {
  it('a language list of the wrong shape is the language list failing: fallback languages, a logged error', async () => {
    faults.set([
      { path: '/languages/', status: 200, body: { count: 1, results: [{ code: 'answer-marker-7f3a' }] } },
    ]);
    const response = await page('/');
    expect(response.statusCode).toBe(200);
    // What spec section 8 says for a failed language list: the fallback de, en, es — listed when
    // the selector opens (decision 137; error-catalogue-server-render.spec.ts opens it).
    expect(response.body).toContain('"languages":{"ok":false');
    expect(response.body).toContain('aria-label="Sprache: Deutsch"');
    const [entry, ...more] = mismatches();
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ level: 50, route: 'GET /api/languages/', status: 200 });
    const paths = ((entry?.issues ?? []) as { path: string }[]).map((issue) => issue.path);
    expect(paths).toContain('results.0.code');
    expect(paths).toContain('results.0.name');
    expect(paths).toContain('next');
    // The answer itself is not logged (a marker no timestamp or id can contain by chance).
    expect(JSON.stringify(entry)).not.toContain('answer-marker-7f3a');
  });

  it('a detail of the wrong shape shows the page’s error state, not half a page', async () => {
    faults.set([{ path: '/content/legal-pages/', status: 200, body: { title: 'Impressum' } }]);
    const response = await page('/legal/imprint');
    expect(response.body).toContain('Ein interner Fehler ist aufgetreten');
    expect(mismatches().map((entry) => entry.route)).toEqual(['GET /api/content/legal-pages/imprint/']);
  });

  it('answers that match their contract pass unchanged and log nothing', async () => {
    for (const url of ['/', '/services', '/blog', '/about', '/contact', '/legal/privacy']) {
      expect((await page(url)).statusCode, url).toBe(200);
    }
    expect(mismatches()).toEqual([]);
  });

  it('finds a route’s schema as the API routes it (static paths before parameters)', () => {
    const schemas = apiAnswerSchemas(api);
    const featured = schemas('GET', '/services/featured/', 200);
    const detail = schemas('GET', '/services/lebensberatung/', 200);
    expect(featured).toBeDefined();
    expect(detail).toBeDefined();
    expect(featured).not.toBe(detail);
    expect(featured?.safeParse([]).success).toBe(true);
    expect(detail?.safeParse([]).success).toBe(false);
    expect(schemas('GET', '/services/lebensberatung/', 418)).toBeUndefined();
    expect(schemas('GET', '/no-such-endpoint/', 200)).toBeUndefined();
  });
});

describe('an answer checked on its way out is not checked again (decision 074)', () => {
  it('marks the route-checked answers of in-process calls only, never an answer to a client', async () => {
    const internal = await app.inject({ url: '/api/languages/', headers: INTERNAL_REQUEST_HEADERS });
    expect(internal.statusCode).toBe(200);
    expect(internal.headers[ANSWER_CHECKED_HEADER]).toBe('1');
    const outside = await app.inject({ url: '/api/languages/' });
    expect(outside.statusCode).toBe(200);
    expect(outside.headers[ANSWER_CHECKED_HEADER]).toBeUndefined();
    // A forged internal header is no internal call.
    const forged = await app.inject({ url: '/api/languages/', headers: { 'x-wegweiser-internal': 'guess' } });
    expect(forged.headers[ANSWER_CHECKED_HEADER]).toBeUndefined();
  });
});
