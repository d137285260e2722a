import { describe, expect, it } from 'vitest';
import { isExternalUrl, matchPath, matchRoutes, normalizePath } from './match';

describe('matchPath', () => {
  it.each([
    ['/', '/', {}],
    ['/about', '/about/', {}],
    ['/services/:slug', '/services/karriere-coaching', { slug: 'karriere-coaching' }],
    ['/services/packages/:slug', '/services/packages/neustart-paket', { slug: 'neustart-paket' }],
    ['/legal/:slug', '/legal/%C3%BCber', { slug: 'über' }],
  ])('%s matches %s', (pattern, path, params) => {
    expect(matchPath(pattern, path)).toEqual(params);
  });

  it.each([
    ['/about', '/about/team'],
    ['/services/:slug', '/services'],
    ['/services/:slug', '/services//'],
    ['/legal/:slug', '/legal/%E0%A4%A'],
  ])('%s does not match %s', (pattern, path) => {
    expect(matchPath(pattern, path)).toBeNull();
  });

  it('normalizes trailing slashes', () => {
    expect(normalizePath('/blog///')).toBe('/blog');
    expect(normalizePath('')).toBe('/');
  });
});

describe('matchRoutes', () => {
  const routes = [
    { path: '/services/packages' },
    { path: '/services/packages/:slug' },
    { path: '/services/:slug' },
  ];
  it('takes the first match in table order', () => {
    expect(matchRoutes(routes, '/services/packages')?.route.path).toBe('/services/packages');
    expect(matchRoutes(routes, '/services/packages/x')?.params).toEqual({ slug: 'x' });
    expect(matchRoutes(routes, '/services/x')?.route.path).toBe('/services/:slug');
    expect(matchRoutes(routes, '/nope')).toBeNull();
  });
});

describe('isExternalUrl', () => {
  it.each([
    ['https://example.com', true],
    ['HTTP://example.com', true],
    ['/contact', false],
    ['mailto:a@example.com', false],
    ['//example.com', false],
  ])('%s → %s', (target, external) => {
    expect(isExternalUrl(target)).toBe(external);
  });
});
