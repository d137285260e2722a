import type { FastifyServerOptions } from 'fastify';
import { anonymizeIp } from './anonymize-ip';

/** Logger options shared by every entry point: request logs carry shortened IPs only. */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        url: request.url,
        remoteAddress: anonymizeIp(request.ip),
      }),
    },
  };
}
