/**
 * Every write route under /api/admin/ (POST, PUT, PATCH, DELETE — collected from the app, not a
 * list kept by hand) is fuzzed by one of the write-fuzz files (decision 050). A new write route
 * fails here until a fuzz file takes it (test/helpers/write-fuzz-routes.ts).
 */
import { describe, expect, it } from 'vitest';
import { CONTENT_RESOURCES } from '../../src/repositories/resources';
import { setupContentApp } from '../helpers/admin-content';
import { routeKey, WRITE_METHODS } from '../helpers/write-fuzz';
import { fuzzFileOf, writeRoutes } from '../helpers/write-fuzz-routes';

const t = setupContentApp();
const names = CONTENT_RESOURCES.map((resource) => resource.name);

describe('the write fuzz', () => {
  it('covers every write route the app registers under /api/admin/', () => {
    const routes = writeRoutes(t);
    expect(routes.length).toBeGreaterThanOrEqual(100);
    const uncovered = routes.filter((route) => fuzzFileOf(route, names) === undefined).map(routeKey);
    expect(uncovered, 'write routes without a fuzz file').toEqual([]);
  });

  it('knows the write methods, and a route it has not seen is uncovered', () => {
    expect([...WRITE_METHODS].sort()).toEqual(['DELETE', 'PATCH', 'POST', 'PUT']);
    expect(fuzzFileOf({ method: 'POST', url: '/api/admin/newsletter/send/' }, names)).toBeUndefined();
    expect(fuzzFileOf({ method: 'PUT', url: '/api/admin/services/:key/' }, names)).toBeUndefined();
    expect(fuzzFileOf({ method: 'POST', url: '/api/admin/unknown-things/' }, names)).toBeUndefined();
    expect(fuzzFileOf({ method: 'PATCH', url: '/api/admin/services/:key/' }, names)).toBe(
      'write-fuzz-content',
    );
  });
});
