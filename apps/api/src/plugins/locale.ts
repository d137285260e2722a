import fp from 'fastify-plugin';
import { assumedLocaleOf, renderScopeOf } from '../lib/internal-requests';
import { LanguageService } from '../services/language-service';

/**
 * Resolves the `language` query parameter of every request into `request.locale`, and keeps the
 * active languages it read for the request (`request.activeLanguages`); the calls of one page render
 * share one read (decision 115). A render's call that names the locale it assumed (decision 118) is
 * read in it at once; its answer is kept by the response cache only once that read confirms it.
 */
export default fp(
  async (app) => {
    app.decorate('languages', new LanguageService(app.repositories.languages, app.config.contentCacheTtlMs));
    app.decorateRequest('locale', null as never);
    app.decorateRequest('activeLanguages', null);
    app.addHook('onRequest', async (request) => {
      const query = request.query as Record<string, unknown> | undefined;
      const scope = renderScopeOf(request);
      const assumed = scope === null ? null : assumedLocaleOf(request);
      if (assumed) {
        request.locale = assumed;
        request.cacheConfirmation = app.languages.confirms(query?.language, assumed, scope);
        return;
      }
      const { locale, rows } = await app.languages.resolveWithRows(query?.language, scope);
      request.locale = locale;
      request.activeLanguages = rows;
    });
  },
  { name: 'locale', dependencies: ['database'] },
);
