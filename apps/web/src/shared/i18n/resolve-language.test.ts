import { describe, expect, it } from 'vitest';
import { isSelectable, resolveLanguage } from './resolve-language';

const available = [
  { code: 'de', is_default: true },
  { code: 'en', is_default: false },
  { code: 'fr', is_default: false },
];

describe('resolveLanguage', () => {
  it.each([
    ['saved choice wins', 'fr', ['en-US'], 'fr'],
    ['saved choice no longer available', 'zh', ['en-US'], 'en'],
    ['browser primary subtag', null, ['fr-CA', 'en'], 'fr'],
    ['second browser language', null, ['ja-JP', 'en-GB'], 'en'],
    ['default language', null, ['ja'], 'de'],
    ['no browser languages', undefined, [], 'de'],
  ])('%s', (_label, stored, browser, expected) => {
    expect(resolveLanguage({ stored, browser, available })).toBe(expected);
  });

  it('uses the flagged default, then de', () => {
    expect(
      resolveLanguage({ stored: null, browser: [], available: [{ code: 'en', is_default: true }] }),
    ).toBe('en');
    expect(resolveLanguage({ stored: null, browser: [], available: [] })).toBe('de');
  });

  it('only accepts available codes', () => {
    expect(isSelectable('en', available)).toBe(true);
    expect(isSelectable('es', available)).toBe(false);
  });
});
