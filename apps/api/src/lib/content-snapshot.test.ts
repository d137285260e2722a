import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSnapshot, SnapshotWriter } from './content-snapshot';
import { ResponseCache } from './response-cache';

let dir: string;
let file: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'wegweiser-snapshot-'));
  file = join(dir, 'nested', 'content-snapshot.json');
});
afterEach(() => {
  vi.useRealTimers();
  rmSync(dir, { recursive: true, force: true });
});

const fill = (cache: ResponseCache, entries: Record<string, string>) => {
  for (const [key, body] of Object.entries(entries))
    cache.set(key, body, 'application/json', cache.generation);
};

describe('content snapshot', () => {
  it('round-trips the cached answers into a new cache as stale entries', async () => {
    const cache = new ResponseCache(60_000);
    fill(cache, { '/api/a/?language=de': '{"a":1}', '/api/b/': '[]' });
    const writer = new SnapshotWriter(file, () => cache.entries());
    writer.schedule();
    await writer.flush();

    const restored = new ResponseCache(60_000);
    restored.restore(readSnapshot(file));
    expect(restored.get('/api/a/?language=de')).toBeUndefined();
    expect(restored.stale('/api/a/?language=de')).toMatchObject({
      body: '{"a":1}',
      contentType: 'application/json',
      etag: cache.stale('/api/a/?language=de')?.etag,
    });
    expect(restored.stale('/api/b/')?.body).toBe('[]');
  });

  it('has no entries before the first write', () => {
    expect(readSnapshot(file)).toEqual([]);
  });

  it('refuses a file of another format and skips malformed entries', () => {
    writeFileSync(join(dir, 'other.json'), '{"entries":[]}');
    expect(() => readSnapshot(join(dir, 'other.json'))).toThrow(/not a version 1/);
    writeFileSync(
      join(dir, 'mixed.json'),
      JSON.stringify({
        version: 1,
        entries: [
          ['/ok/', { body: 'b', etag: '"e"', contentType: 'application/json', storedAt: 1 }],
          ['/bad/', { body: 1 }],
          'nonsense',
        ],
      }),
    );
    expect(readSnapshot(join(dir, 'mixed.json')).map(([key]) => key)).toEqual(['/ok/']);
  });

  it('writes once changes pause, and at the latest after the longest wait', async () => {
    vi.useFakeTimers();
    const cache = new ResponseCache(60_000);
    const collect = vi.fn(() => cache.entries());
    const writer = new SnapshotWriter(file, collect, { debounceMs: 1_000, maxWaitMs: 3_000 });
    for (let i = 0; i < 5; i += 1) {
      fill(cache, { [`/k${i}/`]: String(i) });
      writer.schedule();
      await vi.advanceTimersByTimeAsync(900);
    }
    // 4.5 s of steady changes: the longest wait (3 s) forced one write.
    expect(collect).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(collect).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
    await writer.flush();
    expect(readSnapshot(file)).toHaveLength(5);
  });

  it('writes nothing on flush without changes', async () => {
    const collect = vi.fn(() => []);
    await new SnapshotWriter(file, collect).flush();
    expect(collect).not.toHaveBeenCalled();
  });

  it('replaces the file whole (no partial file is ever read)', async () => {
    const cache = new ResponseCache(60_000);
    const writer = new SnapshotWriter(file, () => cache.entries());
    fill(cache, { '/a/': 'one' });
    writer.schedule();
    await writer.flush();
    fill(cache, { '/a/': 'two' });
    writer.schedule();
    await writer.flush();
    const parsed = JSON.parse(readFileSync(file, 'utf8'));
    expect(parsed.version).toBe(1);
    expect(parsed.entries).toEqual([['/a/', expect.objectContaining({ body: 'two' })]]);
  });
});
