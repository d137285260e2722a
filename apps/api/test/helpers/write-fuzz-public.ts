/**
 * The public write routes (POST/PUT/PATCH/DELETE outside /api/admin/: newsletter, contact,
 * analytics, booking) for the write fuzz (issue 15 point 4, decision 069). The routes come from the app
 * (setupContentApp's `publicRoutes`); one that is not named here is not fuzzed, and
 * write-fuzz-public-coverage.test.ts fails naming it.
 */
import type { WriteRoute } from './write-fuzz';
import { routeKey, WRITE_METHODS } from './write-fuzz';

/**
 * How a public write route is broken: its valid JSON body, the token in its path (no body), or
 * both (a manage link's move: a real or a made-up token, and a broken body).
 */
export type PublicFuzzKind = 'body' | 'token' | 'token+body';

export const PUBLIC_WRITE_ROUTES: Record<string, PublicFuzzKind> = {
  'POST /api/newsletter/subscribe/': 'body',
  'POST /api/contact/': 'body',
  'POST /api/analytics/session/start/': 'body',
  'POST /api/analytics/track/': 'body',
  'POST /api/analytics/session/end/': 'body',
  // The links from every newsletter email: the token is the authorization, the body is ignored.
  'POST /api/newsletter/confirm/:token/': 'token',
  'POST /api/newsletter/unsubscribe/:token/': 'token',
  // Booking (issue 25, decision 099): a request, and the visitor's manage link cancelling it.
  'POST /api/booking/': 'body',
  'POST /api/booking/manage/:token/cancel/': 'token',
  // Moving it (decision 103): the new start in the body.
  'POST /api/booking/manage/:token/move/': 'token+body',
};

/** The API's catch-all under /api (any method): its JSON 404, not a route to write through. */
export const API_NOT_FOUND = '/api/*';

/** The write routes the app registers outside /api/admin/ (the API's 404 catch-all left out). */
export const publicWriteRoutes = (routes: WriteRoute[]) =>
  routes.filter((route) => WRITE_METHODS.has(route.method) && route.url !== API_NOT_FOUND);

export const isFuzzedPublicRoute = (route: WriteRoute) => routeKey(route) in PUBLIC_WRITE_ROUTES;
