/**
 * A database of its own with a TCP proxy in front (decision 009), a DATA_DIR and the app on top:
 * the rig of the PostgreSQL fault tests (outage, slowness). `start` builds the app through the
 * proxy; `dispose` closes everything and drops the database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { clientFor, testConfig } from './build-app';
import { type CutMode, TcpProxy } from './tcp-proxy';
import { createPostgresDatabase, type PostgresDatabase } from './test-database';

export async function outageRig(
  options: { startCut?: CutMode; dataDir?: string; env?: Record<string, string> } = {},
) {
  const database: PostgresDatabase = await createPostgresDatabase();
  const proxy = await TcpProxy.start(database.url, options.startCut);
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'wegweiser-outage-'));
  let app: FastifyInstance | undefined;
  const start = async () => {
    const config = testConfig({
      DATABASE_URL: proxy.urlFor(database.url),
      DATA_DIR: dataDir,
      // Nothing is ever fresh: every read asks the database, so an outage shows at once.
      CONTENT_CACHE_TTL_SECONDS: '0',
      ...options.env,
    });
    const built = await buildApp(config);
    app = built.app;
    return clientFor(built.app, built.api);
  };
  return {
    database,
    proxy,
    dataDir,
    start,
    stop: async () => {
      await app?.close();
      app = undefined;
    },
    dispose: async () => {
      await app?.close();
      await proxy.close();
      await database.drop();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
