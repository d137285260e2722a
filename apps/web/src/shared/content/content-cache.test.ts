import { describe, expect, it } from 'vitest';
import { ContentCache } from './content-cache';

describe('ContentCache (spec section 4)', () => {
  const make = () => {
    let now = 0;
    const cache = new ContentCache(() => now);
    return { cache, advance: (ms: number) => (now += ms) };
  };

  it('finds the current language first', () => {
    const { cache } = make();
    cache.set('hero_title', 'de', 'Hallo');
    cache.set('hero_title', 'en', 'Hello');
    expect(cache.lookup('hero_title', 'en')).toEqual({ content: 'Hello', language: 'en', exact: true });
  });

  it('falls back to the default language, then any cached language', () => {
    const { cache } = make();
    cache.set('hero_title', 'es', 'Hola');
    expect(cache.lookup('hero_title', 'fr')).toEqual({ content: 'Hola', language: 'es', exact: false });
    cache.set('hero_title', 'de', 'Hallo');
    expect(cache.lookup('hero_title', 'fr')).toEqual({ content: 'Hallo', language: 'de', exact: false });
  });

  it('uses the flagged default language when it is not de', () => {
    const { cache } = make();
    cache.set('t', 'de', 'Hallo');
    cache.set('t', 'en', 'Hello');
    expect(cache.lookup('t', 'fr', 'en')?.content).toBe('Hello');
  });

  it('returns nothing when no language is cached (a fetch must start)', () => {
    expect(make().cache.lookup('hero_title', 'de')).toBeUndefined();
  });

  it('expires entries after exactly 5 minutes', () => {
    const { cache, advance } = make();
    cache.set('t', 'de', 'Hallo');
    advance(300_000);
    expect(cache.has('t', 'de')).toBe(true);
    advance(1);
    expect(cache.has('t', 'de')).toBe(false);
    expect(cache.lookup('t', 'de')).toBeUndefined();
  });

  it('clears one language only', () => {
    const { cache } = make();
    cache.set('t', 'de', 'Hallo');
    cache.set('t', 'en', 'Hello');
    cache.clearLanguage('en');
    expect(cache.has('t', 'en')).toBe(false);
    expect(cache.has('t', 'de')).toBe(true);
  });

  it('round-trips through a snapshot', () => {
    const { cache } = make();
    cache.set('a', 'de', 'A');
    cache.set('b', 'en', 'B');
    const copy = new ContentCache(() => 0);
    copy.restore(cache.snapshot());
    expect(copy.lookup('b', 'en')?.content).toBe('B');
  });

  it("snapshots types in name order, each type's languages as they arrived", () => {
    const { cache } = make();
    cache.set('b', 'en', 'B');
    cache.set('a', 'fr', 'Af');
    cache.set('b', 'de', 'Bd');
    cache.set('a', 'de', 'Ad');
    expect(cache.snapshot()).toEqual([
      ['a', 'fr', 'Af'],
      ['a', 'de', 'Ad'],
      ['b', 'en', 'B'],
      ['b', 'de', 'Bd'],
    ]);
  });
});
