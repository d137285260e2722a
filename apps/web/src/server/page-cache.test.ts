import { describe, expect, it } from 'vitest';
import { type LanguageInputs, PageCache } from './page-cache';

const TTL = 60_000;
const ORIGIN = 'http://site.test';

function setup(options: { maxPages?: number; maxLanguageInputs?: number; ttlMs?: number } = {}) {
  const clock = { now: 1_000_000, generation: 0 };
  const cache = new PageCache<string>({
    ttlMs: options.ttlMs ?? TTL,
    generation: () => clock.generation,
    now: () => clock.now,
    ...(options.maxPages ? { maxPages: options.maxPages } : {}),
    ...(options.maxLanguageInputs ? { maxLanguageInputs: options.maxLanguageInputs } : {}),
  });
  const inputs = (acceptLanguage: string, more: Partial<LanguageInputs> = {}) =>
    PageCache.inputsKey({ urlLanguage: undefined, cookieLanguage: undefined, acceptLanguage, ...more });
  const store = (key: string | undefined, url: string, language: string, value: string) =>
    cache.store(key, ORIGIN, url, { language, languageFromUrl: false, value }, clock.generation);
  return { clock, cache, inputs, store };
}

describe('PageCache', () => {
  it('finds a stored page through the language its inputs resolved to', () => {
    const { cache, inputs, store } = setup();
    const key = inputs('en-GB,en;q=0.8');
    expect(cache.language(key)).toBeUndefined();
    store(key, '/about', 'en', 'about in English');
    expect(cache.language(key)).toEqual({ language: 'en', languageFromUrl: false });
    expect(cache.page('en', ORIGIN, '/about')?.value).toBe('about in English');
    expect(cache.page('de', ORIGIN, '/about')).toBeUndefined();
    expect(cache.page('en', 'http://other.test', '/about')).toBeUndefined();
    expect(cache.page('en', ORIGIN, '/about?x=1')).toBeUndefined();
  });

  it('keeps the inputs apart: ?lang, cookie and Accept-Language each count', () => {
    const { cache, inputs, store } = setup();
    store(inputs('fr'), '/', 'fr', 'fr');
    store(inputs('fr', { cookieLanguage: 'es' }), '/', 'es', 'es');
    store(inputs('fr', { urlLanguage: 'zh' }), '/?lang=zh', 'zh', 'zh');
    expect(cache.language(inputs('fr'))?.language).toBe('fr');
    expect(cache.language(inputs('fr', { cookieLanguage: 'es' }))?.language).toBe('es');
    expect(cache.language(inputs('fr', { urlLanguage: 'zh' }))?.language).toBe('zh');
    expect(cache.language(inputs('fr', { cookieLanguage: 'en' }))).toBeUndefined();
  });

  it('expires pages and language lookups after the TTL, and keeps the page as the last good one', () => {
    const { clock, cache, inputs, store } = setup();
    const key = inputs('de');
    store(key, '/', 'de', 'home');
    clock.now += TTL;
    expect(cache.page('de', ORIGIN, '/')?.value).toBe('home');
    clock.now += 1;
    expect(cache.page('de', ORIGIN, '/')).toBeUndefined();
    expect(cache.language(key)).toBeUndefined();
    expect(cache.language(key, { stale: true })?.language).toBe('de');
    expect(cache.lastGood('de', ORIGIN, '/')?.value).toBe('home');
  });

  it('treats everything stored before a content change as stale', () => {
    const { clock, cache, inputs, store } = setup();
    const key = inputs('de');
    store(key, '/', 'de', 'old');
    clock.generation += 1;
    expect(cache.page('de', ORIGIN, '/')).toBeUndefined();
    expect(cache.language(key)).toBeUndefined();
    expect(cache.lastGood('de', ORIGIN, '/')?.value).toBe('old');
    store(key, '/', 'de', 'new');
    expect(cache.page('de', ORIGIN, '/')?.value).toBe('new');
  });

  it('does not store a render that began before a content change', () => {
    const { clock, cache, inputs } = setup();
    const before = cache.generation;
    clock.generation += 1;
    cache.store(inputs('de'), ORIGIN, '/', { language: 'de', languageFromUrl: false, value: 'x' }, before);
    expect(cache.size).toBe(0);
    expect(cache.language(inputs('de'))).toBeUndefined();
  });

  it('forgets a URL in every language, and nothing else', () => {
    const { cache, store } = setup();
    store(undefined, '/blog/a', 'de', 'de');
    store(undefined, '/blog/a', 'en', 'en');
    store(undefined, '/blog/a?x=1', 'de', 'other query');
    store(undefined, '/x/blog/a', 'de', 'other path');
    cache.forget(ORIGIN, '/blog/a');
    expect(cache.lastGood('de', ORIGIN, '/blog/a')).toBeUndefined();
    expect(cache.lastGood('en', ORIGIN, '/blog/a')).toBeUndefined();
    expect(cache.size).toBe(2);
  });

  it('stores nothing with a TTL of 0', () => {
    const { cache, inputs, store } = setup({ ttlMs: 0 });
    store(inputs('de'), '/', 'de', 'x');
    expect(cache.size).toBe(0);
  });

  it('is bounded: the least recently used page goes first', () => {
    const { cache, store } = setup({ maxPages: 3 });
    for (const url of ['/a', '/b', '/c']) store(undefined, url, 'de', url);
    expect(cache.page('de', ORIGIN, '/a')?.value).toBe('/a');
    store(undefined, '/d', 'de', '/d');
    expect(cache.size).toBe(3);
    expect(cache.lastGood('de', ORIGIN, '/b')).toBeUndefined();
    expect(['/a', '/c', '/d'].map((url) => cache.page('de', ORIGIN, url)?.value)).toEqual(['/a', '/c', '/d']);
  });

  it('keeps pages for a few origins only: more Host headers are rendered, not stored', () => {
    const clock = { now: 0, generation: 0 };
    const cache = new PageCache<string>({
      ttlMs: TTL,
      generation: () => 0,
      now: () => clock.now,
      maxOrigins: 2,
    });
    const store = (origin: string) =>
      cache.store(undefined, origin, '/', { language: 'de', languageFromUrl: false, value: origin }, 0);
    for (const origin of ['http://a.test', 'http://b.test', 'http://c.test', 'http://a.test']) store(origin);
    expect(cache.size).toBe(2);
    expect(cache.page('de', 'http://c.test', '/')).toBeUndefined();
    expect(cache.page('de', 'http://a.test', '/')?.value).toBe('http://a.test');
    expect(cache.page('de', 'http://b.test', '/')?.value).toBe('http://b.test');
  });

  it('bounds the language lookups too, and does not remember oversized inputs', () => {
    const { cache, inputs, store } = setup({ maxLanguageInputs: 2 });
    for (const tag of ['de', 'en', 'fr']) store(inputs(tag), '/', tag, tag);
    expect(cache.language(inputs('de'))).toBeUndefined();
    expect(cache.language(inputs('fr'))?.language).toBe('fr');
    expect(inputs('x'.repeat(600))).toBeUndefined();
    expect(cache.language(undefined)).toBeUndefined();
  });
});
