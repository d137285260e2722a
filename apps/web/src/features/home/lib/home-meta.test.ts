import type { ApiClient } from '@wegweiser/client/api-client';
import { describe, expect, it } from 'vitest';
import { TextStore } from '../../../shared/content/text-store';
import { meta } from '../home-page';

const store = (rows: [type: string, language: string, content: string][]) => {
  const texts = new TextStore({} as ApiClient);
  texts.cache.restore(rows);
  return texts;
};

describe('home meta()', () => {
  it('returns meta_title and meta_description of the language', () => {
    const texts = store([
      ['meta_title', 'en', 'Life & Career Coaching'],
      ['meta_description', 'en', 'Gain clarity.'],
      ['meta_title', 'de', 'Life-Coaching'],
    ]);
    expect(meta({ texts, language: 'en', defaultLanguage: 'de' })).toEqual({
      title: 'Life & Career Coaching',
      description: 'Gain clarity.',
    });
  });

  it('falls back to the default language like every managed text', () => {
    const texts = store([['meta_title', 'de', 'Life-Coaching']]);
    expect(meta({ texts, language: 'fr', defaultLanguage: 'de' })).toEqual({ title: 'Life-Coaching' });
  });

  it('overrides nothing when the texts do not exist or are blank', () => {
    expect(meta({ texts: store([]), language: 'de', defaultLanguage: 'de' })).toEqual({});
    const blank = store([
      ['meta_title', 'de', '  '],
      ['meta_description', 'de', ''],
    ]);
    expect(meta({ texts: blank, language: 'de', defaultLanguage: 'de' })).toEqual({});
  });
});
