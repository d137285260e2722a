/**
 * Starts the product server for a benchmark as production runs it: the compiled server
 * (`node apps/server/dist/main.js`, decision 067; `npm run build` first), a child process on a free
 * loopback port with a fresh embedded database in a temp folder (created, migrated and seeded on
 * start; or the PostgreSQL database an extra DATABASE_URL names), silent logs and a content cache
 * that outlives the run. Resolves once /api/health/ answers 200.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { freePort, HOST, ROOT, type Started, start, tempDir, waitFor } from './processes';

export const STARTUP_TIMEOUT_MS = 120_000;

/** What `npm start` runs after building (BENCH_SERVER: another build of it, e.g. into another folder). */
export const COMPILED_SERVER = process.env.BENCH_SERVER
  ? resolve(process.env.BENCH_SERVER)
  : join(ROOT, 'apps/server/dist/main.js');

/** The committed self-signed test certificate for 127.0.0.1 (apps/server/src/testing/tls/README.md). */
export const TEST_TLS = {
  certFile: join(ROOT, 'apps/server/src/testing/tls/cert.pem'),
  keyFile: join(ROOT, 'apps/server/src/testing/tls/key.pem'),
};

export type ProductServer = Started & {
  origin: string;
  dataDir: string;
  /** The certificate to trust for an https origin. */
  ca?: Buffer;
};

/**
 * `tls`: the server terminates TLS itself with the test certificate and answers HTTP/2 and HTTP/1.1
 * on one port (decision 015), as a production site answers browsers. `preload`: plain JavaScript
 * modules the server's node process imports before the server, e.g. bench:load's memory probe.
 * `nodeFlags`: further flags for that node process (e.g. `--cpu-prof`, which NODE_OPTIONS refuses).
 */
export async function startProductServer(
  extraEnv: NodeJS.ProcessEnv = {},
  {
    tls = false,
    preload = [],
    nodeFlags = [],
  }: { tls?: boolean; preload?: string[]; nodeFlags?: string[] } = {},
): Promise<ProductServer> {
  const port = await freePort();
  const origin = `${tls ? 'https' : 'http'}://${HOST}:${port}`;
  const dataDir = tempDir('wegweiser-bench-data-');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    // Longer than any run, so no cache entry expires mid-measurement (the default is 60 s).
    CONTENT_CACHE_TTL_SECONDS: '3600',
    ...(tls ? { TLS_CERT_FILE: TEST_TLS.certFile, TLS_KEY_FILE: TEST_TLS.keyFile } : {}),
    ...extraEnv,
  };
  // The embedded database unless the caller names a PostgreSQL one (bench:publish).
  if (!extraEnv.DATABASE_URL) delete env.DATABASE_URL;
  if (!tls) {
    delete env.TLS_CERT_FILE;
    delete env.TLS_KEY_FILE;
  }
  if (!extraEnv.PUBLIC_URL) delete env.PUBLIC_URL;
  // Production requires PUBLIC_URL (decision 019): the server's own address, as the browser sees it.
  if (env.NODE_ENV === 'production' && !env.PUBLIC_URL) env.PUBLIC_URL = origin;
  process.stderr.write(`starting product server on ${origin} (DATA_DIR ${dataDir}) …\n`);
  const imports = [...nodeFlags, ...preload.flatMap((module) => ['--import', module])];
  if (!existsSync(COMPILED_SERVER)) {
    throw new Error(
      `${COMPILED_SERVER} is missing: run npm run build first (the benchmarks measure the compiled server)`,
    );
  }
  const server = start(process.execPath, [...imports, COMPILED_SERVER], env);
  const ca = tls ? readFileSync(TEST_TLS.certFile) : undefined;
  await waitFor(`${origin}/api/health/`, server, 'product server', STARTUP_TIMEOUT_MS, ca);
  return { ...server, origin, dataDir, ca };
}

/** The path of the seed's first service package, as a visitor reaches it (the API's German list). */
export async function firstPackagePath(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/services/packages/?language=de`);
  const body = (await response.json()) as { results?: { slug: string }[] } | { slug: string }[];
  const first = (Array.isArray(body) ? body : (body.results ?? []))[0];
  if (!first) throw new Error('the seed has no service package');
  return `/services/packages/${first.slug}`;
}
