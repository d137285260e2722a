import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import {
  FallbackCounter,
  LocalCounter,
  RedisCounter,
  type SharedCounter,
  throttled,
} from '../lib/shared-counter';

/**
 * Short waits: a request that counts waits at most this long for Redis before it counts in the
 * process instead (decision 064). Nothing is queued while Redis is disconnected.
 */
export const REDIS_TIMEOUTS = { connectMs: 1_000, commandMs: 500, maxReconnectDelayMs: 2_000 } as const;

export type SharedCounters = {
  counter: SharedCounter;
  /** The Redis connection (REDIS_URL), null when the counters live in this process only. */
  redis: Redis | null;
};

/**
 * The counters behind every rate limit (decision 064): in Redis when REDIS_URL is set, shared by
 * every process; in this process when it is not, and while Redis is away. Redis never stops the
 * start-up and is never waited for beyond its short command timeout.
 */
export default fp(
  async (app) => {
    const local = new LocalCounter();
    const settings = app.config.redis;
    if (!settings) {
      app.decorate<SharedCounters>('sharedCounters', { counter: local, redis: null });
      return;
    }
    const log = app.log;
    const redis = new Redis(settings.url, {
      connectionName: 'wegweiser-api',
      connectTimeout: REDIS_TIMEOUTS.connectMs,
      commandTimeout: REDIS_TIMEOUTS.commandMs,
      maxRetriesPerRequest: 1,
      // A command while disconnected fails at once (and counts locally) instead of waiting.
      enableOfflineQueue: false,
      retryStrategy: (attempt) => Math.min(attempt * 200, REDIS_TIMEOUTS.maxReconnectDelayMs),
    });
    // At most one line a minute however long Redis stays away (every reconnect attempt is an error).
    const reportError = throttled<unknown>((error, suppressed) =>
      log.warn(
        { err: error, reason: isTimeout(error) ? 'timeout' : 'unreachable', suppressed },
        'Redis unavailable: rate limits count in this process until it is back',
      ),
    );
    let failed = false;
    const onError = (error: unknown) => {
      failed = true;
      reportError(error);
      // A Redis that holds the connection but stopped answering would cost every request the
      // command timeout: the connection is dropped instead, so the next ones count locally at once
      // until a reconnect succeeds
      // (destroyed rather than ended: an end waits for an answer the stalled peer never sends).
      if (isTimeout(error) && redis.status === 'ready') redis.stream?.destroy();
    };
    redis.on('error', onError);
    redis.on('ready', () => {
      if (failed) log.info('Redis available again: rate limits are shared');
      failed = false;
    });
    const counter = new FallbackCounter(new RedisCounter(redis, settings.keyPrefix), local, onError);
    app.decorate<SharedCounters>('sharedCounters', { counter, redis });
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
  },
  { name: 'shared-counters' },
);

function isTimeout(error: unknown): boolean {
  return error instanceof Error && error.message === 'Command timed out';
}
