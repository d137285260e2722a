/**
 * The one allow-list for URLs the owner sets in content (decision 022). Pure and dependency-free:
 * the browser bundle imports it (`@wegweiser/contracts/safe-url`) without zod; the zod schemas in
 * schemas/urls.ts are built on it.
 *
 * - `link` (href): https:, http:, mailto:, tel: and site-relative paths (`/…`).
 * - `image` (src): https:, http: and site-relative paths.
 * - `inline-image` (markdown images): site-relative paths, absolute URLs of `origin` and
 *   `data:image/(png|jpeg|gif|webp|avif);base64,…` (never SVG: it can carry script).
 *
 * Site-relative means one `/` followed by anything but `/` or `\` (`//host` and `/\host` are other
 * hosts to a browser). Control characters anywhere (browsers drop tab and newline inside URLs, so
 * `java\tscript:` would become `javascript:`), backslashes and HTML character references are refused
 * outright; surrounding whitespace is trimmed. Answers the trimmed URL, or null.
 */
export type SafeUrlKind = 'link' | 'image' | 'inline-image';
export type SafeUrlOptions = {
  kind: SafeUrlKind;
  /** The site's public origin: absolute URLs of it are inline images too. */
  origin?: string;
};

const SCHEMES: Record<SafeUrlKind, readonly string[]> = {
  link: ['https:', 'http:', 'mailto:', 'tel:'],
  image: ['https:', 'http:'],
  'inline-image': [],
};
const SCHEME = /^([a-z][a-z\d+.-]*):/i;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\\]|&(#|[a-z\d]+;)/i;
const SITE_PATH = /^\/(?![/\\])/;
const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp|avif);base64,[a-z\d+/]+={0,2}$/i;

export function safeUrl(value: unknown, { kind, origin }: SafeUrlOptions): string | null {
  if (typeof value !== 'string') return null;
  const url = value.trim();
  if (!url || FORBIDDEN.test(url)) return null;
  if (SITE_PATH.test(url)) return url;
  if (kind === 'inline-image') {
    if (DATA_IMAGE.test(url)) return url;
    return origin && sameOrigin(url, origin) ? url : null;
  }
  const scheme = SCHEME.exec(url)?.[1]?.toLowerCase();
  if (!scheme || !SCHEMES[kind].includes(`${scheme}:`)) return null;
  if (scheme === 'http' || scheme === 'https')
    return /^https?:\/\/[^/?#]/i.test(url) && parses(url) ? url : null;
  return url.length > scheme.length + 1 ? url : null;
}

/** A social profile (spec section 5): a URL without scheme gets `https://`; only http(s) passes; else ''. */
export function safeSocialUrl(value: unknown): string {
  if (typeof value !== 'string') return '';
  const trimmed = value.trim();
  if (!trimmed) return '';
  if (/^https?:\/\//i.test(trimmed)) return safeUrl(trimmed, { kind: 'image' }) ?? '';
  // Another scheme (`mailto:`, `javascript:` …) is no profile; `host:port/…` still is.
  if (/^[a-z][a-z\d+.-]*:(?!\d)/i.test(trimmed)) return '';
  const url = `https://${trimmed.replace(/^\/+/, '')}`;
  return safeUrl(url, { kind: 'image' }) ?? '';
}

function parses(url: string): boolean {
  try {
    new URL(url);
    return true;
  } catch {
    return false;
  }
}

function sameOrigin(url: string, origin: string): boolean {
  try {
    return /^https?:\/\//i.test(url) && new URL(url).origin === new URL(origin).origin;
  } catch {
    return false;
  }
}
