import fp from 'fastify-plugin';

/** Where a content change happened: this process (an admin write) or another one (a notification). */
export type ContentChange = { origin: string };
export type ContentChangeListener = (change: ContentChange) => void;

/** The origin of a change made in this process. */
export const LOCAL_ORIGIN = 'local';

/**
 * The one entry point for "the owner's content changed" (decision 026): `app.contentChanged()`
 * invalidates every cache built from content — the API's response cache, and with its generation
 * the composed server's rendered pages (they are fresh only for the generation they were rendered
 * in); the active-language list — and tells the listeners registered with `app.onContentChanged`
 * (later a cross-process publisher, which will forward local changes only; a notification from
 * another process calls this with that process as origin). The last good answers stay for outages
 * (decision 009), in memory and in the content snapshot: nothing is fresh any more, nothing is
 * thrown away.
 */
export default fp(
  async (app) => {
    const listeners = new Set<ContentChangeListener>();
    app.decorate('onContentChanged', (listener: ContentChangeListener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    });
    app.decorate('contentChanged', (origin: string = LOCAL_ORIGIN) => {
      app.responseCache.clear();
      app.languages.invalidate();
      const change = { origin };
      for (const listener of listeners) listener(change);
      app.log.info({ origin }, 'content changed: caches invalidated');
    });
  },
  { name: 'content-changed', dependencies: ['response-cache', 'locale'] },
);
