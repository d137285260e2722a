/**
 * The purge hook of the shared cache in front of the pages (decision 114): a publish asks it to drop
 * the pages it kept, by surrogate key. Fire and forget: the request has a short timeout, its outcome
 * is logged, and nothing about it can delay or fail the owner's save.
 *
 * - `PURGE` / `BAN` (Varnish, Fastly-style, nginx with a purge module): the method to EDGE_PURGE_URL
 *   with `Surrogate-Key: k1 k2` and `xkey-purge` (Varnish's xkey) naming the keys.
 * - `POST` (a provider's API, e.g. Cloudflare's purge by tag): JSON `{"tags": [...]}`.
 */
import type { EdgePurgeConfig } from '@wegweiser/api/config';
import type { FastifyBaseLogger } from 'fastify';

export type EdgePurge = (keys: readonly string[]) => Promise<void>;

export function edgePurge(config: EdgePurgeConfig, log: FastifyBaseLogger): EdgePurge {
  return async (keys) => {
    const headers: Record<string, string> = { 'surrogate-key': keys.join(' '), 'xkey-purge': keys.join(' ') };
    if (config.authorization) headers.authorization = config.authorization;
    const post = config.method === 'POST';
    if (post) headers['content-type'] = 'application/json';
    const started = Date.now();
    try {
      const response = await fetch(config.url, {
        method: config.method,
        headers,
        body: post ? JSON.stringify({ tags: keys }) : undefined,
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      // Only the status matters: the body is not read beyond what frees the connection.
      await response.body?.cancel();
      const line = { keys, status: response.status, ms: Date.now() - started };
      if (response.ok) log.info(line, 'edge purge: done');
      else log.warn(line, 'edge purge: refused by the cache');
    } catch (error) {
      // The URL is the operator's; its credentials are in the header, never in the line.
      log.warn({ keys, err: error, ms: Date.now() - started }, 'edge purge: failed');
    }
  };
}
