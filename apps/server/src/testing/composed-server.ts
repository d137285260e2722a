/**
 * The composed server over a fresh embedded database in a temporary data folder, for a test file:
 * `app` to send requests to, `api` for its services (database, caches, redirects, preview).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@wegweiser/api/config';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type BuildServerOptions, buildServer } from '../server';

export type ComposedServer = { app: FastifyInstance; api: FastifyInstance; dataDir: string };

export function setupComposedServer(
  env: Record<string, string> = {},
  options: Omit<BuildServerOptions, 'onApi'> = {},
): ComposedServer {
  const dataDir = mkdtempSync(join(tmpdir(), 'wegweiser-server-'));
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
    rmSync(dataDir, { recursive: true, force: true });
  });
  return context;
}
