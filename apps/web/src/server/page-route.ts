/**
 * Every page GET (decision 011): answered from the page cache when the request's language inputs
 * and URL name a fresh page (a few map lookups, no API call), else rendered. A render stored only
 * when it is the content: status 200 and every API call answered. When calls failed, the last good
 * page for the URL stands in for the degraded render (stale-if-error).
 */

import { isTransientStatus, type Transport } from '@wegweiser/client/api-client';
import { LANGUAGE_COOKIE } from '@wegweiser/contracts/constants';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RenderResult } from '../entry-server';
import type { DocumentTemplate, InlineHashes } from './document-template';
import { type EdgeCacheSettings, surrogateKeys } from './edge-cache';
import { type LanguageInputs, PageCache } from './page-cache';
import { type CacheStatus, type PageAnswer, sendPage } from './page-response';
import { type PageStateFile, pageStateFile } from './page-state-file';

/**
 * A kept page: its document, the surrogate keys of what it shows and its state, which the document
 * names for the browser to fetch (decision 131).
 */
export type KeptPage = { template: DocumentTemplate; keys: readonly string[]; state?: PageStateFile };

export type PageRouteOptions = {
  /** Undefined: every request is rendered (no page cache configured). */
  cache: PageCache<KeptPage> | undefined;
  /** Which answers a shared cache may keep (decision 114); undefined: none. */
  edge?: EdgeCacheSettings | undefined;
  /** The answer's policy names the document's inline hashes instead of a nonce (decision 114). */
  applyHashes: (request: FastifyRequest, hashes: InlineHashes) => void;
  originOf: (request: FastifyRequest) => string;
  transportFor: (request: FastifyRequest) => Transport;
  render: (request: {
    url: string;
    origin: string;
    inputs: LanguageInputs;
    transport: Transport;
  }) => Promise<RenderResult>;
  /**
   * A rendered page's document as a template: the same bytes for every answer. With `state`, the
   * document names that file instead of carrying the state.
   */
  template: (page: Extract<RenderResult, { kind: 'page' }>, state?: PageStateFile) => DocumentTemplate;
  /** The document of a rendered page with the given nonce (previews, which are never kept). */
  document: (
    page: Extract<RenderResult, { kind: 'page' }>,
    nonce: string,
    options?: { preview?: PreviewShown },
  ) => string;
  cspNonce: (request: FastifyRequest) => string;
  /**
   * The URL a request is rendered and cached under: the parameters the page does not read are
   * dropped, the rest sorted (entry-server `pageRequestUrl`).
   */
  pageUrl: (url: string) => string;
  /** The redirect the owner (or a slug change) set for a path, if any (decision 045). */
  redirect?: ((path: string) => Promise<{ location: string; status: 301 | 302 } | null>) | undefined;
  /** Preview links (`?preview=token`): the page with one item's draft published (decision 081). */
  preview?: PreviewRunner | undefined;
};

/** What a preview page says about its link. */
export type PreviewShown = { expiresAt: Date };

export type PreviewRunner = {
  /**
   * Runs `read` with the link's draft published, when `token` is a working link made for the page
   * at `path`; null, having read nothing, otherwise.
   */
  run: <T>(
    token: string,
    path: string,
    read: () => Promise<T>,
  ) => Promise<({ value: T } & PreviewShown) | null>;
};

/** A path whose last segment has a file extension. */
const FILE_PATH = /\/[^/]*\.[a-z0-9]{1,10}$/i;

export function pageRoute(options: PageRouteOptions) {
  const { cache } = options;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const moved = options.redirect && (await redirectOf(request.url, options.redirect));
    if (moved) return reply.redirect(moved.location, moved.status);
    // A file that is not there (`/apple-touch-icon.png`, an old asset): the server's short 404,
    // not a whole page rendered for it (issue 23 point 8). No page's path ends in an extension.
    if (FILE_PATH.test(request.url.split('?')[0] ?? '')) return reply.callNotFound();
    const sendOptions = {
      edge: options.edge,
      applyHashes: (hashes: InlineHashes) => options.applyHashes(request, hashes),
    };
    const send = (page: PageAnswer, status: CacheStatus) =>
      sendPage(request, reply, page, status, sendOptions);
    const query = request.query as Record<string, unknown>;
    const inputs: LanguageInputs = {
      urlLanguage: typeof query.lang === 'string' ? query.lang : undefined,
      cookieLanguage: cookieFrom(request, LANGUAGE_COOKIE),
      acceptLanguage: request.headers['accept-language'],
    };
    const origin = options.originOf(request);
    const inputsKey = PageCache.inputsKey(inputs);
    const url = options.pageUrl(request.url);
    if (typeof query.preview === 'string' && options.preview) {
      return previewPage(options, options.preview, query.preview, { request, reply, url, origin, inputs });
    }

    const resolved = cache?.language(inputsKey);
    const hit = resolved && cache?.page(resolved.language, origin, url);
    if (hit) return send(answer(hit.value, 200, hit, true), 'HIT');

    const generation = cache?.generation ?? 0;
    const { result, calls } = await renderObserved(options, request, { url, origin, inputs });

    if (calls.failed && cache) {
      const language =
        cache.language(inputsKey, { stale: true })?.language ??
        (result.kind === 'page' ? result.language : undefined);
      const stale = language === undefined ? undefined : cache.lastGood(language, origin, url);
      if (stale) {
        // No URL: the request's access line (same reqId) has it, with any token redacted.
        request.log.warn('page: API calls failed, serving the last good page');
        return send(answer(stale.value, 200, stale, true), 'STALE');
      }
    }
    // A live page (free slots) is this request's alone: never kept, never answered again as is.
    const good = !calls.failed && result.kind === 'page' && result.status === 200 && !result.live;
    if (!calls.failed && !good) cache?.forget(origin, url);
    if (result.kind === 'redirect') return reply.redirect(result.location, result.status);

    // Only a page kept to be answered again has its state as a file: the others (and every page
    // of a server that keeps none) are this request's alone, and carry it.
    const state = good && cache ? pageStateFile(result.state, { url, language: result.language }) : undefined;
    const kept: KeptPage = {
      template: options.template(result, state),
      keys: surrogateKeys(url.split('?')[0] ?? '/', result.language, calls.paths),
      ...(state ? { state } : {}),
    };
    if (good) {
      const { language, languageFromUrl } = result;
      cache?.store(inputsKey, origin, url, { language, languageFromUrl, value: kept }, generation);
    }
    // Content changed while it rendered (its purge may already have gone out): no shared cache may
    // keep what may be the old page (decision 116).
    const current = !cache || cache.generation === generation;
    return send(answer(kept, result.status, result, good && current), 'MISS');
  };
}

