/**
 * Serves the public site from the same Fastify process as the API: hashed assets from the Vite
 * build, and every other GET rendered on the server (entry-server) with the API called in-process.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Transport } from '@wegweiser/client/api-client';
import { LANGUAGE_COOKIE, type LanguageCode } from '@wegweiser/contracts/constants';
import { parseAcceptLanguage, resolveLanguage, SUPPORTED_LANGUAGES } from '@wegweiser/contracts/language';
import { type OriginSource, publicOrigin } from '@wegweiser/contracts/origin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PAGE_STATE_PATH } from '../shared/data/page-state';
import { type AnswerSchemas, inProcessTransport } from './api-transport';
import { clientAssets, type Manifest } from './client-assets';
import { documentHashes, renderDocument } from './document';
import { documentTemplate, type InlineHashes } from './document-template';
import type { EdgeCacheSettings } from './edge-cache';
import { fontPreloads, hostedFontUrls } from './font-preloads';
import { hashedAssets } from './hashed-assets';
import { hydrationBootScript } from './hydration-boot';
import { PageCache } from './page-cache';
import {
  cookieFrom,
  type KeptPage,
  type PageRouteOptions,
  type PreviewRunner,
  pageRoute,
} from './page-route';
import { pageStateRoute } from './page-state-route';
import { PageStylesheets } from './page-stylesheet';
import { seoRoutes } from './seo/seo-routes';

export type { AnswerSchema, AnswerSchemas } from './api-transport';
export { purgeKeys, SITE_KEY } from './edge-cache';
export { INTERACTION_STATES, isBelowTheFloor } from './stylesheet-index';

type EntryServer = typeof import('../entry-server');
/** What a posted booking form's answer is made from (the request's side). */
type PostInputs = Omit<Parameters<EntryServer['manageBookingPost']>[0], 'token'>;

/** A booking form's fields are a few kilobytes at most (the API's own limit is 16 KB of JSON). */
const BOOKING_FORM_LIMIT = 32_768;

const distDir = fileURLToPath(new URL('../../dist', import.meta.url));

export function webBuildExists() {
  return existsSync(`${distDir}/server/entry-server.js`);
}

export type WebPluginOptions = OriginSource & {
  /** The response's Content-Security-Policy nonce (the host's security headers make and send it). */
  cspNonce: (request: FastifyRequest) => string;
  /** A page answer's policy names its inline hashes, not a nonce (decision 114). */
  applyHashes: (request: FastifyRequest, hashes: InlineHashes) => void;
  /** Which page answers a shared cache may keep (decision 114); undefined: none. */
  edgeCache?: EdgeCacheSettings | undefined;
  /** Keeps rendered pages (decision 011); without it every page request is rendered. */
  pageCache?: PageCacheSettings | undefined;
  /** Sent with every in-process API call of a render (the host's logger leaves those out). */
  internalRequestHeaders?: Readonly<Record<string, string>> | undefined;
  /**
   * Sent with a random id on every in-process call of one render: the calls of a render share one
   * read of the active languages (decision 115).
   */
  renderScopeHeader?: string | undefined;
  /** The contract schema of each API answer: the render's calls are checked against it (decision 027). */
  answerSchemas?: AnswerSchemas | undefined;
  /** The header on an answer the API checked itself on the way out (not checked again). */
  answerCheckedHeader?: string | undefined;
  /** The owner's redirects and those left by slug changes (decision 045). */
  redirect?: ((path: string) => Promise<{ location: string; status: 301 | 302 } | null>) | undefined;
  /** Preview links with every draft published (decision 044). */
  preview?: PreviewRunner | undefined;
  /**
   * The HTML of a markdown text stored when it was published (decision 122): the server render
   * uses it instead of rendering that text; undefined for a text without (it renders it).
   */
  storedMarkdown?: ((source: string) => string | undefined) | undefined;
};

export type PageCacheSettings = {
  /** The API content cache's lifetime (CONTENT_CACHE_TTL_SECONDS): pages never outlive their data. */
  ttlMs: number;
  /** The API response cache's generation, bumped when content changes. */
  contentGeneration: () => number;
  /** Clock of the cache (tests). */
  now?: (() => number) | undefined;
};

