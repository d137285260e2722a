/**
 * bench:load's memory probe (memory-probe.mjs) must never take down the server it measures: with
 * WEB_CONCURRENCY=2 three processes imported it and raced on one temp file, and a worker died of
 * the probe's ENOENT with the requests it was answering (issue 26 point 8, decision 121).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const PROBE = join(import.meta.dirname, 'memory-probe.mjs');

/** A cluster primary with two workers (or, `workers` 0, a lone process) that lives `ms`, then exits. */
const FIXTURE = `
import cluster from 'node:cluster';
const workers = Number(process.env.FIXTURE_WORKERS);
if (cluster.isPrimary) {
  // Garbage, so that the collector has pauses to count.
  let kept = [];
  const churn = setInterval(() => {
    kept = Array.from({ length: 20_000 }, (_, i) => ({ i, text: 'x'.repeat(i % 50) }));
  }, 5);
  const exits = [];
  for (let i = 0; i < workers; i++) cluster.fork();
  cluster.on('exit', (_worker, code, signal) => exits.push(code ?? signal));
  setTimeout(() => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill();
    const done = () => {
      if (exits.length < workers) return setTimeout(done, 10);
      clearInterval(churn);
      process.stdout.write(JSON.stringify({ pid: process.pid, exits, kept: kept.length }));
    };
    done();
  }, Number(process.env.FIXTURE_MS));
} else {
  // A worker that lives until it is told to stop (or until the probe throws).
  setInterval(() => {}, 1_000);
}
`;

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

type Run = { code: number | null; stdout: string; stderr: string };

function run(memoryFile: string, workers: number, ms: number): Promise<Run> {
  const fixture = join(dir, 'fixture.mjs');
  writeFileSync(fixture, FIXTURE);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', PROBE, fixture], {
      env: {
        ...process.env,
        BENCH_MEMORY_FILE: memoryFile,
        BENCH_MEMORY_INTERVAL_MS: '2',
        FIXTURE_WORKERS: String(workers),
        FIXTURE_MS: String(ms),
      },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('the memory probe', () => {
  it('in a cluster, only the primary writes the file and every worker lives', async () => {
    dir = mkdtempSync(join(tmpdir(), 'memory-probe-'));
    const file = join(dir, 'memory.json');
    const { code, stdout, stderr } = await run(file, 2, 600);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const primary = JSON.parse(stdout) as { pid: number; exits: (number | string)[] };
    // Killed by the primary at the end (SIGTERM), not exited by an error of their own.
    expect(primary.exits).toEqual(['SIGTERM', 'SIGTERM']);
    const written = JSON.parse(readFileSync(file, 'utf8')) as { pid: number; heapUsed: number };
    expect(written.pid).toBe(primary.pid);
    expect(written.heapUsed).toBeGreaterThan(0);
  });

  it('processes writing one file each use a temp file of their own: none fails', async () => {
    dir = mkdtempSync(join(tmpdir(), 'memory-probe-'));
    const file = join(dir, 'memory.json');
    const runs = await Promise.all([run(file, 0, 600), run(file, 0, 600), run(file, 0, 600)]);
    for (const { code, stderr } of runs) {
      expect(stderr).toBe('');
      expect(code).toBe(0);
    }
    const pids = runs.map((each) => (JSON.parse(each.stdout) as { pid: number }).pid);
    expect(pids).toContain((JSON.parse(readFileSync(file, 'utf8')) as { pid: number }).pid);
  });

  it("writes the collector's pauses so far, by kind", async () => {
    dir = mkdtempSync(join(tmpdir(), 'memory-probe-'));
    const file = join(dir, 'memory.json');
    const { code, stderr } = await run(file, 0, 600);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const written = JSON.parse(readFileSync(file, 'utf8')) as {
      gc: Record<string, { count: number; ms: number; maxMs: number }>;
    };
    const minor = written.gc.minor;
    expect(minor?.count).toBeGreaterThan(0);
    expect(minor?.ms).toBeGreaterThan(0);
    expect(minor?.maxMs).toBeGreaterThan(0);
    expect(minor?.maxMs).toBeLessThanOrEqual(minor?.ms ?? 0);
    for (const kind of Object.keys(written.gc))
      expect(['minor', 'major', 'incremental', 'weakcb']).toContain(kind);
  });

  it('a write that fails is reported once and the server process goes on', async () => {
    dir = mkdtempSync(join(tmpdir(), 'memory-probe-'));
    mkdirSync(join(dir, 'memory.json')); // a folder where the file should go: every rename fails
    const { code, stdout, stderr } = await run(join(dir, 'memory.json'), 0, 300);
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({ exits: [] });
    expect(stderr.match(/memory probe: /g)).toHaveLength(1);
  });
});
