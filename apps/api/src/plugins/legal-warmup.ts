import { LEGAL_PAGE_TYPES } from '@wegweiser/contracts/constants';
import fp from 'fastify-plugin';

/**
 * Imprint and privacy policy must always render (decision 009). With a content snapshot on disk,
 * the legal pages are read once in every active language as soon as the database is up, so the
 * snapshot holds the owner's texts even if no visitor opened them before an outage; the seeded
 * texts are only the last resort of a server that never reached its database.
 */
export default fp(
  async (app) => {
    if (!app.config.contentSnapshotFile) return;
    let closed = false;
    const warm = async () => {
      const languages = await app.languages.active();
      for (const { code } of languages) {
        for (const type of LEGAL_PAGE_TYPES) {
          if (closed) return;
          // The URL the site asks for (GET /content/legal-pages/{slug}/ with its language).
          await app.inject({
            method: 'GET',
            url: `${app.prefix}/content/legal-pages/${type}/?language=${code}`,
          });
        }
      }
    };
    app.addHook('onReady', async () => {
      // Not awaited: inject waits for the server to be ready, which this hook is part of.
      void app.database.availability.ready
        .then(warm)
        .catch((error) => app.log.warn({ err: error }, 'could not read the legal pages ahead'));
    });
    app.addHook('onClose', async () => {
      closed = true;
    });
  },
  { name: 'legal-warmup', dependencies: ['database', 'locale', 'response-cache'] },
);
