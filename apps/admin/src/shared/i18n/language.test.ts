import { describe, expect, it } from 'vitest';
import { de } from './de';
import { en } from './en';
import { initialLanguage } from './language';

describe('the console’s language before sign-in', () => {
  it.each([
    [null, [], 'de'],
    [null, ['fr-FR', 'es'], 'de'],
    [null, ['en-US', 'de'], 'en'],
    [null, ['fr', 'de-AT', 'en'], 'de'],
    ['en', ['de-DE'], 'en'],
    ['de', ['en-GB'], 'de'],
    ['zh', ['en-GB'], 'en'],
  ] as const)('stored %s, browser %j → %s', (stored, browser, expected) => {
    expect(initialLanguage(stored, browser)).toBe(expected);
  });
});

describe('the dictionaries', () => {
  it('have the same keys in German and English, and no empty text', () => {
    const keys = (value: object, prefix = ''): string[] =>
      Object.entries(value).flatMap(([key, entry]) =>
        typeof entry === 'object' ? keys(entry, `${prefix}${key}.`) : [`${prefix}${key}`],
      );
    expect(keys(de)).toEqual(keys(en));
    const texts = (value: object): unknown[] =>
      Object.values(value).flatMap((entry) => (typeof entry === 'object' ? texts(entry) : [entry]));
    for (const text of [...texts(de), ...texts(en)]) {
      if (typeof text === 'string') expect(text.trim()).not.toBe('');
    }
  });
});
