import fp from 'fastify-plugin';
import type { ContentService } from '../admin/content/content-service';
import { createPreview, type Preview, previewTokens } from '../admin/content/preview';

declare module 'fastify' {
  interface FastifyInstance {
    /** The console's content services, one per resource (filled when the content routes load). */
    contentServices: ContentService[];
    /** Preview links: the site read with every draft published, then rolled back (decision 044). */
    preview: Preview;
  }
}

/** Decorates the API with the preview, for the composed server's page requests. */
export default fp(
  async (app) => {
    const services: ContentService[] = [];
    app.decorate('contentServices', services);
    app.decorate(
      'preview',
      createPreview(app.database.db, previewTokens(app.config.secret), services, (skipped) =>
        app.log.warn({ skipped }, 'preview: drafts the tables refused were left out'),
      ),
    );
  },
  { name: 'preview', dependencies: ['database'] },
);
