/**
 * Apps whose rate limits count in Redis (decision 064). The Redis at TEST_REDIS_URL is shared with
 * other people: every test uses keys under its own random prefix and deletes only those; nothing is
 * ever flushed or reconfigured.
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import { buildApp } from '../../src/app';
import type { LogStream } from '../../src/lib/logger';
import { clientFor, testConfig } from './build-app';
import { createTestDatabase } from './test-database';

export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A key prefix no other test (or person) uses. */
export function uniquePrefix(): string {
  return `test-${process.pid}-${randomBytes(6).toString('hex')}:`;
}

/** Deletes the keys under `prefix` (and only those). */
export async function deleteKeys(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** The keys under `prefix` now. */
export async function keysUnder(redisUrl: string, prefix: string): Promise<string[]> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    return await redis.keys(`${prefix}*`);
  } finally {
    redis.disconnect();
  }
}

/** A loopback port nothing listens on (it was open a moment ago and is closed now). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return address.port;
}

export type RedisApp = Awaited<ReturnType<typeof clientFor>> & { dispose: () => Promise<void> };

/** An app over its own test database whose rate limits count in Redis at `redisUrl` under `prefix`. */
export async function redisApp(
  redisUrl: string,
  prefix: string,
  env: Record<string, string> = {},
  logStream?: LogStream,
): Promise<RedisApp> {
  const database = await createTestDatabase();
  const config = testConfig({ REDIS_URL: redisUrl, ...env });
  const built = await buildApp(
    { ...config, redis: { url: redisUrl, keyPrefix: prefix } },
    { database, ...(logStream ? { logger: true, logStream } : {}) },
  );
  const client = await clientFor(built.app, built.api);
  return {
    ...client,
    dispose: async () => {
      await built.app.close();
      await database.close();
    },
  };
}
