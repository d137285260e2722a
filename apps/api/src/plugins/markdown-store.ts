import fp from 'fastify-plugin';
import { markdownStore } from '../services/markdown-store';

/**
 * Stores the HTML of every markdown text once, when it is published (decision 118): a pass when the
 * API is ready and after every content change, whichever path wrote the text (the console's publish
 * or restore, a backup's restore, an import). A pass that stored HTML is a content change itself:
 * the answers cached meanwhile, without it, go.
 */
export default fp(
  async (app) => {
    const store = markdownStore({
      repository: app.repositories.renderedMarkdown,
      onStored: (rows) => {
        app.log.info({ rows }, 'stored the HTML of changed markdown texts');
        app.contentChanged();
      },
      onError: (error) => app.log.error({ err: error }, 'could not store the HTML of markdown texts'),
    });
    app.decorate('markdownStored', () => store.request());
    app.onContentChanged(() => void store.request());
    app.addHook('onReady', async () => {
      if (app.database.availability.isUp) await store.request();
    });
  },
  { name: 'markdown-store', dependencies: ['database', 'content-changed'] },
);
