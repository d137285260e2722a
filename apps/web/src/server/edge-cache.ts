/**
 * Pages a shared cache (a CDN, nginx, Varnish) may keep (decision 114): which answers, under which
 * key, and the surrogate keys a publish purges them by.
 */
import {
  carriesSessionCookie,
  dataKey,
  dataKindKey,
  type EdgeCacheSettings as SharedEdgeSettings,
  SITE_KEY,
} from '@wegweiser/contracts/edge-cache';
import type { FastifyRequest } from 'fastify';

// One vocabulary for pages and API answers (decision 117).
export { edgeCacheControl, SITE_KEY } from '@wegweiser/contracts/edge-cache';

export type EdgeCacheSettings = SharedEdgeSettings & {
  /**
   * The shared cache in front puts the language cookie into its key (PAGE_EDGE_LANGUAGE_COOKIE_KEY):
   * only then may a URL without `?lang` be shared, since the cookie can choose its language.
   */
  languageCookieKeyed: boolean;
};

/** A request that carries no console session: its answer is nobody's in particular. */
export const isAnonymous = (request: FastifyRequest) => !carriesSessionCookie(request.headers.cookie);

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

/**
 * The surrogate keys of a page: the whole site, the page's path, its language, and each kind of
 * data the render read (`data:services`, `data:site-settings`, …, from the API paths it called).
 */
export function surrogateKeys(path: string, language: string, reads: readonly string[]): string[] {
  const keys = new Set([SITE_KEY, `page:${keyText(path)}`, `lang:${keyText(language)}`]);
  for (const read of reads) {
    const key = dataKey(read);
    if (key) keys.add(key);
  }
  return [...keys];
}

/**
 * The keys a content change purges (decision 116): those of the kinds of data it changed — exactly
 * the pages that read them — or SITE_KEY when it names none (null: any page may show it).
 */
export function purgeKeys(changed: readonly string[] | null): string[] {
  const keys = (changed ?? []).map(dataKindKey);
  if (keys.length === 0 || keys.some((key) => key === undefined)) return [SITE_KEY];
  return [...new Set(keys as string[])];
}

/** No space or comma (the headers' separators), no control character; bounded. */
const keyText = (text: string) =>
  encodeURIComponent(text.slice(0, 200))
    .replace(/%2F/gi, '/')
    .replace(/[^A-Za-z0-9%/_.~:-]/g, '');
