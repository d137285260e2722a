import { describe, expect, it } from 'vitest';
import { ANALYTICS, CONTENT_CACHE_TTL_MS, isValidEmail, LANGUAGE_CODES, STORAGE_KEYS } from './constants';
import { MESSAGES, translate } from './messages';

describe('newsletter email rule (spec section 5)', () => {
  it.each([
    ['anna@example.com', true],
    ['a.b+c@sub.example.de', true],
    ['x@y.z', true],
    ['', false],
    ['anna@example', false],
    ['anna example@example.com', false],
    ['anna@exa mple.com', false],
    ['@example.com', false],
    ['anna@.com', false],
    ['annaexample.com', false],
    ['anna@@example.com', false],
    // Control characters no mail header can carry (the fuzz's 500: a C1 control in the domain).
    ['anna@\u008cexample.com', false],
    ['an\u0085na@example.com', false],
    ['anna@exam\u007fple.com', false],
    ['anna@example.c\u0000om', false],
    ['anna@例え.jp', true],
  ])('%j → %s', (email, valid) => {
    expect(isValidEmail(email)).toBe(valid);
  });
});

describe('spec constants', () => {
  it('names the spec numbers once', () => {
    expect(LANGUAGE_CODES).toEqual(['de', 'en', 'es', 'fr', 'zh']);
    expect(STORAGE_KEYS).toEqual({
      language: 'selectedLanguage',
      themeMode: 'theme-mode',
      analyticsConsent: 'analytics-consent',
    });
    expect(CONTENT_CACHE_TTL_MS).toBe(300_000);
    expect(ANALYTICS.sessionTimeoutMs).toBe(1_800_000);
    expect(ANALYTICS.batchSize).toBe(10);
    expect(ANALYTICS.maxEventsPerRequest).toBe(100);
  });
});

describe('message catalogue', () => {
  it('has every message in every language', () => {
    for (const [key, texts] of Object.entries(MESSAGES)) {
      for (const language of LANGUAGE_CODES) {
        expect(texts[language], `${key}.${language}`).toMatch(/\S/);
      }
    }
  });

  it('fills parameters and keeps unknown placeholders', () => {
    expect(translate('too_long', 'en', { maximum: 5 })).toBe(
      'This value is too long (at most 5 characters).',
    );
    expect(translate('rate_limited', 'de', {})).toContain('{seconds}');
  });
});
