import { describe, expect, it } from 'vitest';
import { pick } from './localize';

describe('pick (per-field fallback)', () => {
  it.each([
    [{ de: 'Hallo', en: 'Hello' }, 'en', 'Hello'],
    [{ de: 'Hallo', en: '' }, 'en', 'Hallo'],
    [{ de: 'Hallo', en: '   ' }, 'en', 'Hallo'],
    [{ de: 'Hallo' }, 'fr', 'Hallo'],
    [{ es: 'Hola' }, 'fr', 'Hola'],
    [{}, 'zh', ''],
  ] as const)('%j in %s → %j', (translations, language, expected) => {
    expect(pick(translations, language, 'de')).toBe(expected);
  });
});
