/**
 * Whether the shared services the tests use answer: the PostgreSQL at TEST_POSTGRES_URL and the
 * Redis at TEST_REDIS_URL (defaults: this machine's). Used by `npm test` and `npm run test:changed`.
 */
import { connect } from 'node:net';
import pg from 'pg';

export const postgresUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** True when `select 1` answers within 3 s, otherwise why not. */
export async function postgresReachable() {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => {});
  }
}

/** True when a PING answers PONG within 3 s, otherwise why not (no client library needed). */
export function redisReachable() {
  const url = new URL(redisUrl);
  if (url.protocol !== 'redis:') return Promise.resolve(true); // rediss:// (TLS): the tests will tell
  return new Promise((resolve) => {
    const socket = connect(Number(url.port || 6379), url.hostname);
    const done = (result) => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(3000, () => done('no answer in 3 s'));
    socket.once('error', (error) => done(error.message));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(/^\+PONG|^-NOAUTH/.test(String(data)) ? true : String(data).trim()));
  });
}
