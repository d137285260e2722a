import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { CSRF_COOKIE, CSRF_HEADER } from '@wegweiser/contracts/constants';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/errors';

/**
 * How a route is protected against cross-site requests (decision 025):
 * - `'origin'` (every unsafe request unless the route says otherwise): cross-origin protection as Go's
 *   `http.CrossOriginProtection` does it, by Fetch Metadata and Origin. Together with the JSON-only
 *   rule of the route helper this protects the public anonymous endpoints, and a plain API client
 *   (no cookie, no header) is accepted.
 * - `'token'`: the same, plus the double-submit token: a signed `csrftoken` cookie echoed in
 *   `X-CSRFToken` (the console's routes).
 * - `false`: no check.
 */
export type CsrfMode = 'origin' | 'token' | false;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Go's algorithm: safe methods pass; a `Sec-Fetch-Site` header decides alone (`same-origin` or
 * `none` pass); without it an `Origin` header must name the site; with neither the request is not
 * a browser's (or a same-origin one from an old browser) and passes.
 */
export function isCrossOriginRequest(
  request: Pick<FastifyRequest, 'method' | 'headers'>,
  isSiteOrigin: (origin: string) => boolean,
): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  // As Go's Header.Get: an empty header counts as absent.
  const site = request.headers['sec-fetch-site'];
  if (site) return site !== 'same-origin' && site !== 'none';
  const origin = request.headers.origin;
  return Boolean(origin) && !isSiteOrigin(origin as string);
}

export default fp(
  async (app) => {
    const sign = (nonce: string) => createHmac('sha256', app.config.secret).update(nonce).digest('base64url');
    const isSigned = (token: string) => {
      const [nonce, signature, extra] = token.split('.');
      if (!nonce || !signature || extra !== undefined) return false;
      return safeEqual(signature, sign(nonce));
    };
    const publicOrigin = new URL(app.config.publicUrl).origin;

    app.decorateReply('issueCsrfToken', function issueCsrfToken() {
      const existing = this.request.cookies[CSRF_COOKIE];
      if (existing && isSigned(existing)) return existing;
      const nonce = randomBytes(18).toString('base64url');
      const token = `${nonce}.${sign(nonce)}`;
      this.setCookie(CSRF_COOKIE, token, {
        path: '/',
        sameSite: 'lax',
        secure: this.request.protocol === 'https',
        httpOnly: false,
        maxAge: 60 * 60 * 24 * 365,
      });
      return token;
    });

    // In production the site's origin is PUBLIC_URL alone; the Host header names nothing there
    // (a DNS-rebound name would otherwise match itself). In development the request's own origin too.
    const hostCounts = app.config.env !== 'production';
    const siteOrigin = (request: FastifyRequest) => (origin: string) =>
      origin === publicOrigin || (hostCounts && origin === `${request.protocol}://${request.host}`);

    const hasValidToken = (request: FastifyRequest) => {
      const cookie = request.cookies[CSRF_COOKIE];
      const header = request.headers[CSRF_HEADER];
      return (
        typeof cookie === 'string' &&
        typeof header === 'string' &&
        isSigned(cookie) &&
        safeEqual(cookie, header)
      );
    };

    // Before the body is read: a cross-site request is refused without parsing anything it sent.
    app.addHook('onRequest', async (request, reply) => {
      if (SAFE_METHODS.has(request.method)) return;
      const mode: CsrfMode = request.routeOptions.config.csrf ?? 'origin';
      if (mode === false) return;
      const crossOrigin = isCrossOriginRequest(request, siteOrigin(request));
      if (mode === 'origin') {
        if (crossOrigin) throw new HttpError(403, 'csrf_failed');
        return;
      }
      if (crossOrigin || !hasValidToken(request)) {
        // The next attempt of a same-origin client succeeds with the fresh cookie.
        reply.issueCsrfToken();
        throw new HttpError(403, 'csrf_failed');
      }
    });
  },
  { name: 'csrf', dependencies: ['@fastify/cookie'] },
);

function safeEqual(a: string, b: string) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
