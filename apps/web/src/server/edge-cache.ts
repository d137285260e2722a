/**
 * Pages a shared cache (a CDN, nginx, Varnish) may keep (decision 114): which answers, under which
 * key, and the surrogate keys a publish purges them by.
 */
import type { FastifyRequest } from 'fastify';

export type EdgeCacheSettings = {
  /** `s-maxage` of a shared-cacheable page (PAGE_EDGE_MAX_AGE_SECONDS); 0: no page is shared. */
  maxAgeSeconds: number;
  /** `stale-while-revalidate` of a shared-cacheable page (PAGE_EDGE_STALE_SECONDS). */
  staleWhileRevalidateSeconds: number;
  /**
   * The shared cache in front puts the language cookie into its key (PAGE_EDGE_LANGUAGE_COOKIE_KEY):
   * only then may a URL without `?lang` be shared, since the cookie can choose its language.
   */
  languageCookieKeyed: boolean;
};

/** The console's session cookie, either spelling (apps/api `sessionCookie`). */
const SESSION_COOKIE = /(?:^|;)\s*(?:__Host-)?wegweiser_session=/;

/** A request that carries no console session: its answer is nobody's in particular. */
export const isAnonymous = (request: FastifyRequest) => !SESSION_COOKIE.test(request.headers.cookie ?? '');

export const edgeCacheControl = (settings: EdgeCacheSettings) =>
  `public, max-age=0, s-maxage=${settings.maxAgeSeconds}, stale-while-revalidate=${settings.staleWhileRevalidateSeconds}, stale-if-error=86400`;

/**
 * Whether a validated page answer may be kept by a shared cache: anonymous, nothing set in a cookie,
 * and its language chosen by the URL — or by cookie and Accept-Language where the cache keys by the
 * cookie (the answer then says `Vary: Accept-Language`, never `Vary: Cookie`).
 */
export function isSharedAnswer(
  request: FastifyRequest,
  settings: EdgeCacheSettings | undefined,
  page: { validated: boolean; languageFromUrl: boolean; setsCookie: boolean },
): settings is EdgeCacheSettings {
  if (!settings || settings.maxAgeSeconds <= 0 || !page.validated || page.setsCookie) return false;
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  return isAnonymous(request) && (page.languageFromUrl || settings.languageCookieKeyed);
}

/** Every page carries it: a change every page may show (settings, languages, media) purges by it. */
export const SITE_KEY = 'site';

/** The key of one kind of data a page read (the word its API path names: `services`, `blog` …). */
const dataKey = (kind: string) => `data:${kind}`;
const KIND = /^[a-z][a-z0-9_-]{0,40}$/;

/** API paths' leading words that name no kind of data. */
const PREFIXES = new Set(['content', 'multilingual']);

/**
 * The surrogate keys of a page: the whole site, the page's path, its language, and each kind of
 * data the render read (`data:services`, `data:site-settings`, …, from the API paths it called).
 */
export function surrogateKeys(path: string, language: string, reads: readonly string[]): string[] {
  const keys = new Set([SITE_KEY, `page:${keyText(path)}`, `lang:${keyText(language)}`]);
  for (const read of reads) {
    const word = read
      .split('?')[0]
      ?.split('/')
      .filter(Boolean)
      .find((segment) => !PREFIXES.has(segment) && segment !== 'api');
    if (word && KIND.test(word)) keys.add(dataKey(word));
  }
  return [...keys];
}

/**
 * The keys a content change purges (decision 116): those of the kinds of data it changed — exactly
 * the pages that read them — or SITE_KEY when it names none (null: any page may show it).
 */
export function purgeKeys(changed: readonly string[] | null): string[] {
  if (changed === null || changed.length === 0 || !changed.every((kind) => KIND.test(kind)))
    return [SITE_KEY];
  return [...new Set(changed.map(dataKey))];
}

/** No space or comma (the headers' separators), no control character; bounded. */
const keyText = (text: string) =>
  encodeURIComponent(text.slice(0, 200))
    .replace(/%2F/gi, '/')
    .replace(/[^A-Za-z0-9%/_.~:-]/g, '');