/** Public origin for absolute URLs: PUBLIC_URL, else each request's own (fallback: invalid Host). */
export async function webPlugin(app: FastifyInstance, options: WebPluginOptions) {
  if (!webBuildExists()) {
    throw new Error('The website is not built: run `npm run build` (npm start does this) first.');
  }
  const entry = (await import(pathToFileURL(`${distDir}/server/entry-server.js`).href)) as EntryServer;
  // Once per text (the renderer keeps what it rendered): never a log line per visit.
  entry.onMarkdownFailure(({ reason, error, length }) =>
    app.log.error(
      { reason, length, err: error },
      reason === 'over_limits'
        ? 'a markdown text past the markdown limits is shown as plain text'
        : 'a markdown text could not be rendered and is shown as plain text',
    ),
  );
  const manifest = JSON.parse(readFileSync(`${distDir}/client/.vite/manifest.json`, 'utf8')) as Manifest;
  const client = clientAssets(manifest, `${distDir}/client`);
  const bootScript = hydrationBootScript(client);
  const fontUrls = hostedFontUrls(manifest);
  // Each page carries the rules its markup uses; each such stylesheet is encoded, hashed and
  // deflated once (decisions 074, 124). The whole stylesheet follows after the first paint.
  const stylesheets = new PageStylesheets(client.css);
  const assetsFor = (page: { html: string; themeCss: string; fonts: Parameters<typeof fontPreloads>[0] }) => {
    const stylesheet = stylesheets.forMarkup(page.html, page.themeCss);
    return {
      stylesheet,
      css: stylesheet.css,
      stylesheets: client.stylesheets,
      bootScript,
      fonts: fontPreloads(page.fonts, fontUrls),
    };
  };

  // Hashed assets from memory, read once at start (decision 128).
  await app.register(hashedAssets, { dir: `${distDir}/client/assets`, prefix: '/assets' });

  // One transport per render (page-route asks once per page).
  const transportFor = (request: FastifyRequest): Transport =>
    inProcessTransport({
      inject: (injected) => app.inject(injected),
      log: request.log,
      remoteAddress: request.ip,
      headers: options.renderScopeHeader
        ? { ...options.internalRequestHeaders, [options.renderScopeHeader]: randomUUID() }
        : options.internalRequestHeaders,
      schemas: options.answerSchemas,
      checkedHeader: options.answerCheckedHeader,
    });

  const originOf = (request: FastifyRequest) => publicOrigin(options, request);

  await app.register(seoRoutes, { originOf, transportFor, fixedOrigin: Boolean(options.publicUrl) });

  // The booking form without JavaScript (decision 105): posted here as a plain form, sent on to
  // the booking API in-process with the request's own Origin and Fetch Metadata (the API refuses
  // a cross-site submit as it would the script's), answered with 303 or the page rendered again.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: BOOKING_FORM_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const answerPost = async (
      request: FastifyRequest,
      reply: FastifyReply,
      submit: (inputs: PostInputs) => ReturnType<EntryServer['bookingPost']>,
    ) => {
      const query = request.query as Record<string, unknown>;
      const forwarded: Record<string, string> = {};
      for (const name of ['origin', 'sec-fetch-site'] as const) {
        const value = request.headers[name];
        if (typeof value === 'string') forwarded[name] = value;
      }
      const transport = transportFor(request);
      const result = await submit({
        origin: originOf(request),
        urlLanguage: typeof query.lang === 'string' ? query.lang : undefined,
        cookieLanguage: cookieFrom(request, LANGUAGE_COOKIE),
        acceptLanguages: parseAcceptLanguage(request.headers['accept-language']),
        transport: (call) => transport({ ...call, headers: { ...call.headers, ...forwarded } }),
        form:
          request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {},
        lang: typeof query.lang === 'string' ? query.lang : null,
      });
      reply.header('cache-control', 'no-store');
      if (result.kind === 'redirect') return reply.redirect(result.location, result.status);
      const { page } = result;
      const html = renderDocument(page, assetsFor(page), options.cspNonce(request));
      return reply
        .code(result.status)
        .header('content-language', page.language)
        .type('text/html; charset=utf-8')
        .send(html);
    };
    scope.post('/booking', (request, reply) =>
      answerPost(request, reply, (inputs) => entry.bookingPost({ ...inputs, now: Date.now() })),
    );
    scope.post<{ Params: { token: string } }>('/booking/manage/:token', (request, reply) =>
      answerPost(request, reply, (inputs) =>
        entry.manageBookingPost({ ...inputs, token: request.params.token }),
      ),
    );
  });

  const cache =
    options.pageCache && options.pageCache.ttlMs > 0
      ? new PageCache<KeptPage>({
          ttlMs: options.pageCache.ttlMs,
          generation: options.pageCache.contentGeneration,
          now: options.pageCache.now,
        })
      : undefined;
  const routeOptions: PageRouteOptions = {
    cache,
    originOf,
    transportFor,
    cspNonce: options.cspNonce,
    applyHashes: options.applyHashes,
    edge: options.edgeCache,
    pageUrl: entry.pageRequestUrl,
    redirect: options.redirect,
    preview: options.preview,
    render: ({ url, origin, inputs, transport }) =>
      entry.render({
        url,
        origin,
        urlLanguage: inputs.urlLanguage,
        cookieLanguage: inputs.cookieLanguage,
        acceptLanguages: parseAcceptLanguage(inputs.acceptLanguage),
        transport,
        storedMarkdown: options.storedMarkdown,
      }),
    template: (page, state) => {
      const assets = { ...assetsFor(page), stateUrl: state?.url };
      const { block, hash } = assets.stylesheet;
      return documentTemplate(
        (nonce) => renderDocument(page, { ...assets, css: block.marker }, nonce),
        [block],
        documentHashes(page, { ...assets, cssHash: hash }),
      );
    },
    document: (page, nonce, documentOptions) => renderDocument(page, assetsFor(page), nonce, documentOptions),
  };
  // A kept page's state, fetched by the browser after the first paint (decision 131).
  app.get(PAGE_STATE_PATH, pageStateRoute(routeOptions));
  app.get('/*', pageRoute(routeOptions));
}

/**
 * The visitor's language for an answer made without the page's machinery (the host's error page):
 * the spec's rule (saved choice, then the browser's languages) over every supported language.
 */
export function requestLanguage(request: FastifyRequest): LanguageCode {
  return resolveLanguage({
    stored: cookieFrom(request, LANGUAGE_COOKIE),
    browser: parseAcceptLanguage(request.headers['accept-language']),
    available: SUPPORTED_LANGUAGES,
  }).code as LanguageCode;
}
