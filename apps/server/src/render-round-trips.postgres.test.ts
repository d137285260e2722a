/**
 * Issue 26 point 3: an uncached page render waits for one database round trip (decisions 115, 118).
 * Renders the seven key pages with nothing cached (CONTENT_CACHE_TTL_SECONDS=0) on PostgreSQL and
 * counts the rounds of queries each render sends (testing/round-trips: queries sent together are one
 * round); prints the figures and asserts the ceiling. A language that turned out inactive costs the
 * one render that finds out a second round.
 */
import { loadConfig } from '@wegweiser/api/config';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, preparedDatabases } from '../../api/test/helpers/test-database';
import { buildServer } from './server';
import { roundTripCounter } from './testing/round-trips';

/** The seven key pages of issue 4 (bench:lighthouse). */
const KEY_PAGES = [
  '/',
  '/about',
  '/services',
  '/services/packages/klarheit-karriere',
  '/blog',
  '/contact',
  '/legal/privacy',
];

/**
 * The sequential round trips an uncached render waits for (decision 118): the active languages and
 * everything the page shows, read for the language the languages the last render saw give, at once.
 */
const MAX_ROUNDS = 1;

describe('round trips of an uncached render (PostgreSQL)', () => {
  let app: FastifyInstance;
  let drop: () => Promise<void>;
  let databaseUrl: string;
  const counter = roundTripCounter();

  beforeAll(async () => {
    const template = preparedDatabases().postgresTemplate;
    if (!template) throw new Error('no prepared PostgreSQL template');
    const database = await createPostgresDatabase(template);
    drop = database.drop;
    databaseUrl = database.url;
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
    for (const [url, f] of Object.entries(figures)) expect(f.rounds, url).toBeLessThanOrEqual(MAX_ROUNDS);
  }, 120_000);

  it('reads the page again, in the language it gets, when the one it assumed turned out inactive', async () => {
    const render = async (url: string) => {
      counter.start();
      const response = await app.inject({ method: 'GET', url });
      return { response, ...counter.stop() };
    };
    const setFrench = async (active: boolean) => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        await client.query('update languages set is_active = $1 where code = $2', [active, 'fr']);
      } finally {
        await client.end();
      }
    };
    const french = await render('/about?lang=fr');
    expect(french.response.headers['content-language']).toBe('fr');
    expect(french.rounds).toBe(1);
    // Not counted: the counter holds only what runs between start() and stop().
    await setFrench(false);
    try {
      // This process last saw French active: the render assumes it, the languages say otherwise.
      const refused = await render('/about?lang=fr');
      expect(refused.response.statusCode).toBe(200);
      expect(refused.response.headers['content-language']).toBe('de');
      expect(refused.response.body).toContain('<html lang="de"');
      expect(refused.rounds).toBe(2);
      // The next render knows: one round again.
      const next = await render('/about?lang=fr');
      expect(next.response.headers['content-language']).toBe('de');
      expect(next.rounds).toBe(1);
    } finally {
      await setFrench(true);
    }
  }, 60_000);
});
