import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/client';
import { openDatabase } from '../db/client';
import { seedIfEmpty } from '../db/seed';
import { createRepositories } from '../repositories';

/**
 * Opens (or adopts) the database, applies migrations, seeds an empty database and exposes the
 * repositories. A handle passed in by the caller stays the caller's to close.
 */
export default fp<{ handle?: DatabaseHandle }>(
  async (app, options) => {
    const handle =
      options.handle ??
      (await openDatabase(app.config.database, {
        onIdleClientError: (error) => app.log.warn({ err: error }, 'idle database connection failed'),
      }));
    if (!options.handle) app.addHook('onClose', () => handle.close());
    if (app.config.seed) await seedIfEmpty(handle.db, app.log);
    app.decorate('database', handle);
    app.decorate('repositories', createRepositories(handle.db));
  },
  { name: 'database' },
);
