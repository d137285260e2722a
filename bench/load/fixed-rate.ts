/**
 * autocannon at a fixed overall rate for bench:load, keeping every response's latency (autocannon
 * reports no p95).
 */
import autocannon from 'autocannon';

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
};

/** autocannon at a fixed overall rate; every response's latency kept (autocannon has no p95). */
export async function fixedRate(load: Load): Promise<LoadResult> {
  const latencies: number[] = [];
  const method = load.method ?? 'GET';
  const body = load.body;
  const requests = load.paths
    ? load.paths.map((path) => ({ method, path }))
    : [{ method, ...(body ? { setupRequest: (request: object) => ({ ...request, body: body() }) } : {}) }];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${load.origin}${load.path ?? '/'}`,
        method,
        headers: load.headers ?? {},
        connections: load.connections,
        overallRate: load.rate,
        duration: load.duration,
        requests,
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, status, _bytes, responseTime) => {
      latencies.push(responseTime);
      load.onResponse?.(status);
    });
  });
  latencies.sort((a, b) => a - b);
  return {
    sent: result.requests.total,
    ok: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    duration: result.duration,
    latencies,
  };
}
