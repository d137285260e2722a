import { LANGUAGE_CODES } from '@wegweiser/contracts/constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { consentTexts, loadConsentTexts } from './consent-texts';

describe('consent texts', () => {
  beforeAll(() => Promise.all(LANGUAGE_CODES.map((code) => loadConsentTexts(code))));

  it.each(LANGUAGE_CODES)('%s has every text, none blank, its own', (code) => {
    const texts = consentTexts(code);
    expect(Object.keys(texts).sort()).toEqual(Object.keys(consentTexts('de')).sort());
    for (const value of Object.values(texts)) expect(value.trim()).not.toBe('');
    if (code !== 'de') expect(texts.accept).not.toBe(consentTexts('de').accept);
  });

  it('is German first and falls back to German', () => {
    expect(consentTexts('de').accept).toBe('Zustimmen');
    expect(consentTexts('de').reject).toBe('Ablehnen');
    expect(consentTexts('xx')).toBe(consentTexts('de'));
    expect(consentTexts('en').reject).toBe('Decline');
  });
});
