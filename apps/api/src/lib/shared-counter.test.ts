import { describe, expect, it } from 'vitest';
import { counterStore } from './rate-limit-store';
import { FallbackCounter, LocalCounter, type SharedCounter, throttled } from './shared-counter';

describe('LocalCounter', () => {
  it('counts hits in a fixed window that starts at the first hit', async () => {
    let now = 1_000;
    const counter = new LocalCounter(100, () => now);
    expect(await counter.hit('k', 60_000)).toEqual({ count: 1, ttlMs: 60_000 });
    now += 20_000;
    expect(await counter.hit('k', 60_000)).toEqual({ count: 2, ttlMs: 40_000 });
    expect(await counter.peek('k', 60_000)).toEqual({ count: 2, ttlMs: 40_000 });
    now += 40_000;
    expect(await counter.peek('k', 60_000)).toEqual({ count: 0, ttlMs: 0 });
    expect(await counter.hit('k', 60_000)).toEqual({ count: 1, ttlMs: 60_000 });
  });

  it('keeps at most its capacity of keys, dropping the least recently used', async () => {
    const counter = new LocalCounter(2);
    await counter.hit('a', 60_000);
    await counter.hit('b', 60_000);
    await counter.hit('a', 60_000);
    await counter.hit('c', 60_000);
    expect(counter.size).toBe(2);
    expect((await counter.peek('a', 60_000)).count).toBe(2);
    expect((await counter.peek('b', 60_000)).count).toBe(0);
  });
});

describe('FallbackCounter', () => {
  const failing: SharedCounter = {
    hit: () => Promise.reject(new Error('Connection is closed.')),
    peek: () => Promise.reject(new Error('Connection is closed.')),
  };

  it('counts in the process, and reports, when the shared counter fails', async () => {
    const errors: unknown[] = [];
    const counter = new FallbackCounter(failing, new LocalCounter(), (error) => errors.push(error));
    expect((await counter.hit('k', 1_000)).count).toBe(1);
    expect((await counter.hit('k', 1_000)).count).toBe(2);
    expect((await counter.peek('k', 1_000)).count).toBe(2);
    expect(errors).toHaveLength(3);
  });

  it('uses the shared counter while it answers', async () => {
    const shared = new LocalCounter();
    const local = new LocalCounter();
    const counter = new FallbackCounter(shared, local, () => {
      throw new Error('not called');
    });
    await counter.hit('k', 1_000);
    expect((await shared.peek('k', 1_000)).count).toBe(1);
    expect(local.size).toBe(0);
  });
});

describe('throttled', () => {
  it('reports at most once per interval, with how many it swallowed', () => {
    let now = 0;
    const reports: Array<[string, number]> = [];
    const report = throttled<string>(
      (value, suppressed) => reports.push([value, suppressed]),
      60_000,
      () => now,
    );
    report('a');
    now = 30_000;
    report('b');
    report('c');
    now = 60_000;
    report('d');
    expect(reports).toEqual([
      ['a', 0],
      ['d', 2],
    ]);
  });
});

describe('counterStore', () => {
  it('keeps each route and each named limiter apart, and refuses an unnamed limiter without a route', async () => {
    const counter = new LocalCounter();
    const Store = counterStore(counter);
    const root = new Store({});
    const route = root.child({ routeInfo: { method: 'POST', url: '/api/contact/' } } as never);
    const named = root.child({ routeInfo: {}, groupId: 'sessions' } as never);
    const hit = (store: typeof route) =>
      new Promise((resolve) => store.incr('10.0.0.1', (_error, result) => resolve(result), 60_000, 5));
    await hit(route);
    await hit(route);
    expect(await hit(named)).toMatchObject({ current: 1 });
    expect((await counter.peek('POST /api/contact/:10.0.0.1', 60_000)).count).toBe(2);
    expect(() => root.child({ routeInfo: {} } as never)).toThrow(/needs a name/);
  });
});
