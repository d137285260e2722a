/**
 * @fastify/rate-limit's store over a SharedCounter (decision 064): the plugin's own Redis store fails
 * a request (or, with skipOnError, lets it through unlimited) while Redis is away; this one counts
 * in the process instead.
 */
import type {
  CreateRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CounterState, SharedCounter } from './shared-counter';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What the plugin hands `child`: the merged limit options and, for a route's limit, the route. */
type ChildOptions = { routeInfo?: { method?: string | string[]; url?: string }; groupId?: string };

export function counterStore(counter: SharedCounter): FastifyRateLimitStoreCtor {
  const answer = (state: Promise<CounterState>, callback: Callback) => {
    state.then(
      ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  };

  class CounterStore implements FastifyRateLimitStore {
    /** The plugin constructs the root store with its options; only children count. */
    constructor(
      _options?: unknown,
      private readonly scope = '',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number) {
      answer(counter.hit(this.scope + key, timeWindow), callback);
    }

    /** `{ increment: false }`: the state without counting. */
    read(key: string, callback: Callback, timeWindow: number) {
      answer(counter.peek(this.scope + key, timeWindow), callback);
    }

    child(routeOptions: object) {
      const { routeInfo, groupId } = routeOptions as ChildOptions;
      if (routeInfo?.url) {
        const method = Array.isArray(routeInfo.method) ? routeInfo.method.join(',') : routeInfo.method;
        return new CounterStore(undefined, `${method} ${routeInfo.url}:`);
      }
      // A limiter made with createRateLimit has no route: its name keeps its counters apart.
      if (!groupId) throw new Error('a limiter without a route needs a name (namedLimiter)');
      return new CounterStore(undefined, `${groupId}:`);
    }
  }
  return CounterStore;
}

/**
 * `app.createRateLimit` whose counters are named, so limiters without a route keep apart in the
 * shared store. Counts per client (request.ip, which honours TRUST_PROXY) like the route limits.
 */
export function namedLimiter(
  app: FastifyInstance,
  name: string,
  options: { max: number; timeWindow: number },
): (request: FastifyRequest) => ReturnType<ReturnType<FastifyInstance['createRateLimit']>> {
  // `groupId` only reaches the store's `child` here; the plugin's key stays the client's address.
  const limiter = app.createRateLimit({ ...options, groupId: name } as CreateRateLimitOptions);
  return (request) => limiter(request);
}

/**
 * A named limiter that counts per a key the caller gives (e.g. a booking's e-mail address,
 * decision 102) instead of per client; shared like every limit.
 */
export function keyedLimiter(
  app: FastifyInstance,
  name: string,
  options: { max: number; timeWindow: number },
): (request: FastifyRequest, key: string) => ReturnType<ReturnType<FastifyInstance['createRateLimit']>> {
  const keys = new WeakMap<FastifyRequest, string>();
  const limiter = app.createRateLimit({
    ...options,
    groupId: name,
    keyGenerator: (request: FastifyRequest) => keys.get(request) ?? request.ip,
  } as CreateRateLimitOptions);
  return (request, key) => {
    keys.set(request, key);
    return limiter(request);
  };
}
