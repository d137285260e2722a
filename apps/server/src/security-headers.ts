/**
 * Security headers on every response of the process (issue 4, point 6; decision 007): HTML documents
 * get a nonce-based Content-Security-Policy, everything else (JSON, assets, media, redirects) a
 * deny-all one, and all responses the transport, sniffing, referrer, feature and framing headers.
 * No Cross-Origin-Opener-Policy: it made every visit start a new renderer process (decision 016).
 * Nothing may be framed, except the site's own pages by the site itself: the console's click map
 * shows them in a frame (decision 088). The policy is configured here and nowhere else.
 */
import { randomBytes } from 'node:crypto';
import { VIDEO_PLAYER_ORIGIN } from '@wegweiser/contracts/constants';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const nonces = new WeakMap<FastifyRequest, string>();

/**
 * The request's nonce: 128 random bits, made on first use and fresh for every request. The HTML
 * answer puts it on each of its inline scripts and styles, the policy header names it.
 */
export function cspNonce(request: FastifyRequest): string {
  let nonce = nonces.get(request);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(request, nonce);
  }
  return nonce;
}

/** The hashes (`sha256-…`, base64) of a cached document's inline scripts and styles (decision 114). */
export type DocumentHashes = { scripts: readonly string[]; styles: readonly string[] };

const hashed = new WeakMap<FastifyRequest, DocumentHashes>();

/**
 * The request's document is the same bytes for every visitor (a cacheable page, decision 114): its
 * policy names the hashes of its inline scripts and styles, and no nonce.
 */
export function setDocumentHashes(request: FastifyRequest, hashes: DocumentHashes) {
  hashed.set(request, hashes);
}

/** Who may frame a document, and what it may frame besides the video player (decision 088). */
export type DocumentFraming = {
  /** The site's pages: framed by their own origin only (the console's click map). Else by nobody. */
  framedBySelf?: boolean;
  /** The console: frames the site's pages (its click map). */
  framesSelf?: boolean;
};

/** The policy of an HTML document; `https` adds upgrade-insecure-requests. */
export function documentPolicy({
  nonce,
  hashes,
  https,
  framedBySelf = false,
  framesSelf = false,
}: { nonce?: string; hashes?: DocumentHashes; https: boolean } & DocumentFraming): string {
  const quoted = (list: readonly string[]) => list.map((hash) => `'${hash}'`);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    // CSP3 browsers trust only nonced scripts and what they load; 'self' is the CSP2 fallback.
    // A cached page (decision 114): its inline scripts by hash, the app's modules from our origin.
    hashes
      ? ['script-src', ...quoted(hashes.scripts), "'self'"]
      : ['script-src', `'nonce-${nonce}'`, "'strict-dynamic'", "'self'"],
    // Stylesheets from our origin and the nonced theme <style>; React style props (content-driven
    // widths, entrance delays, flag sizes) are the only inline styles allowed (see decision 007).
    hashes ? ['style-src', "'self'", ...quoted(hashes.styles)] : ['style-src', "'self'", `'nonce-${nonce}'`],
    ['style-src-attr', "'unsafe-inline'"],
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'"],
    ['media-src', "'self'"],
    ['connect-src', "'self'"],
    ['frame-src', ...(framesSelf ? ["'self'"] : []), VIDEO_PLAYER_ORIGIN],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', framedBySelf ? "'self'" : "'none'"],
  ];
  if (https) directives.push(['upgrade-insecure-requests']);
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** JSON, assets, media, redirects: nothing they contain may load or run anything, nor be framed. */
export const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'";

export const SECURITY_HEADERS = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy':
    'camera=(), microphone=(), geolocation=(), payment=(), browsing-topics=(), interest-cohort=()',
  'x-frame-options': 'DENY',
} as const;

/** The route of the site's pages (apps/web's plugin answers every other GET through it). */
const SITE_PAGE_ROUTE = '/*';
/** The console's routes: its page and assets. */
const isConsoleRoute = (url: string | undefined) => url === '/admin' || Boolean(url?.startsWith('/admin/'));

/**
 * Sets the headers on an answer about to be sent (its content type set). The hook below does this
 * for every answer; only answers made before routing, which run no hooks, call it themselves.
 */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply) {
  reply.headers(SECURITY_HEADERS);
  const isDocument = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
  // By route, not by path: however a path is spelt, the console and the API answer through their own.
  const route = request.routeOptions?.url;
  // A page's 304 too: its headers replace those the browser stored with the page.
  const sitePage = route === SITE_PAGE_ROUTE && (isDocument || reply.statusCode === 304);
  // For browsers that know only X-Frame-Options: the same as frame-ancestors says.
  if (sitePage) reply.header('x-frame-options', 'SAMEORIGIN');
  // A 304 has no body: its headers only update the browser's stored answer, whose policy belongs
  // to that body. A document's would name a new nonce and block the stored page's scripts.
  if (reply.statusCode === 304) return;
  reply.header(
    'content-security-policy',
    isDocument
      ? documentPolicy({
          ...(hashed.has(request) ? { hashes: hashed.get(request) } : { nonce: cspNonce(request) }),
          https: request.protocol === 'https',
          framedBySelf: sitePage,
          framesSelf: isConsoleRoute(route),
        })
      : RESOURCE_POLICY,
  );
}

async function securityHeadersPlugin(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    setSecurityHeaders(request, reply);
    return payload;
  });
}

/** Not encapsulated (Fastify's documented `skip-override`): its hook must see every route, 404 and error. */
export const securityHeaders = Object.assign(securityHeadersPlugin, { [Symbol.for('skip-override')]: true });
