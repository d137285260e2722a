import type { Language } from '@wegweiser/contracts';
import { isSelectable } from '@wegweiser/contracts/language';
import { describe, expect, it } from 'vitest';
import {
  dropdownAlignment,
  LANGUAGE_BUTTON_ICON_PX,
  LANGUAGE_DROPDOWN_WIDTH,
  LANGUAGE_LIST_ICON_PX,
  languageOptions,
  selectorLabel,
} from './language-options';

const language = (code: Language['code'], order: number, is_active = true): Language => ({
  code,
  name: code,
  native_name: code,
  flag: '',
  is_default: code === 'de',
  is_active,
  order,
});

describe('languageOptions', () => {
  it('is loading while neither data nor an error exists', () => {
    expect(languageOptions(undefined, undefined)).toEqual({ status: 'loading' });
  });

  it('lists active languages by order', () => {
    const result = languageOptions(
      [language('fr', 4), language('de', 1), language('zh', 5, false)],
      undefined,
    );
    expect(result.status === 'ready' && result.languages.map((l) => l.code)).toEqual(['de', 'fr']);
  });

  it('silently falls back to de, en, es (Deutsch, English, Español) when the list fails', () => {
    const result = languageOptions(undefined, new Error('offline'));
    expect(result.status).toBe('ready');
    if (result.status !== 'ready') return;
    expect(result.languages.map((l) => [l.code, l.native_name, l.is_default, l.order])).toEqual([
      ['de', 'Deutsch', true, 1],
      ['en', 'English', false, 2],
      ['es', 'Español', false, 3],
    ]);
  });

  it('only a code in the available list is selectable', () => {
    const result = languageOptions([language('de', 1), language('en', 2)], undefined);
    const available = result.status === 'ready' ? result.languages : [];
    expect(isSelectable('en', available)).toBe(true);
    expect(isSelectable('fr', available)).toBe(false);
  });
});

describe('dropdownAlignment', () => {
  it.each([
    [390, 'center'],
    [1023, 'center'],
    [1024, 'left'],
    [1440, 'left'],
  ] as const)('%i px → %s', (width, alignment) => {
    expect(dropdownAlignment(width)).toBe(alignment);
  });
});

describe('selector constants and label', () => {
  it('uses the spec numbers', () => {
    expect(LANGUAGE_DROPDOWN_WIDTH).toBe('12rem');
    expect(LANGUAGE_BUTTON_ICON_PX).toBe(18);
    expect(LANGUAGE_LIST_ICON_PX).toBe(20);
  });

  it('names the selector in the page language, English otherwise', () => {
    expect(selectorLabel('de')).toBe('Sprache');
    expect(selectorLabel('xx')).toBe('Language');
  });
});
