import fp from 'fastify-plugin';
import type { ContentService } from '../admin/content/content-service';
import { createPreview, type Preview } from '../admin/content/preview';

declare module 'fastify' {
  interface FastifyInstance {
    /** The console's content services, one per resource (filled when the content routes load). */
    contentServices: ContentService[];
    /** Preview links: a page read with one item's draft published, then rolled back (decision 081). */
    preview: Preview;
  }
}

/** Decorates the API with the preview, for the console's routes and the composed server's pages. */
export default fp(
  async (app) => {
    const services: ContentService[] = [];
    app.decorate('contentServices', services);
    app.decorate(
      'preview',
      createPreview({
        db: app.database.db,
        links: app.repositories.previewLinks,
        services,
        onSkipped: (item) =>
          app.log.warn({ item }, 'preview: the tables refused the draft; the live item is shown'),
      }),
    );
  },
  { name: 'preview', dependencies: ['database'] },
);
