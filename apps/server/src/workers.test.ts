/**
 * WEB_CONCURRENCY's primary (decision 075) over stand-in workers (testing/cluster-fixture.ts): the
 * first worker alone until it listens, a dead worker replaced, a crash loop ended, and a signal
 * passed on to every worker. workers.postgres.test.ts runs the real server this way.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { RESTART_LIMIT } from './workers';

const FIXTURE = fileURLToPath(new URL('./testing/cluster-fixture.ts', import.meta.url));

type Primary = { child: ChildProcess; output: () => string; exited: Promise<number | null> };
const running: Primary[] = [];

function startPrimary(env: Record<string, string>): Primary {
  const child = spawn(process.execPath, ['--import', 'tsx', FIXTURE], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const primary = { child, output: () => output, exited };
  running.push(primary);
  return primary;
}

async function until(check: () => boolean, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((wait) => setTimeout(wait, 50));
  }
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const listening = (output: string) =>
  [...output.matchAll(/worker listening (\d+)/g)].map((match) => Number(match[1]));
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

afterEach(async () => {
  for (const primary of running.splice(0)) {
    if (primary.child.exitCode === null) primary.child.kill('SIGKILL');
  }
});

describe('WEB_CONCURRENCY: the primary process', () => {
  it('starts the first worker alone, the others once it listens, and replaces one that dies', async () => {
    const port = await freePort();
    const primary = startPrimary({
      FIXTURE_WORKER: 'listen',
      FIXTURE_PORT: String(port),
      FIXTURE_WORKERS: '2',
    });
    await until(() => listening(primary.output()).length === 2, 'two workers listening');
    const lines = primary.output().split('\n');
    const [first, second] = listening(primary.output());
    expect(lines.indexOf(`worker listening ${first}`)).toBeLessThan(
      lines.indexOf(`worker started ${second}`),
    );
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toMatch(/^\d+$/);

    process.kill(first as number, 'SIGKILL');
    await until(() => listening(primary.output()).length === 3, 'a replacement worker');
    expect(primary.output()).toMatch(
      /"level":50,.*"signal":"SIGKILL","msg":"a server process died: starting another"/,
    );
    const now = listening(primary.output()).slice(1);
    expect(now.every(alive)).toBe(true);

    primary.child.kill('SIGTERM');
    expect(await primary.exited).toBe(0);
    expect(now.some(alive)).toBe(false);
    expect(primary.output()).toContain('"msg":"shutting down the server processes"');
  }, 60_000);

  it(`stops after more than ${RESTART_LIMIT} deaths within a minute and exits 1`, async () => {
    const primary = startPrimary({ FIXTURE_WORKER: 'crash', FIXTURE_WORKERS: '2' });
    expect(await primary.exited).toBe(1);
    const output = primary.output();
    expect(output.match(/a server process died: starting another/g)).toHaveLength(RESTART_LIMIT);
    expect(output).toMatch(/"level":60,.*"msg":"server processes keep dying: stopping"/);
  }, 60_000);
});
