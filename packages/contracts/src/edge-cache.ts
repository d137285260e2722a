/**
 * The vocabulary of the shared cache in front of the site (decisions 114 and 117), one for pages and
 * API answers alike: who is anonymous, how an answer says a shared cache may keep it, and the
 * surrogate keys (`Surrogate-Key`, `Cache-Tag`) a publish purges by.
 */

export type EdgeCacheSettings = {
  /** `s-maxage` of a shared-cacheable answer (PAGE_EDGE_MAX_AGE_SECONDS); 0: nothing is shared. */
  maxAgeSeconds: number;
  /** `stale-while-revalidate` of a shared-cacheable answer (PAGE_EDGE_STALE_SECONDS). */
  staleWhileRevalidateSeconds: number;
};

/** The console's session cookie, either spelling (apps/api `sessionCookie`). */
const SESSION_COOKIE = /(?:^|;)\s*(?:__Host-)?wegweiser_session=/;

/** Whether a Cookie header carries a console session: its answers are that account's own. */
export const carriesSessionCookie = (cookie: string | undefined) => SESSION_COOKIE.test(cookie ?? '');

/** Whether a shared cache may keep answers at all under these settings. */
export const edgeCachingOn = (settings: EdgeCacheSettings | undefined): settings is EdgeCacheSettings =>
  settings !== undefined && settings.maxAgeSeconds > 0;

export const edgeCacheControl = (settings: EdgeCacheSettings) =>
  `public, max-age=0, s-maxage=${settings.maxAgeSeconds}, stale-while-revalidate=${settings.staleWhileRevalidateSeconds}, stale-if-error=86400`;

/**
 * How an API answer a shared cache may keep says so (decision 117): for the shared cache alone, in
 * the targeted field of RFC 9213 (`CDN-Cache-Control`, which such a cache reads instead of
 * `Cache-Control`); browsers ask again every time (`no-cache`, answered 304 by the cache). A
 * browser that read `stale-while-revalidate` would refetch API answers in the background after a
 * client-side navigation, a request that outlives the navigation.
 */
export const apiEdgeHeaders = (settings: EdgeCacheSettings) => ({
  'cache-control': 'no-cache',
  'cdn-cache-control': `public, s-maxage=${settings.maxAgeSeconds}, stale-while-revalidate=${settings.staleWhileRevalidateSeconds}, stale-if-error=86400`,
});

/** Every shared answer carries it: a publish purges by it while changes are not mapped to answers. */
export const SITE_KEY = 'site';

/** API paths' leading words that name no kind of data. */
const PREFIXES = new Set(['api', 'content', 'multilingual']);
const KIND = /^[a-z][a-z0-9_-]{0,40}$/;

/**
 * The surrogate key of the kind of data an API path answers with (`data:services` for
 * `/api/services/featured/`, `data:static-content` for `/content/multilingual/static-content/…`),
 * or undefined when the path names none.
 */
export function dataKey(apiPath: string): string | undefined {
  const word = apiPath
    .split('?')[0]
    ?.split('/')
    .find((segment) => segment !== '' && !PREFIXES.has(segment));
  return word ? dataKindKey(word) : undefined;
}

/** The surrogate key of one kind of data (`data:blog`), or undefined for a word that names none. */
export const dataKindKey = (kind: string): string | undefined =>
  KIND.test(kind) ? `data:${kind}` : undefined;

/** The two headers naming a shared answer's keys: Fastly/Varnish style and Cloudflare style. */
export const surrogateHeaders = (keys: readonly string[]) => ({
  'surrogate-key': keys.join(' '),
  'cache-tag': keys.join(','),
});
