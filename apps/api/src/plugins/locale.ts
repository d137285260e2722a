import fp from 'fastify-plugin';
import { renderScopeOf } from '../lib/internal-requests';
import { LanguageService } from '../services/language-service';

/**
 * Resolves the `language` query parameter of every request into `request.locale`, and keeps the
 * active languages it read for the request (`request.activeLanguages`); the calls of one page render
 * share one read (decision 115). A render's read of public content does not wait for that read: it
 * goes by the languages last known and the route confirms its answer by the render's read before
 * answering, reading again if the locale turns out other (`request.localeConfirmation`, decision 118).
 */
export default fp(
  async (app) => {
    app.decorate('languages', new LanguageService(app.repositories.languages, app.config.contentCacheTtlMs));
    app.decorateRequest('locale', null as never);
    app.decorateRequest('activeLanguages', null);
    app.decorateRequest('localeConfirmation', null);
    app.addHook('onRequest', async (request) => {
      const query = request.query as Record<string, unknown> | undefined;
      const scope = renderScopeOf(request);
      // Public content reads only (no side effects): a wrong guess reads again.
      if (scope !== null && request.method === 'GET' && request.routeOptions.config.cache === true) {
        const assumed = app.languages.assume(query?.language, scope);
        if (assumed) {
          request.locale = assumed.locale;
          request.localeConfirmation = assumed.confirmed;
          return;
        }
      }
      const { locale, rows } = await app.languages.resolveWithRows(query?.language, scope);
      request.locale = locale;
      request.activeLanguages = rows;
    });
  },
  { name: 'locale', dependencies: ['database'] },
);
