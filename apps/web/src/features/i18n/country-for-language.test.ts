import { LANGUAGE_CODES } from '@wegweiser/contracts/constants';
import { describe, expect, it } from 'vitest';
import { countryForLanguage } from './country-for-language';
import { FLAG_URLS, flagUrl } from './flag-urls';

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

describe('self-hosted flags', () => {
  const countries =
    'de at ch gb us ie fr be ca es mx ar co cl pe it pt br nl pl cz dk se no fi cn tw jp kr in ru tr gr ua';

  it('cover about 30 countries', () => {
    for (const country of countries.split(' '))
      expect(flagUrl(country), country).toMatch(/\.svg(\?no-inline)?$/);
    expect(Object.keys(FLAG_URLS).length).toBeGreaterThanOrEqual(30);
  });

  it('cover every supported language', () => {
    for (const code of LANGUAGE_CODES) expect(flagUrl(countryForLanguage(code)), code).toBeDefined();
  });

  it('return nothing for a country without a flag (the code text is shown instead)', () => {
    expect(flagUrl('xx')).toBeUndefined();
    expect(flagUrl('constructor')).toBeUndefined();
  });
});
