/**
 * Every write route outside /api/admin/ (collected from the app, not a list kept by hand) is
 * fuzzed by write-fuzz-public.test.ts (decision 069), as write-fuzz-coverage.test.ts does for the
 * console's. A new public write route fails here until test/helpers/write-fuzz-public.ts names it.
 */
import { describe, expect, it } from 'vitest';
import { setupContentApp } from './helpers/admin-content';
import { routeKey } from './helpers/write-fuzz';
import { isFuzzedPublicRoute, PUBLIC_WRITE_ROUTES, publicWriteRoutes } from './helpers/write-fuzz-public';

const t = setupContentApp();

describe('the public write fuzz', () => {
  it('covers every write route the app registers outside /api/admin/', () => {
    const routes = publicWriteRoutes(t.publicRoutes);
    const uncovered = routes.filter((route) => !isFuzzedPublicRoute(route)).map(routeKey);
    expect(uncovered, 'public write routes without a fuzz entry').toEqual([]);
    // And no entry for a route that is gone.
    expect(routes.map(routeKey).sort()).toEqual(Object.keys(PUBLIC_WRITE_ROUTES).sort());
  });

  it('sees the public routes, not the console ones, and a route it has not seen is uncovered', () => {
    expect(t.publicRoutes.some((route) => route.url === '/api/health/')).toBe(true);
    expect(t.publicRoutes.some((route) => route.url.startsWith('/api/admin/'))).toBe(false);
    expect(publicWriteRoutes(t.publicRoutes).some((route) => route.url === '/api/*')).toBe(false);
    expect(isFuzzedPublicRoute({ method: 'POST', url: '/api/newsletter/resend/' })).toBe(false);
    expect(isFuzzedPublicRoute({ method: 'PUT', url: '/api/contact/' })).toBe(false);
    expect(isFuzzedPublicRoute({ method: 'POST', url: '/api/contact/' })).toBe(true);
  });
});
