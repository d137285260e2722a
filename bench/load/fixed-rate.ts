/**
 * Requests at a constant arrival rate for bench:load (decision 076), as k6's `constant-arrival-rate`
 * executor sends them: request i is due at start + i / rate, evenly spaced, whatever the answers
 * before it did. It goes out on a free keep-alive connection of at most `connections`; when all are
 * busy it waits for one. Its latency counts from when it was due, not from when a connection took
 * it, so a slow server cannot hide its backlog (no coordinated omission).
 *
 * autocannon's `overallRate` is not this: each connection sends its share of a second back to back
 * as soon as the second begins, then pauses, so every second starts with a burst of `connections`
 * requests at once and the latencies measure how fast the server drains it.
 */
import { Agent, request } from 'node:http';
import type { Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { describeError, errorKind } from '../support/errors';

export type Load = {
  origin: string;
  path?: string;
  paths?: string[];
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: () => string;
  rate: number;
  connections: number;
  duration: number;
  /** Counts answers as they come, for the soak's intervals. */
  onResponse?: (status: number) => void;
};

export type LoadResult = {
  sent: number;
  ok: number;
  non2xx: number;
  errors: number;
  duration: number;
  latencies: number[];
  /** The first few errors, each described whole (describeError), for the report. */
  errorSamples: string[];
  /** Every error counted by its kind (errorKind): what failed, at a glance. */
  errorKinds: Record<string, number>;
};

/** An answer that has not come after this long counts as an error. */
const REQUEST_TIMEOUT_MS = 30_000;

export async function fixedRate(load: Load): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: load.connections });
  const origin = new URL(load.origin);
  const paths = load.paths ?? [load.path ?? '/'];
  const method = load.method ?? 'GET';
  const total = Math.round(load.rate * load.duration);
  const interval = 1_000 / load.rate;
  const latencies: number[] = [];
  const result = { sent: 0, ok: 0, non2xx: 0, errors: 0 };
  const errorSamples: string[] = [];
  const errorKinds: Record<string, number> = {};
  /** The connections that have carried a whole answer. */
  const answered = new WeakSet<Socket>();
  const pending = new Set<Promise<void>>();

  const send = (due: number, path: string) =>
    new Promise<void>((done) => {
      const body = load.body?.();
      let finished = false;
      const finish = (status: number | null, error?: Error) => {
        if (finished) return;
        finished = true;
        latencies.push(performance.now() - due);
        if (error) {
          // A kept-alive connection the server had already closed fails differently from a new one.
          // (Node's `reusedSocket` says so only of a socket free when the request came, not of one
          // handed over from a queue, as under load.)
          const socket = outgoing.socket;
          const on = socket && answered.has(socket) ? 'a reused connection' : 'a new connection';
          const kind = `${errorKind(error)} on ${on}`;
          errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
          if (errorSamples.length < 5) errorSamples.push(`${path} (${on}): ${describeError(error)}`);
        }
        if (status === null) result.errors += 1;
        else if (status >= 200 && status < 300) result.ok += 1;
        else result.non2xx += 1;
        if (status !== null) load.onResponse?.(status);
        done();
      };
      const outgoing = request(
        {
          agent,
          host: origin.hostname,
          port: origin.port,
          path,
          method,
          headers: {
            ...load.headers,
            ...(body === undefined ? {} : { 'content-length': Buffer.byteLength(body) }),
          },
          timeout: REQUEST_TIMEOUT_MS,
        },
        (response) => {
          // Taken now: at the end of the answer the agent has it back and the answer no longer has it.
          const socket = response.socket;
          response.on('data', () => {});
          response.once('end', () => {
            answered.add(socket);
            finish(response.statusCode ?? null);
          });
          response.once('error', (error) => finish(null, error));
        },
      );
      outgoing.once('timeout', () =>
        outgoing.destroy(
          Object.assign(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`), { code: 'TIMEOUT' }),
        ),
      );
      outgoing.once('error', (error) => finish(null, error));
      outgoing.end(body);
    });

  const start = performance.now() + 20;
  while (result.sent < total) {
    const now = performance.now();
    while (result.sent < total && start + result.sent * interval <= now) {
      const due = start + result.sent * interval;
      const sending = send(due, paths[result.sent % paths.length] as string);
      pending.add(sending);
      void sending.then(() => pending.delete(sending));
      result.sent += 1;
    }
    const next = start + result.sent * interval - performance.now();
    if (next > 0) await sleep(next);
  }
  await Promise.all(pending);
  const duration = (performance.now() - start) / 1_000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { ...result, duration, latencies, errorSamples, errorKinds };
}
