import fp from 'fastify-plugin';
import { LanguageService } from '../services/language-service';

/** Resolves the `language` query parameter of every request into `request.locale`. */
export default fp(
  async (app) => {
    app.decorate('languages', new LanguageService(app.repositories.languages, app.config.contentCacheTtlMs));
    app.decorateRequest('locale', null as never);
    app.addHook('onRequest', async (request) => {
      const query = request.query as Record<string, unknown> | undefined;
      request.locale = await app.languages.resolve(query?.language);
    });
  },
  { name: 'locale', dependencies: ['database'] },
);
