import fp from 'fastify-plugin';
import { type ChangedData, ContentChangeChannel, LISTEN_TIMEOUTS } from '../db/change-channel';

export type { ChangedData } from '../db/change-channel';

/**
 * Where a content change happened — this process (an admin write) or another one (a notification) —
 * and what it changed: the kinds of public data (decision 116), which the pages' surrogate keys carry
 * as `data:<kind>`; null when every page may show it (settings, languages, media, a resync).
 */
export type ContentChange = { origin: string; data: ChangedData };
export type ContentChangeListener = (change: ContentChange) => void;

/** The origin of a change made in this process. */
export const LOCAL_ORIGIN = 'local';
/**
 * The origin of the invalidation when the cross-process listener starts listening (again): changes
 * announced while it did not listen were not heard (decision 049).
 */
export const RESYNC_ORIGIN = 'resync';

/**
 * The one entry point for "the owner's content changed" (decision 026): `app.contentChanged(data)`
 * invalidates every cache built from content — the API's response cache, and with its generation
 * the composed server's rendered pages (they are fresh only for the generation they were rendered
 * in); the active-language list — and tells the listeners registered with `app.onContentChanged`.
 * The last good answers stay for outages (decision 009), in memory and in the content snapshot:
 * nothing is fresh any more, nothing is thrown away.
 *
 * Across processes (decision 049): on PostgreSQL a local change is announced to the other processes
 * (`app.contentChannel`, LISTEN/NOTIFY), and their announcements call `contentChanged` here with
 * the announcing process as origin — never announced again, so no change goes round in a loop. On
 * PGlite the database belongs to this one process: in-process only.
 */
export default fp(
  async (app) => {
    const listeners = new Set<ContentChangeListener>();
    app.decorate('onContentChanged', (listener: ContentChangeListener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    });
    app.decorate('contentChanged', (data: ChangedData = null, origin: string = LOCAL_ORIGIN) => {
      app.responseCache.clear();
      app.languages.invalidate();
      const change: ContentChange = { origin, data };
      for (const listener of listeners) listener(change);
      app.log.info({ origin, data }, 'content changed: caches invalidated');
    });

    const url = app.database.url;
    if (!url) {
      app.decorate('contentChannel', null);
      return;
    }
    /** Answers may have been cached: from the moment the app is ready to serve. */
    let serving = false;
    const channel = new ContentChangeChannel({
      url,
      log: app.log,
      onRemoteChange: (origin, data) => app.contentChanged(data, origin),
      // Whatever was announced before it listened was not heard here.
      onListening: () => {
        if (serving) app.contentChanged(null, RESYNC_ORIGIN);
      },
    });
    app.decorate('contentChannel', channel);
    app.onContentChanged((change) => {
      if (change.origin === LOCAL_ORIGIN) channel.announce(change.data);
    });
    // Opened once the app is ready (a failed start-up leaves nothing behind). The first answer waits
    // for it briefly, so nothing is served before it listens; never while the database is down.
    app.addHook('onReady', async () => {
      channel.start();
      if (app.database.availability.isUp) {
        let waited: NodeJS.Timeout | undefined;
        await Promise.race([
          channel.listening(),
          new Promise((resolve) => {
            waited = setTimeout(resolve, LISTEN_TIMEOUTS.connectMs + LISTEN_TIMEOUTS.queryMs);
          }),
        ]);
        clearTimeout(waited);
      }
      serving = true;
    });
    app.addHook('onClose', () => channel.close());
  },
  { name: 'content-changed', dependencies: ['database', 'response-cache', 'locale'] },
);
