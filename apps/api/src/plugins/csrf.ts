import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { CSRF_COOKIE, CSRF_HEADER } from '@wegweiser/contracts/constants';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/errors';

/**
 * Double-submit CSRF protection for anonymous unsafe requests (ARCHITECTURE.md): the server sets a
 * signed `csrftoken` cookie; a request must echo it in `X-CSRFToken`. Origin and Sec-Fetch-Site
 * are checked as well, so a cross-site page cannot post even with a planted cookie. Routes whose
 * URL carries an unguessable token from an email (`csrf: 'origin'`, decision 020) skip the
 * double-submit, which a form opened from an email or a mail client's one-click POST cannot do.
 */
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
    const sameOrigin = (request: FastifyRequest) => {
      const origin = request.headers.origin;
      const own =
        origin === publicOrigin || (hostCounts && origin === `${request.protocol}://${request.host}`);
      if (origin && !own) return false;
      const site = request.headers['sec-fetch-site'];
      return site === undefined || site === 'same-origin' || site === 'none';
    };

    app.addHook('preValidation', async (request, reply) => {
      const mode = request.routeOptions.config.csrf;
      if (!mode) return;
      // A capability URL (an emailed token) authorizes by itself; only the cross-site check applies.
      if (mode === 'origin') {
        if (!sameOrigin(request)) throw new HttpError(403, 'csrf_failed');
        return;
      }
      const cookie = request.cookies[CSRF_COOKIE];
      const header = request.headers[CSRF_HEADER];
      const valid =
        typeof cookie === 'string' &&
        typeof header === 'string' &&
        isSigned(cookie) &&
        safeEqual(cookie, header) &&
        sameOrigin(request);
      if (!valid) {
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
