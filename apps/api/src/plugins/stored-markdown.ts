import { onMarkdownFailure } from '@wegweiser/markdown/static-html';
import fp from 'fastify-plugin';
import { StoredMarkdown } from '../services/stored-markdown';
import { LOCAL_ORIGIN } from './content-changed';

declare module 'fastify' {
  interface FastifyInstance {
    /** The site's markdown rendered when published, for the server render (decision 122). */
    storedMarkdown: StoredMarkdown;
  }
}

/**
 * Decorates `app.storedMarkdown`. At start (once the database is up) what the texts lack is
 * rendered and stored; a publish here stores before it announces the change (content-routes), so
 * the other processes, which read the stored HTML again when they hear of it, find it there. A
 * failure is logged and changes nothing else: the pages then render their markdown themselves.
 */
export default fp(
  async (app) => {
    // A text stored as plain text is logged once, here, where it is rendered (decision 078).
    onMarkdownFailure(({ reason, error, length }) =>
      app.log.error(
        { reason, length, err: error },
        reason === 'over_limits'
          ? 'a markdown text past the markdown limits is shown as plain text'
          : 'a markdown text could not be rendered and is shown as plain text',
      ),
    );
    const stored = new StoredMarkdown(app.repositories.renderedMarkdown);
    app.decorate('storedMarkdown', stored);
    let closed = false;
    const failed = (error: unknown) => {
      if (!closed) app.log.warn({ err: error }, 'rendered markdown: not stored or read; pages render it');
    };
    const store = () =>
      stored.store().then((outcome) => app.log.info(outcome, 'rendered markdown stored'), failed);
    app.onContentChanged((change) => {
      if (change.origin !== LOCAL_ORIGIN) void stored.reload().catch(failed);
    });
    app.addHook('onReady', async () => {
      if (app.database.availability.isUp) await store();
      else void app.database.availability.ready.then(() => (closed ? undefined : store()));
    });
    app.addHook('onClose', async () => {
      closed = true;
    });
  },
  { name: 'stored-markdown', dependencies: ['database', 'content-changed'] },
);
