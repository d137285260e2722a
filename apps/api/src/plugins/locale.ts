import fp from 'fastify-plugin';
import { renderScopeOf } from '../lib/internal-requests';
import { LanguageService } from '../services/language-service';

/**
 * Resolves the `language` query parameter of every request into `request.locale`, and keeps the
 * active languages it read for the request (`request.activeLanguages`); the calls of one page render
 * share one read (decision 115).
 */
export default fp(
  async (app) => {
    app.decorate('languages', new LanguageService(app.repositories.languages, app.config.contentCacheTtlMs));
    app.decorateRequest('locale', null as never);
    app.decorateRequest('activeLanguages', null);
    app.addHook('onRequest', async (request) => {
      const query = request.query as Record<string, unknown> | undefined;
      const { locale, rows } = await app.languages.resolveWithRows(query?.language, renderScopeOf(request));
      request.locale = locale;
      request.activeLanguages = rows;
    });
  },
  { name: 'locale', dependencies: ['database'] },
);
