/**
 * Starts a server entry of apps/server as a child process on a free port with a fresh embedded
 * database, and waits until its API answers. Used by the global setup and by journeys that need a
 * server of their own. A `.js` entry runs as it is (the compiled server, PRODUCT_SERVER, as
 * production runs it; `npm run build` first); a `.ts` entry (a test-only server) through tsx.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type ServerProcess = {
  url: string;
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
};

export async function startServerProcess(
  entry: string,
  env: Record<string, string> = {},
  options: ServerProcessOptions = {},
): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'wegweiser-e2e-'));
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
    rmSync(dataDir, { recursive: true, force: true });
  };
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
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
  return { url, stop, kill };
}