/**
 * A redirect for the request's path (as sent, or percent-decoded as the owner typed it); the
 * query goes along to a target on this site that has none of its own.
 */
async function redirectOf(
  url: string,
  find: NonNullable<PageRouteOptions['redirect']>,
): Promise<{ location: string; status: 301 | 302 } | null> {
  const [path = '/', query] = url.split(/\?(.*)/s, 2);
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape: only the path as sent can match.
  }
  const target = (await find(path)) ?? (decoded === path ? null : await find(decoded));
  if (!target) return null;
  const onSite = target.location.startsWith('/') && !target.location.includes('?');
  return { ...target, location: query && onSite ? `${target.location}?${query}` : target.location };
}

/**
 * What a preview link shows when it is forged, expired, ended or made for another page (both
 * languages: nobody chose one yet).
 */
const PREVIEW_EXPIRED =
  '<!doctype html><html lang="de"><meta charset="utf-8"><title>Vorschau / Preview</title>' +
  '<p>Dieser Vorschau-Link ist abgelaufen, wurde beendet oder gehört zu einer anderen Seite. Bitte erstellen Sie in der Verwaltung einen neuen.</p>' +
  '<p lang="en">This preview link has expired, was ended or belongs to another page. Please create a new one in the console.</p></html>';

/**
 * A preview: rendered with the drafts in the transaction the runner holds, never cached (neither
 * here nor by a browser or proxy), never indexed. The app starts on it like on any page, from the
 * state as rendered, marked as a preview: it fetches none of it again, tracks nothing, and its
 * links load the published pages (decision 093).
 */
async function previewPage(
  options: PageRouteOptions,
  preview: PreviewRunner,
  token: string,
  context: {
    request: FastifyRequest;
    reply: FastifyReply;
    url: string;
    origin: string;
    inputs: LanguageInputs;
  },
) {
  const { request, reply, url, origin, inputs } = context;
  reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow');
  const path = request.url.split('?')[0] ?? '/';
  const shown = await preview.run(token, path, () =>
    options.render({ url, origin, inputs, transport: options.transportFor(request) }),
  );
  if (!shown) return reply.code(403).type('text/html; charset=utf-8').send(PREVIEW_EXPIRED);
  const result = shown.value;
  if (result.kind === 'redirect') return reply.redirect(result.location, result.status);
  const html = options.document(result, options.cspNonce(request), {
    preview: { expiresAt: shown.expiresAt },
  });
  return reply.code(result.status).type('text/html; charset=utf-8').send(html);
}

const answer = (
  { template, keys }: KeptPage,
  status: number,
  { language, languageFromUrl }: { language: string; languageFromUrl: boolean },
  validated: boolean,
): PageAnswer => ({ template, keys, status, language, languageFromUrl, validated });

/** What a render's API calls were: whether one could not answer, and the paths read. */
type Calls = { failed: boolean; paths: string[] };

/** Renders the page at `url` for `request`, noting what its API calls were. */
export async function renderObserved(
  options: Pick<PageRouteOptions, 'render' | 'transportFor'>,
  request: FastifyRequest,
  page: { url: string; origin: string; inputs: LanguageInputs },
): Promise<{ result: RenderResult; calls: Calls }> {
  const calls: Calls = { failed: false, paths: [] };
  const transport = observed(options.transportFor(request), calls);
  const result = await options.render({ ...page, transport });
  return { result, calls };
}

/** The transport, noting in `calls` the paths and when the API could not answer (error status or none). */
function observed(transport: Transport, calls: Calls): Transport {
  return async (request) => {
    calls.paths.push(request.path);
    try {
      const response = await transport(request);
      if (isTransientStatus(response.status)) calls.failed = true;
      return response;
    } catch (error) {
      calls.failed = true;
      throw error;
    }
  };
}

export function cookieFrom(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
