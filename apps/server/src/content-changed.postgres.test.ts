/**
 * Issue 13 point 8 on the composed server (decision 049): two server processes on one PostgreSQL
 * database. A service published through A's console API is on B's rendered page right after B hears
 * the announcement — B's page cache held the old page until then — and B then purges the shared
 * cache in front of the pages that read what changed (decision 116): the cache may fetch from B.
 *
 * Needs PostgreSQL: runs in the PostgreSQL leg of `npm test` (TEST_DATABASE=postgres).
 */
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@wegweiser/api/config';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER_ENV, signedIn } from '../../api/test/admin/console-client';
import { firstService, publishGermanTitle } from '../../api/test/helpers/publish';
import { createPostgresDatabase, type PostgresDatabase } from '../../api/test/helpers/test-database';
import { buildServer } from './server';

type Server = { app: FastifyInstance; api: FastifyInstance };

let database: PostgresDatabase;
const dataDir = mkdtempSync(join(tmpdir(), 'wegweiser-notify-server-'));
const servers: Server[] = [];

async function start(name: string, env: Record<string, string> = {}): Promise<Server> {
  let api: FastifyInstance | undefined;
  const app = await buildServer(
    loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      DATA_DIR: join(dataDir, name),
      PUBLIC_URL: 'http://localhost:3000',
      ...env,
    }),
    { onApi: (instance) => (api = instance) },
  );
  await app.ready();
  if (!api?.contentChannel) throw new Error('no content-change channel on PostgreSQL');
  await api.contentChannel.listening();
  const server = { app, api };
  servers.push(server);
  return server;
}

const page = async (server: Server, url: string) => {
  const response = await server.app.inject({ method: 'GET', url, headers: { 'accept-language': 'de' } });
  expect(response.statusCode).toBe(200);
  return { body: response.body, cache: response.headers['x-cache'] };
};

/** The stand-in for the shared cache's purge endpoint: the surrogate keys of each purge. */
const purged: string[] = [];
const cdn = createServer((request, response) => {
  purged.push(String(request.headers['surrogate-key']));
  request.resume();
  response.end();
});

beforeAll(async () => {
  database = await createPostgresDatabase();
  cdn.listen(0, '127.0.0.1');
  await once(cdn, 'listening');
  // A migrates, seeds and creates the owner; B starts on the database A prepared.
  await start('a', OWNER_ENV);
  await start('b', { EDGE_PURGE_URL: `http://127.0.0.1:${(cdn.address() as AddressInfo).port}/purge` });
});
afterAll(async () => {
  cdn.close();
  for (const server of servers) await server.app.close().catch(() => {});
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a publish through one server process', () => {
  it('changes the rendered page of the other process', async () => {
    const [a, b] = servers as [Server, Server];
    const owner = await signedIn({ app: a.app });
    const { key, slug } = await firstService(owner);
    const url = `/services/${slug}?lang=de`;
    await page(b, url);
    const cached = await page(b, url);
    expect(cached.cache).toBe('HIT');
    expect(cached.body).not.toContain('Karrierecoaching, überall sofort');

    const heard = new Promise<string>((resolve) => {
      const stop = b.api.onContentChanged(({ origin }) => {
        stop();
        resolve(origin);
      });
    });
    purged.length = 0;
    await publishGermanTitle(owner, key, 'Karrierecoaching, überall sofort');
    expect(await heard).toBe(a.api.contentChannel?.processId);
    // B heard what changed, and purged the pages that read it once its own were fresh.
    await expect.poll(() => purged).toEqual(['data:services']);

    const rendered = await page(b, url);
    expect(rendered.cache).toBe('MISS');
    expect(rendered.body).toContain('Karrierecoaching, überall sofort');
  });
});
