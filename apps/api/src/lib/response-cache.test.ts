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
    expect(cache.stale('k')).toBeUndefined();
  });

  it('with a lifetime of zero serves nothing fresh but keeps the last good answer', () => {
    const cache = new ResponseCache(0);
    cache.set('k', 'body', 'application/json', cache.generation);
    expect(cache.get('k')).toBeUndefined();
    expect(cache.stale('k')?.body).toBe('body');
  });

  it('keeps expired entries as stale answers', () => {
    let now = 0;
    const cache = new ResponseCache(1_000, 10, () => now);
    cache.set('k', 'body', 'application/json', cache.generation);
    now = 5_000;
    expect(cache.get('k')).toBeUndefined();
    expect(cache.stale('k')?.body).toBe('body');
    expect(cache.stale('other')).toBeUndefined();
  });

  it('turns every entry stale on clear', () => {
    const cache = new ResponseCache(60_000);
    cache.set('k', 'body', 'application/json', cache.generation);
    cache.clear();
    expect(cache.get('k')).toBeUndefined();
    expect(cache.stale('k')?.body).toBe('body');
  });

  it('tells whether a stored answer changed', () => {
    const cache = new ResponseCache(60_000);
    expect(cache.set('k', 'a', 'application/json', cache.generation).changed).toBe(true);
    expect(cache.set('k', 'a', 'application/json', cache.generation).changed).toBe(false);
    expect(cache.set('k', 'b', 'application/json', cache.generation).changed).toBe(true);
  });

  it('restores entries of an earlier run as stale only, without replacing newer ones', () => {
    const cache = new ResponseCache(60_000);
    cache.set('kept', 'new', 'application/json', cache.generation);
    cache.restore([
      ['kept', { body: 'old', etag: '"o"', contentType: 'application/json', storedAt: 1 }],
      ['restored', { body: 'old', etag: '"o"', contentType: 'application/json', storedAt: 1 }],
    ]);
    expect(cache.get('kept')?.body).toBe('new');
    expect(cache.get('restored')).toBeUndefined();
    expect(cache.stale('restored')?.body).toBe('old');
    expect(cache.entries().map(([key]) => key)).toEqual(['kept', 'restored']);
  });

  it('evicts the least recently stored entry first', () => {
    const cache = new ResponseCache(60_000, 2);
    cache.set('a', 'a', 'application/json', cache.generation);
    cache.set('b', 'b', 'application/json', cache.generation);
    cache.set('a', 'a2', 'application/json', cache.generation);
    cache.set('c', 'c', 'application/json', cache.generation);
    expect(cache.stale('b')).toBeUndefined();
    expect(cache.stale('a')?.body).toBe('a2');
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
