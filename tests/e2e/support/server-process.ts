/**
 * Starts a server entry of apps/server as a child process on a free port with an embedded database
 * of its own, and waits until its API answers. Used by the global setup and by journeys that need a
 * server of their own. A `.js` entry runs as it is (the compiled server, PRODUCT_SERVER, as
 * production runs it; `npm run build` first); a `.ts` entry (a test-only server) through tsx.
 *
 * The database is a copy of the data folder the global set-up prepared once for the run (decision
 * 077: created, migrated and seeded by a first start of the compiled server), so a journey's server
 * starts in a second or two instead of running initdb, every migration and the seed again;
 * `fresh: true` starts on an empty folder, as a first start does (and so does a server on
 * PostgreSQL, `DATABASE_URL` in its environment).
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type ServerProcess = {
  url: string;
  /** The server's DATA_DIR (its embedded database and caches). */
  dataDir: string;
  stop: () => Promise<void>;
  /** Ends the process at once with SIGKILL (a crash: no shutdown hook runs) and waits for it. */
  kill: () => Promise<void>;
};

/** What `npm start` runs after building (decision 067). */
export const PRODUCT_SERVER = 'apps/server/dist/main.js';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

export type ServerProcessOptions = {
  /** Receives everything the server writes (still passed on to this process's output). */
  onOutput?: (text: string) => void;
  /** Start on an empty data folder (initdb, migrations, seed) rather than the prepared copy. */
  fresh?: boolean;
};

/** Where the global set-up put the prepared data folder (inherited by the workers). */
export const PREPARED_DATA_DIR_VARIABLE = 'E2E_PREPARED_DATA_DIR';

/**
 * Prepares the data folder every journey's server copies: a first start of the compiled server on
 * an empty folder (initdb, migrations, seed), stopped cleanly. Returns the folder; the caller removes it.
 */
export async function prepareDataFolder(): Promise<string> {
  const server = await startServerProcess(PRODUCT_SERVER, {}, { fresh: true, keepDataDir: true });
  await server.stop();
  // Caches a first start may fill are the server's to make again; the copies start without them.
  for (const cache of ['image-cache', 'media-cache'])
    rmSync(join(server.dataDir, cache), { recursive: true, force: true });
  return server.dataDir;
}

export async function startServerProcess(
  entry: string,
  env: Record<string, string> = {},
  options: ServerProcessOptions & { keepDataDir?: boolean } = {},
): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'wegweiser-e2e-'));
  const prepared = process.env[PREPARED_DATA_DIR_VARIABLE];
  // With DATABASE_URL the database is PostgreSQL's; DATA_DIR then holds only caches.
  if (!options.fresh && !env.DATABASE_URL) {
    if (!prepared) throw new Error(`${PREPARED_DATA_DIR_VARIABLE} is not set: the global set-up prepares it`);
    cpSync(prepared, dataDir, { recursive: true });
  }
  const removeDataDir = () => {
    if (!options.keepDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const port = await freePort();
  const child = spawn(process.execPath, entry.endsWith('.ts') ? ['--import', 'tsx', entry] : [entry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', options.onOutput ? 'pipe' : 'inherit', options.onOutput ? 'pipe' : 'inherit'],
  });
  if (options.onOutput) {
    const forward = (target: NodeJS.WriteStream) => (chunk: Buffer) => {
      target.write(chunk);
      options.onOutput?.(chunk.toString('utf8'));
    };
    child.stdout?.on('data', forward(process.stdout));
    child.stderr?.on('data', forward(process.stderr));
  }
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    removeDataDir();
  };
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    }
    removeDataDir();
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      const response = await fetch(`${url}/api/health/`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`${entry} exited with ${child.exitCode}`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${entry} did not start within 60 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, dataDir, stop, kill };
}
