/**
 * The composed server over an embedded database of its own — a copy of the data folder the global
 * set-up migrated and seeded once for the run (decision 077) — for a test file: `app` to send
 * requests to, `api` for its services (database, caches, redirects, preview).
 */
import { loadConfig } from '@wegweiser/api/config';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { copyPreparedPgliteFolder, removePgliteFolder } from '../../../api/test/helpers/test-database';
import { type BuildServerOptions, buildServer } from '../server';

export type ComposedServer = { app: FastifyInstance; api: FastifyInstance; dataDir: string };

export function setupComposedServer(
  env: Record<string, string> = {},
  options: Omit<BuildServerOptions, 'onApi'> = {},
): ComposedServer {
  const dataDir = copyPreparedPgliteFolder('wegweiser-server-');
  const context = { dataDir } as ComposedServer;
  beforeAll(async () => {
    context.app = await buildServer(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...env }), {
      ...options,
      onApi: (instance) => {
        context.api = instance;
      },
    });
    await context.app.ready();
  });
  afterAll(async () => {
    await context.app?.close();
    removePgliteFolder(dataDir);
  });
  return context;
}
