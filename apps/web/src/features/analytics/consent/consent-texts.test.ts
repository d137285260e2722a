import { LANGUAGE_CODES } from '@wegweiser/contracts/constants';
import { describe, expect, it } from 'vitest';
import { CONSENT_TEXTS, consentTexts } from './consent-texts';

describe('consent texts', () => {
  it.each(LANGUAGE_CODES)('%s has every text, none blank', (code) => {
    const texts = CONSENT_TEXTS[code];
    expect(Object.keys(texts).sort()).toEqual(Object.keys(CONSENT_TEXTS.de).sort());
    for (const value of Object.values(texts)) expect(value.trim()).not.toBe('');
  });

  it('is German first and falls back to German', () => {
    expect(consentTexts('de').accept).toBe('Zustimmen');
    expect(consentTexts('de').reject).toBe('Ablehnen');
    expect(consentTexts('xx')).toBe(CONSENT_TEXTS.de);
    expect(consentTexts('en').reject).toBe('Decline');
  });
});
