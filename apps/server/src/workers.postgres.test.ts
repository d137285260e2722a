/**
 * WEB_CONCURRENCY=2 with the real server (decision 075): `node apps/server/dist/main.js` as
 * production runs it, on a fresh PostgreSQL database. Two server processes answer on one port; one
 * killed is replaced and the site keeps answering; SIGTERM ends them all and the primary exits 0.
 * Needs PostgreSQL and the build (npm test builds first): the server's PostgreSQL leg.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childPids as childrenOf } from '../../../bench/load/process-memory';
import { createPostgresDatabase, type PostgresDatabase } from '../../api/test/helpers/test-database';
import { type CompiledServer, startCompiledServer } from './testing/compiled-output';

async function until<T>(read: () => T, done: (value: T) => boolean, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((wait) => setTimeout(wait, 100));
  }
}

describe('WEB_CONCURRENCY=2: two server processes on one port', () => {
  let database: PostgresDatabase;
  let server: CompiledServer;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    server = await startCompiledServer({
      NODE_ENV: 'production',
      APP_SECRET: 'web-concurrency-test-secret-0123456789abcdef',
      PUBLIC_URL: 'https://coaching.example',
      DATABASE_URL: database.url,
      WEB_CONCURRENCY: '2',
      LOG_LEVEL: 'info',
    });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it('runs two processes that both answer the site and the API, and replaces one that dies', async () => {
    const workers = await until(
      () => childrenOf(server.pid),
      (pids) => pids.length === 2,
      'two workers',
    );
    // Each worker says when it listens; both must before the kill, or the port has one process.
    await until(
      server.output,
      (output) => output.match(/Server listening at/g)?.length === 2,
      'both listening',
    );
    for (const path of ['/', '/about', '/api/languages/']) {
      for (let i = 0; i < 4; i++) expect((await fetch(`${server.url}${path}`)).status, path).toBe(200);
    }

    process.kill(workers[0] as number, 'SIGKILL');
    const replaced = await until(
      () => childrenOf(server.pid),
      (pids) => pids.length === 2 && !pids.includes(workers[0] as number),
      'a replacement',
    );
    expect(replaced).toContain(workers[1]);
    await until(
      server.output,
      (output) => output.match(/Server listening at/g)?.length === 3,
      'it listening',
    );
    for (let i = 0; i < 6; i++) expect((await fetch(`${server.url}/services`)).status).toBe(200);
    expect(server.output()).toMatch(/"signal":"SIGKILL","msg":"a server process died: starting another"/);
  }, 120_000);

  it('ends every process on SIGTERM; the primary exits 0', async () => {
    const workers = childrenOf(server.pid);
    expect(workers).toHaveLength(2);
    const exited = new Promise<number | null>((done) => server.child.once('exit', (code) => done(code)));
    process.kill(server.pid, 'SIGTERM');
    expect(await exited).toBe(0);
    for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
    expect(server.output()).toContain('"msg":"shutting down the server processes"');
  }, 60_000);
});
