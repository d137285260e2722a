/**
 * Composes the one process: API under /api, seeded media under /media/seed, and the public site
 * for everything else.
 */
import fastifyStatic from '@fastify/static';
import { mountApi } from '@wegweiser/api';
import type { AppConfig } from '@wegweiser/api/config';
import { loggerOptions } from '@wegweiser/api/logger';
import { seedMediaDir } from '@wegweiser/api/seed-media';
import { renderShell } from '@wegweiser/web';
import Fastify from 'fastify';

export async function buildServer(config: AppConfig, options: { logger?: boolean } = {}) {
  const app = Fastify({
    logger: options.logger ? loggerOptions(config.logLevel) : false,
    trustProxy: config.trustProxy,
  });
  const { api } = await mountApi(app, { config });
  await app.register(fastifyStatic, {
    root: seedMediaDir,
    prefix: '/media/seed/',
    immutable: false,
    maxAge: '1d',
  });

  app.get('/', async (request, reply) => {
    const { lang } = request.query as { lang?: string };
    const locale = await api.languages.resolve(lang);
    const settings = await api.repositories.settings.getSiteSettings(locale);
    reply.type('text/html; charset=utf-8');
    return renderShell({
      language: locale.language,
      siteName: settings?.site_name ?? 'Wegweiser',
      siteDescription: settings?.site_description ?? '',
    });
  });
  return app;
}
