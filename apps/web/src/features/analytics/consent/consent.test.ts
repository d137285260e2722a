import { STORAGE_KEYS } from '@wegweiser/contracts/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY, saveConsent } from './consent';

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
