import { describe, expect, it } from 'vitest';
import { matchesEtag, ResponseCache } from './response-cache';

describe('ResponseCache', () => {
  it('normalizes the query order in keys', () => {
    expect(ResponseCache.key('/api/x/?b=2&a=1')).toBe('/api/x/?a=1&b=2');
    expect(ResponseCache.key('/api/x/?')).toBe('/api/x/');
    expect(ResponseCache.key('/api/x/')).toBe('/api/x/');
  });

  it('expires entries after the lifetime', () => {
    let now = 0;
    const cache = new ResponseCache(1_000, 10, () => now);
    cache.set('k', 'body', 'application/json', cache.generation);
    now = 1_000;
    expect(cache.get('k')?.body).toBe('body');
    now = 1_001;
    expect(cache.get('k')).toBeUndefined();
  });

  it('evicts the oldest entry beyond its size', () => {
    const cache = new ResponseCache(60_000, 2);
    for (const key of ['a', 'b', 'c']) cache.set(key, key, 'application/json', cache.generation);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')?.body).toBe('c');
    expect(cache.size).toBe(2);
  });

  it('does not store an answer computed before a clear', () => {
    const cache = new ResponseCache(60_000);
    const generation = cache.generation;
    cache.clear();
    cache.set('k', 'stale', 'application/json', generation);
    expect(cache.get('k')).toBeUndefined();
  });

  it('does not store when the lifetime is zero', () => {
    const cache = new ResponseCache(0);
    cache.set('k', 'body', 'application/json', cache.generation);
    expect(cache.size).toBe(0);
  });
});

describe('matchesEtag', () => {
  it.each([
    [undefined, false],
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['*', true],
    ['"abd"', false],
  ])('%j → %s', (header, expected) => {
    expect(matchesEtag(header, '"abc"')).toBe(expected);
  });
});
