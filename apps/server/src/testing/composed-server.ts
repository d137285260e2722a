/**
 * The composed server over a fresh embedded database in its own DATA_DIR for one test file, with
 * the mounted API instance (its repositories, `contentChanged()` …). Call at module level; the
 * folder goes after the file's tests.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@wegweiser/api/config';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildServer } from '../server';

export type ComposedServer = { app: FastifyInstance; api: FastifyInstance; dataDir: string };

export function setupComposedServer(name: string): ComposedServer {
  const context = { dataDir: mkdtempSync(join(tmpdir(), `wegweiser-${name}-`)) } as ComposedServer;
  beforeAll(async () => {
    context.app = await buildServer(loadConfig({ NODE_ENV: 'test', DATA_DIR: context.dataDir }), {
      onApi: (instance) => {
        context.api = instance;
      },
    });
    await context.app.ready();
  });
  afterAll(async () => {
    await context.app?.close();
    rmSync(context.dataDir, { recursive: true, force: true });
  });
  return context;
}
