import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import type { Locale } from './lib/localize';
import type { ResponseCache } from './lib/response-cache';
import type { RouteDoc } from './lib/route';
import type { Repositories } from './repositories';
import type { LanguageService } from './services/language-service';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: DatabaseHandle;
    repositories: Repositories;
    languages: LanguageService;
    responseCache: ResponseCache;
    routeDocs: RouteDoc[];
    cspNonce: (request: FastifyRequest) => string | undefined;
  }
  interface FastifyRequest {
    locale: Locale;
  }
  interface FastifyReply {
    issueCsrfToken: () => string;
  }
  interface FastifyContextConfig {
    cache?: boolean;
    csrf?: boolean | 'origin';
  }
}
