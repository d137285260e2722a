import { describe, expect, it } from 'vitest';
import {
  defaultLanguage,
  isSelectable,
  parseAcceptLanguage,
  resolveLanguage,
  SUPPORTED_LANGUAGES,
} from './language';

const available = [
  { code: 'de', is_default: true },
  { code: 'en', is_default: false },
  { code: 'fr', is_default: false },
];

describe('resolveLanguage', () => {
  it.each([
    ['saved choice wins', 'fr', ['en-US'], 'fr', 'stored'],
    ['saved choice no longer available', 'zh', ['en-US'], 'en', 'browser'],
    ['saved choice compared as saved', 'FR', [], 'de', 'default'],
    ['browser primary subtag', null, ['fr-CA', 'en'], 'fr', 'browser'],
    ['second browser language', null, ['ja-JP', 'en-GB'], 'en', 'browser'],
    ['browser tag in capitals', null, ['EN-us'], 'en', 'browser'],
    ['default language', null, ['ja'], 'de', 'default'],
    ['no browser languages', undefined, [], 'de', 'default'],
  ] as const)('%s', (_label, stored, browser, code, source) => {
    expect(resolveLanguage({ stored, browser, available })).toEqual({ code, source });
  });

  it('puts the language the request names before the saved choice and the browser', () => {
    expect(resolveLanguage({ requested: 'en', stored: 'fr', browser: ['fr'], available })).toEqual({
      code: 'en',
      source: 'requested',
    });
    expect(resolveLanguage({ requested: ' FR ', available }).code).toBe('fr');
  });

  it('passes over a requested language that is not available', () => {
    expect(resolveLanguage({ requested: 'zh', stored: 'fr', available })).toEqual({
      code: 'fr',
      source: 'stored',
    });
    expect(resolveLanguage({ requested: '', browser: ['en'], available }).source).toBe('browser');
    expect(resolveLanguage({ requested: 'xx', available })).toEqual({ code: 'de', source: 'default' });
  });

  it('uses the flagged default, then de', () => {
    expect(resolveLanguage({ available: [{ code: 'en', is_default: true }] }).code).toBe('en');
    expect(resolveLanguage({ stored: null, browser: [], available: [] }).code).toBe('de');
    expect(defaultLanguage([{ code: 'fr', is_default: false }])).toBe('de');
  });

  it('chooses from every supported language while no list can be read', () => {
    expect(SUPPORTED_LANGUAGES.map((language) => language.code)).toEqual(['de', 'en', 'es', 'fr', 'zh']);
    expect(defaultLanguage(SUPPORTED_LANGUAGES)).toBe('de');
    expect(resolveLanguage({ requested: 'zh', available: SUPPORTED_LANGUAGES }).code).toBe('zh');
  });

  it('only accepts available codes', () => {
    expect(isSelectable('en', available)).toBe(true);
    expect(isSelectable('es', available)).toBe(false);
  });
});

describe('parseAcceptLanguage', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5', ['fr-CH', 'fr', 'en', 'de']],
    ['en;q=0.5, zh-CN', ['zh-CN', 'en']],
    ['de;q=0, en', ['en']],
    ['es;q=abc, fr;q=0.1', ['fr']],
    [' en-GB ; q=0.8 ,de', ['de', 'en-GB']],
  ])('%j → %j', (header, tags) => {
    expect(parseAcceptLanguage(header)).toEqual(tags);
  });
});
