import fp from 'fastify-plugin';
import { createRedirectsRepository } from '../repositories/redirects-repository';
import { RedirectService } from '../services/redirect-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The owner's and the automatic redirects, for the site's page requests (decision 045). */
    redirects: RedirectService;
  }
}

/** Decorates `app.redirects`, read again after every content change. */
export default fp(
  async (app) => {
    const service = new RedirectService(createRedirectsRepository(app.database.db));
    app.decorate('redirects', service);
    app.onContentChanged(() => service.invalidate());
  },
  { name: 'redirects', dependencies: ['content-changed', 'database'] },
);
