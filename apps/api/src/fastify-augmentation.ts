import type { AppConfig } from './config';
import type { ContentChangeChannel } from './db/change-channel';
import type { DatabaseHandle } from './db/client';
import type { HitLane } from './lib/hit-lane';
import type { Locale } from './lib/localize';
import type { ResponseCache } from './lib/response-cache';
import type { RouteDoc } from './lib/route';
import type { ChangedData, ContentChangeListener } from './plugins/content-changed';
import type { CsrfMode } from './plugins/csrf';
import type { SharedCounters } from './plugins/shared-counters';
import type { Repositories } from './repositories';
import type { LanguageRow, LanguageService } from './services/language-service';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: DatabaseHandle;
    repositories: Repositories;
    languages: LanguageService;
    responseCache: ResponseCache;
    /** Answers plain requests for recorded hits in front of the framework (decision 117). */
    hitLane: HitLane;
    routeDocs: RouteDoc[];
    cspNonce: (request: FastifyRequest) => string | undefined;
    /**
     * Content changed (an admin write; `origin` names another process for a notification): every
     * cache. `data`: the kinds of public data it changed (decision 116); null or left out: anything.
     */
    contentChanged: (data?: ChangedData, origin?: string) => void;
    /** Called on every content change; returns the unsubscribe function. */
    onContentChanged: (listener: ContentChangeListener) => () => boolean;
    /** Tells the other processes about content changes and hears theirs (PostgreSQL); null on PGlite. */
    contentChannel: ContentChangeChannel | null;
    /** Settles once the purge run after start-up has finished (tests wait for it before seeding). */
    retentionStartup: Promise<void>;
    /** The counters behind the rate limits: Redis (REDIS_URL) or this process (decision 064). */
    sharedCounters: SharedCounters;
  }
  interface FastifyRequest {
    locale: Locale;
    /** The active languages read for this request's locale; null when the database was unavailable. */
    activeLanguages: LanguageRow[] | null;
    /**
     * Set while `locale` is assumed from the languages last known (a render's read, decision 118):
     * the locale and rows of the render's own read, which the route waits for before answering.
     */
    localeConfirmation: Promise<{ locale: Locale; rows: LanguageRow[] | null }> | null;
  }
  interface FastifyReply {
    issueCsrfToken: () => string;
  }
  interface FastifyContextConfig {
    cache?: boolean;
    /** Cross-site protection of unsafe requests; 'origin' when not set (plugins/csrf.ts). */
    csrf?: CsrfMode;
  }
}
