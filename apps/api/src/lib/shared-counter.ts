/**
 * Fixed-window counters shared by every process through Redis when REDIS_URL is set, kept in this
 * process when it is not, and in this process while Redis is away (decision 064): a request is never
 * refused, delayed past the command timeout, or let through unlimited because Redis is missing.
 */
import type { Redis } from 'ioredis';

/** One counted hit: the count in the current window (this hit included) and the window's rest. */
export type CounterState = { count: number; ttlMs: number };

export interface SharedCounter {
  /** Counts a hit on `key`; the window of `windowMs` starts at the key's first hit. */
  hit(key: string, windowMs: number): Promise<CounterState>;
  /** The key's state without counting (count 0, ttl 0 when no window is open). */
  peek(key: string, windowMs: number): Promise<CounterState>;
}

type Entry = { count: number; startedAt: number };

/** In-process counters, at most `capacity` keys (the least recently used is dropped first). */
export class LocalCounter implements SharedCounter {
  readonly #entries = new Map<string, Entry>();

  constructor(
    private readonly capacity = 20_000,
    private readonly now: () => number = Date.now,
  ) {}

  async hit(key: string, windowMs: number): Promise<CounterState> {
    const now = this.now();
    let entry = this.#entries.get(key);
    if (!entry || entry.startedAt + windowMs <= now) entry = { count: 0, startedAt: now };
    entry.count += 1;
    // Re-inserted: a Map iterates in insertion order, so the first key is the least recently used.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    if (this.#entries.size > this.capacity) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    return { count: entry.count, ttlMs: entry.startedAt + windowMs - now };
  }

  async peek(key: string, windowMs: number): Promise<CounterState> {
    const now = this.now();
    const entry = this.#entries.get(key);
    if (!entry || entry.startedAt + windowMs <= now) return { count: 0, ttlMs: 0 };
    return { count: entry.count, ttlMs: entry.startedAt + windowMs - now };
  }

  get size() {
    return this.#entries.size;
  }
}

/**
 * INCR and the window's expiry in one script, so a counter never outlives its window: the expiry is
 * set on the first hit, and again should the key ever have lost it.
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

const PEEK_SCRIPT = `
local count = redis.call('GET', KEYS[1])
if not count then return {0, 0} end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then ttl = 0 end
return {tonumber(count), ttl}
`;

type ScriptedRedis = Redis & {
  wegweiserHit(key: string, windowMs: number): Promise<[number, number]>;
  wegweiserPeek(key: string): Promise<[number, number]>;
};

/** Counters in Redis under `prefix`; every call rejects while Redis is unreachable. */
export class RedisCounter implements SharedCounter {
  readonly #redis: ScriptedRedis;

  constructor(
    redis: Redis,
    private readonly prefix: string,
  ) {
    redis.defineCommand('wegweiserHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
    redis.defineCommand('wegweiserPeek', { numberOfKeys: 1, lua: PEEK_SCRIPT });
    this.#redis = redis as ScriptedRedis;
  }

  async hit(key: string, windowMs: number): Promise<CounterState> {
    const [count, ttlMs] = await this.#redis.wegweiserHit(this.prefix + key, windowMs);
    return { count, ttlMs };
  }

  async peek(key: string): Promise<CounterState> {
    const [count, ttlMs] = await this.#redis.wegweiserPeek(this.prefix + key);
    return { count, ttlMs };
  }
}

/**
 * Redis first; when a call fails (not connected, timed out, refused) the same key is counted in
 * this process instead, and `onError` hears of it. Counts made while Redis was away stay in this
 * process: when Redis is back the shared count continues from where Redis had it.
 */
export class FallbackCounter implements SharedCounter {
  constructor(
    private readonly shared: SharedCounter,
    private readonly local: SharedCounter,
    private readonly onError: (error: unknown) => void,
  ) {}

  async hit(key: string, windowMs: number): Promise<CounterState> {
    try {
      return await this.shared.hit(key, windowMs);
    } catch (error) {
      this.onError(error);
      return this.local.hit(key, windowMs);
    }
  }

  async peek(key: string, windowMs: number): Promise<CounterState> {
    try {
      return await this.shared.peek(key, windowMs);
    } catch (error) {
      this.onError(error);
      return this.local.peek(key, windowMs);
    }
  }
}

/** Calls `report` at most once per `intervalMs`, with how many calls it swallowed since. */
export function throttled<T>(
  report: (value: T, suppressed: number) => void,
  intervalMs = 60_000,
  now: () => number = Date.now,
): (value: T) => void {
  let last = Number.NEGATIVE_INFINITY;
  let suppressed = 0;
  return (value) => {
    const at = now();
    if (at - last < intervalMs) {
      suppressed += 1;
      return;
    }
    last = at;
    report(value, suppressed);
    suppressed = 0;
  };
}
