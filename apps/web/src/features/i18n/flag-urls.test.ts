import { LANGUAGE_CODES } from '@wegweiser/contracts/constants';
import { describe, expect, it } from 'vitest';
import { countryForLanguage } from '../../shared/i18n/country-for-language';
import { FLAG_URLS, flagUrl } from './flag-urls';

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
