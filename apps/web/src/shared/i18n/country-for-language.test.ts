import { describe, expect, it } from 'vitest';
import { countryForLanguage } from './country-for-language';

describe('countryForLanguage', () => {
  it.each([
    ['de', 'de'],
    ['en', 'gb'],
    ['es', 'es'],
    ['fr', 'fr'],
    ['zh', 'cn'],
    ['en-US', 'us'],
    ['de_AT', 'at'],
    ['zh-TW', 'tw'],
    ['ja', 'jp'],
    ['ko', 'kr'],
    ['cs', 'cz'],
    ['da', 'dk'],
    ['sv', 'se'],
    ['nb', 'no'],
    ['el', 'gr'],
    ['uk', 'ua'],
    ['hi', 'in'],
    ['it', 'it'],
    ['PT', 'pt'],
  ])('%s → %s', (language, country) => {
    expect(countryForLanguage(language)).toBe(country);
  });
});
