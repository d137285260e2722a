import { STORAGE_KEYS } from '@wegweiser/contracts/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CONSENT_ASK_ATTRIBUTE,
  consentBootScript,
  decideConsent,
  hasPrivacySignal,
  SESSION_STORAGE_KEY,
  saveConsent,
} from './consent';

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

describe('saveConsent', () => {
  afterEach(() => vi.unstubAllGlobals());

  const stubStorage = () => {
    const local = new Map<string, string>();
    const session = new Map<string, string>([[SESSION_STORAGE_KEY, '{"id":"x","lastActivity":1}']]);
    const api = (map: Map<string, string>) => ({
      getItem: (key: string) => map.get(key) ?? null,
      setItem: (key: string, value: string) => map.set(key, value),
      removeItem: (key: string) => map.delete(key),
    });
    vi.stubGlobal('window', { localStorage: api(local), sessionStorage: api(session) });
    return { local, session };
  };

  it("stores 'granted' under analytics-consent", () => {
    const { local, session } = stubStorage();
    saveConsent('granted');
    expect(STORAGE_KEYS.analyticsConsent).toBe('analytics-consent');
    expect(local.get('analytics-consent')).toBe('granted');
    expect(session.has(SESSION_STORAGE_KEY)).toBe(true);
  });

  it("stores 'denied' and removes the analytics session from the device", () => {
    const { local, session } = stubStorage();
    saveConsent('denied');
    expect(local.get('analytics-consent')).toBe('denied');
    expect(session.has(SESSION_STORAGE_KEY)).toBe(false);
  });

  it('ignores storage that throws', () => {
    const throwing = () => {
      throw new Error('blocked');
    };
    vi.stubGlobal('window', {
      localStorage: { setItem: throwing },
      sessionStorage: { removeItem: throwing },
    });
    expect(() => saveConsent('denied')).not.toThrow();
  });
});

describe('consentBootScript', () => {
  /** Runs the head script against a fake browser; returns the attribute it left on <html>. */
  function boot(
    stored: string | null | 'throws',
    nav: Record<string, unknown>,
    win: Record<string, unknown>,
  ) {
    const attributes = new Map<string, string>();
    const document = {
      documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
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
});
