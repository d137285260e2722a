import fp from 'fastify-plugin';
import { isConnectionFailure } from '../db/availability';
import type { DatabaseHandle } from '../db/client';
import { openDatabase } from '../db/client';
import { setUpFailure } from '../db/migration-failure';
import { scopedDatabase } from '../db/scope';
import { seedIfEmpty } from '../db/seed';
import { createRepositories } from '../repositories';

/**
 * Opens (or adopts) the database, applies migrations, seeds an empty database and exposes the
 * repositories. A handle passed in by the caller stays the caller's to close.
 *
 * An unreachable PostgreSQL does not stop the start-up (decision 009): the app starts after the
 * first attempt and keeps connecting, migrating and seeding in the background.
 */
export default fp<{ handle?: DatabaseHandle }>(
  async (app, options) => {
    const log = app.log;
    const handle =
      options.handle ??
      (await openDatabase(app.config.database, {
        prepare: app.config.seed ? async (db) => void (await seedIfEmpty(db, log)) : undefined,
        onIdleClientError: (error) => log.warn({ err: error }, 'idle database connection failed'),
        onChange: (state, error) => {
          if (state === 'up') log.info('database available again');
          else log.error({ err: error }, 'database unavailable: serving last good content, retrying');
        },
        onAttemptError: (error) =>
          log.error({ err: error }, `${setUpFailure(error, 'database set-up failed')}; retrying`),
      }));
    if (!options.handle) app.addHook('onClose', () => handle.close());
    else if (app.config.seed) await seedIfEmpty(handle.db, log);

    if (!handle.availability.isUp) {
      const error = handle.availability.lastError;
      log.error(
        { err: error },
        isConnectionFailure(error)
          ? 'database unreachable at start-up: serving last good content, connecting in the background'
          : `${setUpFailure(error, 'database set-up failed at start-up')}; retrying in the background`,
      );
    }
    // Queries follow a preview's transaction while it runs (db/scope.ts, decision 044).
    const scoped = { ...handle, db: scopedDatabase(handle.db) };
    app.decorate('database', scoped);
    app.decorate('repositories', createRepositories(scoped.db));
  },
  { name: 'database' },
);
