/**
 * Issue 13 point 8 on the embedded database (decision 049): PGlite belongs to one process, so a
 * publish invalidates this process's caches in-process, once, and nothing listens or announces.
 * The PostgreSQL side (two processes) is content-changed.postgres.test.ts.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { type ConsoleClient, OWNER_ENV, signedIn } from './admin/console-client';
import { testConfig } from './helpers/build-app';
import { firstService, publicTitle, publishGermanTitle } from './helpers/publish';

let database: DatabaseHandle;
let app: FastifyInstance;
let api: FastifyInstance;
let owner: ConsoleClient;
const logs: string[] = [];

beforeAll(async () => {
  // PGlite whichever engine the test run names: this is its behaviour.
  database = await openDatabase({ kind: 'pglite', dataDir: null });
  ({ app, api } = await buildApp(testConfig({ ...OWNER_ENV, LOG_LEVEL: 'info' }), {
    database,
    logger: true,
    logStream: { write: (line) => logs.push(line) },
  }));
  owner = await signedIn({ app });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('content changes on PGlite', () => {
  it('has no cross-process channel: the database is this process’s alone', () => {
    expect(database.url).toBeNull();
    expect(api.contentChannel).toBeNull();
    expect(logs.join('')).not.toContain('listening for content changes');
  });

  it('a publish invalidates this process’s cached answer at once, exactly once', async () => {
    const service = await firstService(owner);
    await publicTitle(app, service.slug);
    expect((await publicTitle(app, service.slug)).cache).toBe('HIT');

    const changes: string[] = [];
    const stop = api.onContentChanged((change) => changes.push(change.origin));
    await publishGermanTitle(owner, service.key, 'Karrierecoaching, in einem Prozess');
    stop();

    expect(changes).toEqual(['local']);
    expect(await publicTitle(app, service.slug)).toEqual({
      title: 'Karrierecoaching, in einem Prozess',
      cache: 'MISS',
    });
  });
});
