import type { AppConfig } from '@wegweiser/api/config';
import type { FastifyInstance } from 'fastify';

/** Listens on the configured address and closes cleanly on SIGINT or SIGTERM. */
export async function runUntilSignalled(app: FastifyInstance, config: AppConfig) {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
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
