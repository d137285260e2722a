import { STORAGE_KEYS } from '@wegweiser/contracts/constants';
import { describe, expect, it } from 'vitest';
import { CLICK_MAP_FRAME_ATTRIBUTE } from '../lib/click-map-frame';
import { CONSENT_ASK_ATTRIBUTE, consentBootScript, decideConsent, hasPrivacySignal } from './consent-rule';

describe('decideConsent', () => {
  it.each([
    [null, false, 'ask'],
    ['', false, 'ask'],
    ['yes', false, 'ask'],
    ['granted', false, 'granted'],
    ['denied', false, 'denied'],
    // Do Not Track / Global Privacy Control count as a rejection, whatever was stored.
    [null, true, 'denied'],
    ['granted', true, 'denied'],
    ['denied', true, 'denied'],
  ] as const)('stored %j with privacy signal %s → %s', (stored, signal, expected) => {
    expect(decideConsent(stored, signal)).toBe(expected);
  });
});

describe('hasPrivacySignal', () => {
  it.each([
    [{}, {}, false],
    [{ doNotTrack: '0' }, {}, false],
    [{ doNotTrack: 'unspecified' }, {}, false],
    [{ doNotTrack: null, globalPrivacyControl: false }, { doNotTrack: null }, false],
    [{ doNotTrack: '1' }, {}, true],
    [{}, { doNotTrack: '1' }, true],
    [{ globalPrivacyControl: true }, {}, true],
  ])('navigator %j, window %j → %s', (nav, win, expected) => {
    expect(hasPrivacySignal(nav, win)).toBe(expected);
  });
});

describe('consentBootScript', () => {
  /** Runs the head script against a fake browser; returns the attribute it left on <html>. */
  function boot(
    stored: string | null | 'throws',
    nav: Record<string, unknown>,
    win: Record<string, unknown>,
    marks: Record<string, string> = {},
  ) {
    const attributes = new Map<string, string>(Object.entries(marks));
    const document = {
      documentElement: {
        setAttribute: (name: string, value: string) => attributes.set(name, value),
        hasAttribute: (name: string) => attributes.has(name),
      },
    };
    const localStorage = {
      getItem: (key: string) => {
        if (stored === 'throws') throw new Error('SecurityError');
        return key === STORAGE_KEYS.analyticsConsent ? stored : null;
      },
    };
    new Function('navigator', 'window', 'localStorage', 'document', consentBootScript())(
      nav,
      win,
      localStorage,
      document,
    );
    return attributes.get(CONSENT_ASK_ATTRIBUTE) ?? null;
  }

  it.each([
    [null, {}, {}],
    ['', {}, {}],
    ['yes', {}, {}],
    ['granted', {}, {}],
    ['denied', {}, {}],
    [null, { doNotTrack: '1' }, {}],
    [null, {}, { doNotTrack: '1' }],
    ['granted', { globalPrivacyControl: true }, {}],
    [null, { doNotTrack: '0', globalPrivacyControl: false }, {}],
  ] as const)(
    'stored %j, navigator %j, window %j: marks "ask" exactly when decideConsent asks',
    (stored, nav, win) => {
      const expected = decideConsent(stored, hasPrivacySignal(nav, win)) === 'ask' ? 'ask' : null;
      expect(boot(stored, nav, win)).toBe(expected);
    },
  );

  it('asks when storage cannot be read (nothing could have been stored)', () => {
    expect(boot('throws', {}, {})).toBe('ask');
  });

  it('asks nobody in the console’s click map (the page marked by the script before it; decision 088)', () => {
    expect(boot(null, {}, {}, { [CLICK_MAP_FRAME_ATTRIBUTE]: '' })).toBeNull();
  });
});
