/**
 * Serves /robots.txt, /sitemap.xml, /manifest.webmanifest and /.well-known/security.txt from the
 * product server. What they hold is built from the API in-process (its cached answers), so it is
 * as fresh as the pages.
 */

import { createApiClient, type Transport } from '@wegweiser/client/api-client';
import { DEFAULT_LANGUAGE } from '@wegweiser/contracts/constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectBlogFeed, FEED_PATH, renderBlogFeed } from './blog-feed';
import { renderRobots } from './robots';
import { collectSiteFacts, renderManifest, renderSecurityTxt } from './site-files';
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

  const apiFor = (request: FastifyRequest) =>
    createApiClient({ transport: options.transportFor(request), language: () => DEFAULT_LANGUAGE });

  /** A file built from the site's settings; while they cannot be read, 503 and come back later. */
  const siteFile = (
    path: string,
    type: string,
    render: (request: FastifyRequest, facts: Awaited<ReturnType<typeof collectSiteFacts>>) => string,
  ) =>
    app.get(path, async (request, reply) => {
      let facts: Awaited<ReturnType<typeof collectSiteFacts>>;
      try {
        facts = await collectSiteFacts(apiFor(request));
      } catch (error) {
        request.log.warn({ err: error }, `${path}: settings unavailable`);
        reply.code(503).header('retry-after', '60').header('cache-control', 'no-store');
        return reply.type('text/plain; charset=utf-8').send('Temporarily unavailable');
      }
      reply.header('content-type', type).header('cache-control', cacheControl('public, max-age=3600'));
      return render(request, facts);
    });
  siteFile('/manifest.webmanifest', 'application/manifest+json; charset=utf-8', (_request, facts) =>
    renderManifest(facts),
  );
  siteFile('/.well-known/security.txt', 'text/plain; charset=utf-8', (request, facts) =>
    renderSecurityTxt(options.originOf(request), facts),
  );

  app.get(FEED_PATH, async (request, reply) => {
    const lang = (request.query as Record<string, unknown>).lang;
    let data: Awaited<ReturnType<typeof collectBlogFeed>>;
    try {
      data = await collectBlogFeed(apiFor(request), typeof lang === 'string' ? lang : undefined);
    } catch (error) {
      request.log.warn({ err: error }, 'blog feed: content unavailable');
      reply.code(503).header('retry-after', '60').header('cache-control', 'no-store');
      return reply.type('text/plain; charset=utf-8').send('Feed temporarily unavailable');
    }
    // No blog (switched off) or no such language: the server's short 404.
    if (!data) return reply.callNotFound();
    reply
      .header('content-type', 'application/atom+xml; charset=utf-8')
      .header('cache-control', cacheControl('public, max-age=300, stale-while-revalidate=3600'));
    return renderBlogFeed(options.originOf(request), data);
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const api = apiFor(request);
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
