/**
 * Composes the one process: API under /api, seeded media under /media/seed, and the public site
 * for everything else.
 */
import fastifyStatic from '@fastify/static';
import { mountApi } from '@wegweiser/api';
import type { AppConfig } from '@wegweiser/api/config';
import { seedMediaDir } from '@wegweiser/api/seed-media';
import { renderShell } from '@wegweiser/web';
import Fastify from 'fastify';

export async function buildServer(config: AppConfig, options: { logger?: boolean } = {}) {
  const app = Fastify({
    logger: options.logger ? { level: config.logLevel } : false,
    trustProxy: config.trustProxy,
  });
  await mountApi(app, { config });
  await app.register(fastifyStatic, {
    root: seedMediaDir,
    prefix: '/media/seed/',
    immutable: false,
    maxAge: '1d',
  });

  app.get('/', async (request, reply) => {
    const query = request.query as { lang?: string };
    const response = await app.inject({
      method: 'GET',
      url: `/api/content/site-settings/current/?language=${encodeURIComponent(query.lang ?? '')}`,
    });
    const settings = response.statusCode === 200 ? response.json() : null;
    reply.type('text/html; charset=utf-8');
    return renderShell({
      language: settings?.language ?? 'de',
      siteName: settings?.site_name ?? 'Wegweiser',
      siteDescription: settings?.site_description ?? '',
    });
  });
  return app;
}
