/**
 * Starts the product server for a benchmark: a child process on a free loopback port with a fresh
 * embedded database in a temp folder (created, migrated and seeded on start), silent logs and a
 * content cache that outlives the run. Resolves once /api/health/ answers 200.
 */
import { freePort, HOST, type Started, start, tempDir, waitFor } from './processes';

export const STARTUP_TIMEOUT_MS = 120_000;

export type ProductServer = Started & { origin: string; dataDir: string };

export async function startProductServer(extraEnv: NodeJS.ProcessEnv = {}): Promise<ProductServer> {
  const port = await freePort();
  const origin = `http://${HOST}:${port}`;
  const dataDir = tempDir('wegweiser-bench-data-');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    // Longer than any run, so no cache entry expires mid-measurement (the default is 60 s).
    CONTENT_CACHE_TTL_SECONDS: '3600',
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  if (!extraEnv.PUBLIC_URL) delete env.PUBLIC_URL;
  process.stderr.write(`starting product server on ${origin} (DATA_DIR ${dataDir}) …\n`);
  const server = start(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], env);
  await waitFor(`${origin}/api/health/`, server, 'product server', STARTUP_TIMEOUT_MS);
  return { ...server, origin, dataDir };
}
