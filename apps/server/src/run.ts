import type { AppConfig } from '@wegweiser/api/config';
import type { FastifyInstance } from 'fastify';

/**
 * Listens on the configured address and closes cleanly on SIGINT or SIGTERM. A second signal while
 * closing changes nothing (a terminal's Ctrl-C reaches a cluster's workers and their primary, which
 * passes it on as well).
 */
export async function runUntilSignalled(app: FastifyInstance, config: AppConfig) {
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      app.close().then(
        () => process.exit(0),
        (error) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
  await app.listen({ host: config.host, port: config.port });
}
