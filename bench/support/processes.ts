/**
 * Child processes, temp folders and clean-up for benchmark scripts: every child runs in its own
 * process group and is stopped (SIGTERM, then SIGKILL) and every temp folder removed on success,
 * failure, SIGINT/SIGTERM and when the run exceeds its time bound.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { get as httpsGet } from 'node:https';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { failureMessage } from './errors';

export const HOST = '127.0.0.1';
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

const children: ChildProcess[] = [];
const tempDirs: string[] = [];
const tasks: (() => Promise<unknown>)[] = [];
let cleaning: Promise<void> | undefined;

export function intFromEnv(key: string, fallback: number, min: number, max: number): number {
  const raw = process.env[key];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    console.error(`${key} must be an integer from ${min} to ${max}, got "${raw}"`);
    process.exit(2);
  }
  return value;
}

export function print(line = '') {
  process.stdout.write(`${line}\n`);
}

export function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

export type Started = { child: ChildProcess; log: () => string };

/** Spawns a child in its own process group (so nginx's workers go with it) and remembers it. */
export function start(command: string, args: string[], env: NodeJS.ProcessEnv): Started {
  let output = '';
  const child = spawn(command, args, { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  children.push(child);
  return { child, log: () => output };
}

export function alive(child: ChildProcess) {
  return child.exitCode === null && child.signalCode === null;
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** Stops one child's process group: SIGTERM, then SIGKILL after 5 s. */
export async function stop(child: ChildProcess) {
  if (alive(child)) {
    signalGroup(child, 'SIGTERM');
    for (let waited = 0; alive(child) && waited < 5_000; waited += 100) await sleep(100);
  }
  // The group may outlive its leader (nginx workers); SIGKILL whatever is left.
  signalGroup(child, 'SIGKILL');
}

/**
 * Work for `cleanup` after the children have stopped (dropping a database, closing an in-process
 * server), in reverse order of registration; so it also runs on SIGINT/SIGTERM and the watchdog.
 */
export function atCleanup(task: () => Promise<unknown>) {
  tasks.unshift(task);
}

export function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    await Promise.all(children.map(stop));
    for (const task of tasks) {
      try {
        await task();
      } catch (error) {
        console.error(`clean-up: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  })();
  return cleaning;
}

/**
 * GET `url` and its body as text; `ca` trusts that certificate for an https URL (the benchmarks'
 * self-signed test certificate, which fetch cannot be told to trust).
 */
export function getText(
  url: string,
  ca?: Buffer,
  timeoutMs = 10_000,
): Promise<{ status: number; body: string }> {
  const get = url.startsWith('https:') ? httpsGet : httpGet;
  return new Promise((resolve, reject) => {
    const request = get(url, { ca, timeout: timeoutMs }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('timeout', () => request.destroy(new Error(`timeout after ${timeoutMs} ms: ${url}`)));
    request.on('error', reject);
  });
}

/** Polls `url` until it answers 200; fails when the child exits or the time is up. */
export async function waitFor(url: string, started: Started, what: string, timeoutMs: number, ca?: Buffer) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!alive(started.child)) {
      throw new Error(
        `${what} exited (${started.child.exitCode ?? started.child.signalCode}):\n${started.log()}`,
      );
    }
    try {
      if ((await getText(url, ca, 2_000)).status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${what} did not answer 200 at ${url} within ${timeoutMs / 1000} s:\n${started.log()}`);
}

/**
 * Runs a benchmark's main function: cleans up on every way out, aborts past `limitMs`, sets the exit
 * code on failure.
 */
export async function runBenchmark(main: () => Promise<void>, limitMs: number) {
  let interrupted = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      interrupted = true;
      console.error(`\n${signal}: stopping servers and removing temp folders …`);
      void cleanup().finally(() => process.exit(130));
    });
  }
  const watchdog = setTimeout(() => {
    console.error(`run exceeded ${Math.round(limitMs / 1000)} s: aborting`);
    void cleanup().finally(() => process.exit(1));
  }, limitMs);
  try {
    await main();
  } catch (error) {
    // After Ctrl-C the main function fails on the servers and database being taken away: not news.
    // "fetch failed" says nothing: its cause (a refused or reset connection) does.
    if (!interrupted) console.error(error instanceof Error ? failureMessage(error) : error);
    process.exitCode = 1;
  } finally {
    clearTimeout(watchdog);
    await cleanup();
  }
}
