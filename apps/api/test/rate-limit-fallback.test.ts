/**
 * Issue 15 point 3 (decision 064): with REDIS_URL set but no Redis to reach, the app starts, answers
 * and still limits, counting in the process. Needs no Redis, so it runs in every leg; the shared
 * counting itself is rate-limit.redis.test.ts.
 */
import { sessionStartFixture } from '@wegweiser/contracts/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort, type RedisApp, redisApp, uniquePrefix } from './helpers/redis';
import { TcpProxy } from './helpers/tcp-proxy';

const NEWSLETTER_PER_MINUTE = 5;
const SESSIONS_PER_HOUR = 3;
const env = {
  RATE_LIMIT_NEWSLETTER_PER_MINUTE: String(NEWSLETTER_PER_MINUTE),
  RATE_LIMIT_ANALYTICS_SESSIONS_PER_HOUR: String(SESSIONS_PER_HOUR),
};

async function subscribeStatuses(app: RedisApp, remoteAddress: string, count: number) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const email = `away-${remoteAddress}-${i}@example.com`;
    statuses.push((await app.post('/api/newsletter/subscribe/', { email }, { remoteAddress })).status);
  }
  return statuses;
}

async function sessionStatuses(app: RedisApp, remoteAddress: string, count: number) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    statuses.push(
      (await app.post('/api/analytics/session/start/', sessionStartFixture(), { remoteAddress })).status,
    );
  }
  return statuses;
}

describe('REDIS_URL names a port nobody listens on', () => {
  let app: RedisApp;
  const logged: string[] = [];
  beforeAll(async () => {
    const url = `redis://127.0.0.1:${await closedPort()}`;
    app = await redisApp(url, uniquePrefix(), env, { write: (line) => logged.push(line) });
  });
  afterAll(async () => {
    await app?.dispose();
  });

  it('starts and answers', async () => {
    expect(app.api.sharedCounters.redis).not.toBeNull();
    expect((await app.get('/api/health/')).status).toBe(200);
  });

  it('limits the newsletter in the process: 5 answered, the 6th refused', async () => {
    expect(await subscribeStatuses(app, '10.30.0.1', NEWSLETTER_PER_MINUTE + 1)).toEqual([
      ...Array(NEWSLETTER_PER_MINUTE).fill(200),
      429,
    ]);
    // Another client has its own count.
    expect(await subscribeStatuses(app, '10.30.0.2', 1)).toEqual([200]);
  });

  it('limits analytics sessions per hour in the process', async () => {
    expect(await sessionStatuses(app, '10.30.0.3', SESSIONS_PER_HOUR + 1)).toEqual([
      ...Array(SESSIONS_PER_HOUR).fill(201),
      429,
    ]);
  });

  it('says so in the log at most once a minute, however many requests counted locally', () => {
    const warnings = logged.filter((line) => line.includes('Redis unavailable'));
    expect(warnings).toHaveLength(1);
    expect(JSON.parse(warnings[0] ?? '{}')).toMatchObject({ level: 40 });
  });
});

describe('REDIS_URL names a host that accepts connections and never answers', () => {
  let app: RedisApp;
  let proxy: TcpProxy;
  beforeAll(async () => {
    const target = `redis://127.0.0.1:${await closedPort()}`;
    proxy = await TcpProxy.start(target, 'blackhole');
    app = await redisApp(proxy.urlFor(target), uniquePrefix(), env);
  });
  afterAll(async () => {
    await app?.dispose();
    await proxy?.close();
  });

  it('answers every request and limits in the process', async () => {
    expect(await subscribeStatuses(app, '10.31.0.1', NEWSLETTER_PER_MINUTE + 1)).toEqual([
      ...Array(NEWSLETTER_PER_MINUTE).fill(200),
      429,
    ]);
    expect(await sessionStatuses(app, '10.31.0.2', SESSIONS_PER_HOUR + 1)).toEqual([
      ...Array(SESSIONS_PER_HOUR).fill(201),
      429,
    ]);
  });
});
