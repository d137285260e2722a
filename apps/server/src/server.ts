/**
 * Composes the one process: API under /api, seeded media under /media/seed, the media library's
 * images under /media/library, resized variants of both under /media/img, the owner's console under
 * /admin/, hashed site assets under /assets, and the server-rendered public site for everything else.
 */
import { readFileSync } from 'node:fs';
import type { Http2SecureServer } from 'node:http2';
import fastifyStatic from '@fastify/static';
import { DATABASE_OPEN_TIMEOUT_MS, mountApi } from '@wegweiser/api';
import { clientErrorHandler, closeUnreadRequests } from '@wegweiser/api/client-errors';
import type { AppConfig } from '@wegweiser/api/config';
import { applyHttpTimeouts, type HttpTimeouts } from '@wegweiser/api/http-timeouts';
import {
  ANSWER_CHECKED_HEADER,
  INTERNAL_REQUEST_HEADERS,
  RENDER_SCOPE_HEADER,
} from '@wegweiser/api/internal-requests';
import { type LogStream, serverLogging } from '@wegweiser/api/logger';
import { seedMediaDir } from '@wegweiser/api/seed-media';
import { purgeKeys, webPlugin } from '@wegweiser/web/server';
import Fastify, {
  type FastifyHttp2SecureOptions,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify';
import { adminConsole } from './admin-console';
import { apiAnswerSchemas } from './api-answer-schemas';
import { edgePurge } from './edge-purge';
import { headerCheck } from './header-check';
import { imageVariants } from './image-variants';
import { createLibraryFiles, mediaLibrary } from './media-library';
import { cspNonce, securityHeaders, setDocumentHashes } from './security-headers';
import { installSiteErrors, siteFrameworkErrors } from './site-errors';
import { siteIcons } from './site-icons';

/** The origin of a content change made in this process (apps/api content-changed `LOCAL_ORIGIN`). */

export type BuildServerOptions = {
  logger?: boolean;
  /** Where log lines go (tests capture them); stdout by default. */
  logStream?: LogStream;
  /** Connection timeouts (tests shorten them); HTTP_TIMEOUTS by default. */
  timeouts?: HttpTimeouts;
  /**
   * Runs on the root instance before anything is mounted (tests add fault-injecting hooks here).
   * Turns off the API's hit lane (decision 117), which would answer ahead of such hooks.
   */
  beforeMount?: (app: FastifyInstance) => void;
  /**
   * `false` renders every page request. For tests that change what the API answers behind its
   * back (faults, patched answers): the page cache would keep serving the page rendered before.
   */
  pageCache?: false;
  /** The page cache's clock (tests). */
  now?: () => number;
  /** Receives the mounted API instance (tests reach its database and response cache). */
  onApi?: (api: FastifyInstance) => void;
};

export async function buildServer(config: AppConfig, options: BuildServerOptions = {}) {
  const errorPage = { title: new URL(config.publicUrl).host };
  const app = createInstance(config, {
    ...serverLogging({ enabled: options.logger ?? false, level: config.logLevel, stream: options.logStream }),
    trustProxy: config.trustProxy,
    frameworkErrors: siteFrameworkErrors(errorPage),
    // A request the HTTP parser refuses (smuggling attempts, timeouts): `{message}`, closed.
    clientErrorHandler,
    pluginTimeout: DATABASE_OPEN_TIMEOUT_MS,
  });
  applyHttpTimeouts(app, options.timeouts);
  // A refusal sent before the body arrived does not keep reading it.
  closeUnreadRequests(app);
  // Errors outside /api: one handler, no raw messages (the API has its own under /api).
  installSiteErrors(app, errorPage);
  options.beforeMount?.(app);
  // First, on the root: its headers go on every answer below, including 404s and errors.
  await app.register(securityHeaders);
  // Then every header value checked: one Node would refuse answers through the error handlers.
  await app.register(headerCheck);
  // Hooks added before the mount see every request first: then no hit is answered ahead of them.
  const { api } = await mountApi(app, { config, cspNonce, hitLane: options.beforeMount === undefined });
  options.onApi?.(api);
  await app.register(fastifyStatic, {
    root: seedMediaDir,
    prefix: '/media/seed/',
    immutable: false,
    maxAge: '1d',
  });
  // The media library's images, from the database through a per-process disk cache (decision 046);
  // a content change (a delete is one) has each checked again.
  const library = createLibraryFiles({ source: api.repositories.media, cacheDir: config.mediaCacheDir });
  api.onContentChanged(() => library.forget());
  // A publish purges the shared cache in front (decision 114): the pages that read the kinds of data
  // it changed, or all of them (decision 116). Every process purges once its own caches are fresh —
  // the one where it was made and each that hears of it — since the cache may fetch a page from any
  // of them: a purge sent before another process heard of the change would let it hand the cache
  // the old page again. Never awaited: the owner's save does not wait for the cache.
  const purge = config.edge.purge && edgePurge(config.edge.purge, app.log);
  if (purge) api.onContentChanged((change) => void purge(purgeKeys(change.data)));
  await app.register(mediaLibrary, { files: library });
  // AVIF/WebP variants of the raster files above, by allowed width (decision 012).
  await app.register(imageVariants, {
    roots: { seed: seedMediaDir },
    materialize: { library: async (path) => (await library.materialize(path))?.file ?? null },
    cacheDir: config.imageCacheDir,
  });

  // /favicon.ico and the manifest's icons, drawn from the site's favicon.
  await app.register(siteIcons, { mediaDir: seedMediaDir });

  // The owner's console: its own bundle and page, never part of the public site's.
  await app.register(adminConsole, { cspNonce });

  // Last: the site answers every other GET with a server-rendered page.
  await app.register(webPlugin, {
    cspNonce,
    applyHashes: setDocumentHashes,
    edgeCache: config.edge,
    publicUrl: config.configuredPublicUrl,
    fallbackUrl: config.publicUrl,
    internalRequestHeaders: INTERNAL_REQUEST_HEADERS,
    renderScopeHeader: RENDER_SCOPE_HEADER,
    // Every answer a render uses is checked against its contract schema (decision 027), once: on
    // the way out of its route, or here when it did not come from one (decision 074).
    answerSchemas: apiAnswerSchemas(api),
    answerCheckedHeader: ANSWER_CHECKED_HEADER,
    redirect: (path) => api.redirects.find(path),
    preview: api.preview,
    // The site's markdown as rendered when it was published (decision 122).
    storedMarkdown: (source) => api.storedMarkdown.find(source),
    // Pages live as long as the API answers they are built from and go when content changes.
    pageCache:
      options.pageCache === false
        ? undefined
        : {
            ttlMs: config.contentCacheTtlMs,
            contentGeneration: () => api.responseCache.generation,
            now: options.now,
          },
  });
  return app;
}

/**
 * With TLS_CERT_FILE/TLS_KEY_FILE: HTTPS with HTTP/2, and HTTP/1.1 for clients that do not offer h2
 * (ALPN; decision 015). The app only uses Fastify's request and reply, which behave the same over
 * both, so the instance keeps the plain server's type.
 */
function createInstance(config: AppConfig, options: FastifyServerOptions): FastifyInstance {
  if (!config.tls) return Fastify(options);
  const https = {
    allowHTTP1: true,
    cert: readFileSync(config.tls.certFile),
    key: readFileSync(config.tls.keyFile),
  };
  const secure: FastifyHttp2SecureOptions<Http2SecureServer> = { ...(options as object), http2: true, https };
  return Fastify(secure) as unknown as FastifyInstance;
}
