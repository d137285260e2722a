/**
 * Issue 15 points 1 and 3 (decision 064): rate limits shared by two app instances through a real
 * Redis, and what happens when it goes away and comes back (a TCP proxy the test controls). Needs
 * the Redis at TEST_REDIS_URL: collected only when that is set (the Redis leg of `npm test`,
 * mandatory with CI=true). Keys live under a random prefix per test and are deleted afterwards.
 */
import { sessionStartFixture } from '@wegweiser/contracts/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { deleteKeys, keysUnder, type RedisApp, redisApp, testRedisUrl, uniquePrefix } from './helpers/redis';
import { TcpProxy } from './helpers/tcp-proxy';
import { until } from './helpers/wait';

const NEWSLETTER_PER_MINUTE = 5;
const SESSIONS_PER_HOUR = 3;
const env = {
  RATE_LIMIT_NEWSLETTER_PER_MINUTE: String(NEWSLETTER_PER_MINUTE),
  RATE_LIMIT_ANALYTICS_SESSIONS_PER_HOUR: String(SESSIONS_PER_HOUR),
};

/** Disposed after each test: apps, proxies and the test's keys. */
const cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

async function twoApps(redisUrl: string) {
  const prefix = uniquePrefix();
  cleanup.push(() => deleteKeys(testRedisUrl, prefix));
  const a = await redisApp(redisUrl, prefix, env);
  cleanup.push(a.dispose);
  const b = await redisApp(redisUrl, prefix, env);
  cleanup.push(b.dispose);
  await connected(a, b);
  return { a, b, prefix };
}

const statusOf = (app: RedisApp) => app.api.sharedCounters.redis?.status;

async function connected(...apps: RedisApp[]) {
  await until('both apps connected to Redis', () => apps.every((app) => statusOf(app) === 'ready'));
}

/** Settles when every app has connected anew (its `ready` after this call), within 15 s. */
function reconnected(...apps: RedisApp[]) {
  const readies = apps.map(
    (app) => new Promise<void>((resolve) => app.api.sharedCounters.redis?.once('ready', () => resolve())),
  );
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error('timed out waiting for the apps to reconnect to Redis')),
      15_000,
    );
  });
  return Promise.race([Promise.all(readies), timeout]).finally(() => clearTimeout(timer));
}

let emails = 0;
async function subscribe(app: RedisApp, remoteAddress: string, count = 1) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const email = `shared-${emails++}@example.com`;
    statuses.push((await app.post('/api/newsletter/subscribe/', { email }, { remoteAddress })).status);
  }
  return statuses;
}

async function startSessions(app: RedisApp, remoteAddress: string, count = 1) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    statuses.push(
      (await app.post('/api/analytics/session/start/', sessionStartFixture(), { remoteAddress })).status,
    );
  }
  return statuses;
}

describe('rate limits shared through Redis by two app instances', () => {
  it('holds the newsletter limit of 5 a minute per IP across both: 3 on A, 3 on B, the 6th refused', async () => {
    const { a, b, prefix } = await twoApps(testRedisUrl);
    expect(await subscribe(a, '10.40.0.1', 3)).toEqual([200, 200, 200]);
    expect(await subscribe(b, '10.40.0.1', 3)).toEqual([200, 200, 429]);
    expect(await subscribe(a, '10.40.0.1')).toEqual([429]);
    // Another client counts apart; the counters are in Redis under the prefix.
    expect(await subscribe(b, '10.40.0.2')).toEqual([200]);
    const keys = await keysUnder(testRedisUrl, prefix);
    expect(keys.some((key) => key.includes('/api/newsletter/subscribe/') && key.endsWith('10.40.0.1'))).toBe(
      true,
    );
  });

  it('holds the analytics sessions-per-hour cap across both', async () => {
    const { a, b, prefix } = await twoApps(testRedisUrl);
    expect(await startSessions(a, '10.41.0.1', 2)).toEqual([201, 201]);
    expect(await startSessions(b, '10.41.0.1', 2)).toEqual([201, 429]);
    expect(await startSessions(a, '10.41.0.1')).toEqual([429]);
    const keys = await keysUnder(testRedisUrl, prefix);
    expect(keys.some((key) => key.includes('analytics-sessions-per-hour') && key.endsWith('10.41.0.1'))).toBe(
      true,
    );
  });

  it('keeps answering and limiting in each process while Redis is away, and shares again once it is back', async () => {
    const proxy = await TcpProxy.start(testRedisUrl);
    cleanup.push(() => proxy.close());
    const { a, b } = await twoApps(proxy.urlFor(testRedisUrl));
    expect(await subscribe(a, '10.42.0.1', 3)).toEqual([200, 200, 200]);
    expect(await subscribe(b, '10.42.0.1', 2)).toEqual([200, 200]);

    proxy.cut('reset');
    await until('both apps lost Redis', () => statusOf(a) !== 'ready' && statusOf(b) !== 'ready');
    // Each process counts alone: 5 answered on each, the 6th refused; nothing fails.
    expect(await subscribe(a, '10.42.0.2', 6)).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await subscribe(b, '10.42.0.2', 6)).toEqual([200, 200, 200, 200, 200, 429]);

    const back = reconnected(a, b);
    proxy.restore();
    await back;
    // The shared count kept in Redis continues: 10.42.0.1 had used its 5.
    expect(await subscribe(a, '10.42.0.1')).toEqual([429]);
    expect(await subscribe(a, '10.42.0.3', 3)).toEqual([200, 200, 200]);
    expect(await subscribe(b, '10.42.0.3', 3)).toEqual([200, 200, 429]);
  });

  it('counts locally when Redis holds the connection but stops answering, and shares again after', async () => {
    const proxy = await TcpProxy.start(testRedisUrl);
    cleanup.push(() => proxy.close());
    const { a, b } = await twoApps(proxy.urlFor(testRedisUrl));

    proxy.cut('stall');
    expect(await startSessions(a, '10.43.0.1', 4)).toEqual([201, 201, 201, 429]);
    expect(await startSessions(b, '10.43.0.1', 4)).toEqual([201, 201, 201, 429]);

    const back = reconnected(a, b);
    proxy.restore();
    await back;
    expect(await startSessions(a, '10.43.0.2', 2)).toEqual([201, 201]);
    expect(await startSessions(b, '10.43.0.2', 2)).toEqual([201, 429]);
  });
});
