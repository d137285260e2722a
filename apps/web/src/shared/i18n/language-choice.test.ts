import { type CookieJar, readCookie } from '@wegweiser/client/cookies';
import { STORAGE_KEYS } from '@wegweiser/contracts/constants';
import { describe, expect, it } from 'vitest';
import { type LanguageChoiceStore, languageAtStart, saveLanguageChoice } from './language-choice';
import { writeLanguageCookie } from './language-cookie';

const available = ['de', 'en', 'fr'].map((code) => ({ code, is_default: code === 'de' }));

/** document.cookie's behaviour: assignments set one cookie, reading lists name=value pairs. */
class FakeJar implements CookieJar {
  readonly writes: string[] = [];
  readonly #values = new Map<string, string>();
  get cookie() {
    return [...this.#values].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  set cookie(assignment: string) {
    this.writes.push(assignment);
    const [pair = ''] = assignment.split(';');
    const [name = '', ...value] = pair.split('=');
    this.#values.set(name.trim(), value.join('='));
  }
}

function browser(saved?: string, cookie?: string, https = false) {
  const jar = new FakeJar();
  if (cookie) jar.cookie = `selectedLanguage=${cookie}`;
  jar.writes.length = 0;
  const items = new Map<string, string>(saved ? [[STORAGE_KEYS.language, saved]] : []);
  const storageWrites: string[] = [];
  const storage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      storageWrites.push(`${key}=${value}`);
      items.set(key, value);
    },
  };
  const store: LanguageChoiceStore = {
    storage,
    readCookie: () => readCookie('selectedLanguage', jar),
    writeCookie: (code) => writeLanguageCookie(code, jar, https),
  };
  return { jar, store, storageWrites };
}

describe('the selectedLanguage cookie and storage', () => {
  it('a first visit writes nothing: the negotiated language is not a choice', () => {
    for (const language of ['de', 'en']) {
      const { jar, store, storageWrites } = browser();
      expect(languageAtStart(store, { language, available, explicit: false })).toBe('start');
      expect(jar.writes).toEqual([]);
      expect(storageWrites).toEqual([]);
    }
  });

  it('a page whose ?lang decides the language writes nothing, even with a saved choice', () => {
    const { jar, store } = browser('fr');
    expect(languageAtStart(store, { language: 'en', available, explicit: true })).toBe('start');
    expect(jar.writes).toEqual([]);
  });

  it('a saved choice the cookie does not carry (expired, cleared) is mirrored, and the page renders again', () => {
    const { jar, store } = browser('fr');
    expect(languageAtStart(store, { language: 'de', available, explicit: false })).toBe('reload');
    expect(jar.writes).toEqual(['selectedLanguage=fr; Path=/; Max-Age=31536000; SameSite=Lax']);
    const same = browser('de', 'en');
    expect(languageAtStart(same.store, { language: 'de', available, explicit: false })).toBe('start');
    expect(same.jar.writes).toEqual(['selectedLanguage=de; Path=/; Max-Age=31536000; SameSite=Lax']);
  });

  it('a saved choice the cookie already carries writes nothing', () => {
    const { jar, store } = browser('fr', 'fr');
    expect(languageAtStart(store, { language: 'fr', available, explicit: false })).toBe('start');
    expect(jar.writes).toEqual([]);
  });

  it('a saved language that is no longer available is no choice', () => {
    const { jar, store } = browser('zh');
    expect(languageAtStart(store, { language: 'de', available, explicit: false })).toBe('start');
    expect(jar.writes).toEqual([]);
  });

  it('choosing in the language selector saves the language and writes the cookie', () => {
    const { jar, store, storageWrites } = browser(undefined, undefined, true);
    saveLanguageChoice(store, 'en');
    expect(storageWrites).toEqual([`${STORAGE_KEYS.language}=en`]);
    expect(jar.writes).toEqual(['selectedLanguage=en; Path=/; Max-Age=31536000; SameSite=Lax; Secure']);
    expect(readCookie('selectedLanguage', jar)).toBe('en');
  });

  it('without storage the cookie still carries the choice', () => {
    const { jar, store } = browser();
    const failing: LanguageChoiceStore = {
      ...store,
      storage: {
        getItem: () => {
          throw new Error('denied');
        },
        setItem: () => {
          throw new Error('denied');
        },
      },
    };
    expect(languageAtStart(failing, { language: 'de', available, explicit: false })).toBe('start');
    saveLanguageChoice(failing, 'fr');
    expect(jar.writes).toEqual(['selectedLanguage=fr; Path=/; Max-Age=31536000; SameSite=Lax']);
  });
});
