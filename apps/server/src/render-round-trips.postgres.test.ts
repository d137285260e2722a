/**
 * Issue 26 point 3: an uncached page render waits for few database round trips (decision 115).
 * Renders the seven key pages with nothing cached (CONTENT_CACHE_TTL_SECONDS=0) on PostgreSQL and
 * counts the rounds of queries each render sends (testing/round-trips: queries sent together are one
 * round); prints the figures and asserts the ceiling.
 */
import { loadConfig } from '@wegweiser/api/config';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, preparedDatabases } from '../../api/test/helpers/test-database';
import { buildServer } from './server';
import { KEY_PAGES } from './testing/key-pages';
import { roundTripCounter } from './testing/round-trips';

/**
 * The most sequential round trips an uncached render may wait for (decision 118): the active
 * languages and everything the page shows, read at once in the language the languages last read
 * give (the warm-up read them).
 */
const MAX_ROUNDS = 1;

describe('round trips of an uncached render (PostgreSQL)', () => {
  let app: FastifyInstance;
  let drop: () => Promise<void>;
  const counter = roundTripCounter();

  beforeAll(async () => {
    const template = preparedDatabases().postgresTemplate;
    if (!template) throw new Error('no prepared PostgreSQL template');
    const database = await createPostgresDatabase(template);
    drop = database.drop;
    app = await buildServer(
      loadConfig({
        NODE_ENV: 'test',
        DATABASE_URL: database.url,
        PUBLIC_URL: 'http://localhost:3000',
        CONTENT_CACHE_TTL_SECONDS: '0',
      }),
    );
    await app.ready();
    // Warm: templates, modules and the pool's connections; the counts below are renders only.
    for (const url of KEY_PAGES) expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
    counter.install();
  }, 120_000);

  afterAll(async () => {
    counter.uninstall();
    await app?.close();
    await drop?.();
  });

  it('renders each key page in at most the ceiling of sequential round trips', async () => {
    const figures: Record<string, { rounds: number; queries: number }> = {};
    for (const url of KEY_PAGES) {
      counter.start();
      const response = await app.inject({ method: 'GET', url, headers: { 'accept-language': 'de-DE' } });
      figures[url] = counter.stop();
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['x-cache'] ?? 'MISS', url).not.toBe('HIT');
    }
    console.info(
      ['round trips per uncached render (rounds / queries):']
        .concat(Object.entries(figures).map(([url, f]) => `  ${url}: ${f.rounds} / ${f.queries}`))
        .join('\n'),
    );
    for (const [url, f] of Object.entries(figures)) {
      // Something was counted: the page's data comes from the database on every render.
      expect(f.queries, url).toBeGreaterThan(0);
      expect(f.rounds, url).toBeLessThanOrEqual(MAX_ROUNDS);
    }
  }, 120_000);
});
