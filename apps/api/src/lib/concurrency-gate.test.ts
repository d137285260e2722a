import { describe, expect, it } from 'vitest';
import { concurrencyGate, GateFullError } from './concurrency-gate';

/** A piece of work that runs until `finish` is called, noting when it started. */
function pending(started: string[], name: string) {
  let finish: (value: string) => void = () => undefined;
  const done = new Promise<string>((resolve) => {
    finish = resolve;
  });
  return {
    work: () => {
      started.push(name);
      return done;
    },
    finish: () => finish(name),
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('concurrencyGate', () => {
  it('runs at most `concurrency` pieces at once and the rest in the order they came', async () => {
    const gate = concurrencyGate({ concurrency: 2, maxWaiting: 10 });
    const started: string[] = [];
    const pieces = ['a', 'b', 'c', 'd'].map((name) => pending(started, name));
    const results = pieces.map((piece) => gate.run(piece.work));
    await tick();
    expect(started).toEqual(['a', 'b']);
    expect([gate.active, gate.waiting]).toEqual([2, 2]);

    pieces[1]?.finish();
    await tick();
    expect(started).toEqual(['a', 'b', 'c']);
    pieces[0]?.finish();
    await tick();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    pieces[2]?.finish();
    pieces[3]?.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
    expect([gate.active, gate.waiting]).toEqual([0, 0]);
  });

  it('turns a newcomer away at once when `maxWaiting` already wait, and takes new work again after', async () => {
    const gate = concurrencyGate({ concurrency: 1, maxWaiting: 2 });
    const started: string[] = [];
    const pieces = ['a', 'b', 'c'].map((name) => pending(started, name));
    const results = pieces.map((piece) => gate.run(piece.work));
    await tick();
    const refused = gate.run(async () => 'never');
    await expect(refused).rejects.toBeInstanceOf(GateFullError);
    await expect(refused).rejects.toMatchObject({ waiting: 2 });

    for (const piece of pieces) {
      piece.finish();
      await tick();
    }
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c']);
    expect(await gate.run(async () => 'later')).toBe('later');
  });

  it('frees the place of a piece that failed', async () => {
    const gate = concurrencyGate({ concurrency: 1, maxWaiting: 1 });
    await expect(gate.run(() => Promise.reject(new Error('query failed')))).rejects.toThrow('query failed');
    expect(await gate.run(async () => 'next')).toBe('next');
    expect(gate.active).toBe(0);
  });
});
