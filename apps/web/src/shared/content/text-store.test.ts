import type { ApiClient } from '@wegweiser/client/api-client';
import { describe, expect, it, vi } from 'vitest';
import { ContentCache } from './content-cache';
import { TextStore } from './text-store';

/** An API whose by_types answers every asked type as "<type>:<language>". */
function api() {
  const get = vi.fn(async (_path: string, options?: { query?: Record<string, string> }) => {
    const { types = '', language = '' } = options?.query ?? {};
    return {
      results: types
        .split(',')
        .filter((type) => type !== 'unknown')
        .map((type) => ({ content_type: type, content: `${type}:${language}` })),
    };
  });
  return { get, client: { get } as unknown as ApiClient };
}

describe('TextStore', () => {
  it('asks once per language for everything asked in the same turn (decision 074)', async () => {
    const { get, client } = api();
    const texts = new TextStore(client);
    await Promise.all([
      texts.ensure(['footer_text', 'nav_home'], 'de'),
      texts.ensure(['hero_title', 'nav_home'], 'de'),
      texts.ensure(['hero_title'], 'en'),
    ]);
    expect(get).toHaveBeenCalledTimes(2);
    expect(get.mock.calls.map(([, options]) => options?.query)).toEqual([
      { types: 'footer_text,nav_home,hero_title', language: 'de' },
      { types: 'hero_title', language: 'en' },
    ]);
    expect(texts.text('hero_title', 'de', 'de')).toBe('hero_title:de');
    expect(texts.text('hero_title', 'en', 'de')).toBe('hero_title:en');
  });

  it('asks again in a later turn only for what it does not have; unknown types are remembered as empty', async () => {
    const { get, client } = api();
    const texts = new TextStore(client);
    await texts.ensure(['nav_home', 'unknown'], 'de');
    await texts.ensure(['nav_home', 'unknown', 'footer_text'], 'de');
    expect(get).toHaveBeenCalledTimes(2);
    expect(get.mock.calls[1]?.[1]?.query).toEqual({ types: 'footer_text', language: 'de' });
    expect(texts.text('unknown', 'de', 'de')).toBe('');
  });

  it('rejects every caller of a batch whose request failed', async () => {
    const get = vi.fn(async () => {
      throw new Error('offline');
    });
    const texts = new TextStore({ get } as unknown as ApiClient);
    const results = await Promise.allSettled([texts.ensure(['a'], 'de'), texts.ensure(['b'], 'de')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('frozen (a preview link, decision 093), keeps its texts: a reload asks only for what is missing, nothing ages', async () => {
    const { get, client } = api();
    let now = 0;
    const texts = new TextStore(client, new ContentCache(() => now, Number.POSITIVE_INFINITY));
    texts.cache.restore([['nav_home', 'de', 'Entwurf']]);
    texts.freeze();
    now = 24 * 60 * 60 * 1000;
    await texts.refresh(['nav_home'], 'de');
    expect(get).not.toHaveBeenCalled();
    expect(texts.text('nav_home', 'de', 'de')).toBe('Entwurf');
    await texts.refresh(['nav_home', 'footer_text'], 'de');
    expect(get.mock.calls.map(([, options]) => options?.query)).toEqual([
      { types: 'footer_text', language: 'de' },
    ]);
    expect(texts.text('nav_home', 'de', 'de')).toBe('Entwurf');
  });

  it('not frozen, reloads what it holds (the header texts on window focus)', async () => {
    const { get, client } = api();
    const texts = new TextStore(client);
    texts.cache.restore([['nav_home', 'de', 'Entwurf']]);
    await texts.refresh(['nav_home'], 'de');
    expect(get).toHaveBeenCalledTimes(1);
    expect(texts.text('nav_home', 'de', 'de')).toBe('nav_home:de');
  });
});
