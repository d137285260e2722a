/**
 * Serves /robots.txt and /sitemap.xml from the product server. The sitemap is built from the API
 * in-process (its cached answers), so it is as fresh as the pages.
 */

import { createApiClient, type Transport } from '@wegweiser/client/api-client';
import { DEFAULT_LANGUAGE } from '@wegweiser/contracts/constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { renderRobots } from './robots';
import { collectSitemap, renderSitemap } from './sitemap';

export type SeoRoutesOptions = {
  originOf: (request: FastifyRequest) => string;
  transportFor: (request: FastifyRequest) => Transport;
  /**
   * PUBLIC_URL is set: the answers are the same whatever the Host, so shared caches may keep them.
   * Otherwise they carry the request's origin and are for that client only (decision 019).
   */
  fixedOrigin: boolean;
};

export async function seoRoutes(app: FastifyInstance, options: SeoRoutesOptions) {
  const cacheControl = (shared: string) => (options.fixedOrigin ? shared : 'private, no-cache');
  app.get('/robots.txt', async (request, reply) => {
    reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', cacheControl('public, max-age=3600'));
    return renderRobots(options.originOf(request));
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const api = createApiClient({
      transport: options.transportFor(request),
      language: () => DEFAULT_LANGUAGE,
    });
    let data: Awaited<ReturnType<typeof collectSitemap>>;
    try {
      data = await collectSitemap(api);
    } catch (error) {
      // An incomplete sitemap would tell crawlers pages are gone: ask them to come back instead.
      request.log.warn({ err: error }, 'sitemap: content unavailable');
      reply.code(503).header('retry-after', '60').header('cache-control', 'no-store');
      return reply.type('text/plain; charset=utf-8').send('Sitemap temporarily unavailable');
    }
    reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('cache-control', cacheControl('public, max-age=300, stale-while-revalidate=3600'));
    return renderSitemap(options.originOf(request), data);
  });
}
