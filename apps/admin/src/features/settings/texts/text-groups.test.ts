/** Managed texts fall into page groups by name and are found by any language's text. */
import { describe, expect, it } from 'vitest';
import { groupOf, groupTexts } from './text-groups';

describe('managed text groups', () => {
  it('derives the page and section from the content type', () => {
    expect(groupOf('hero_title')).toBe('hero');
    expect(groupOf('service_package_detail_back_button')).toBe('service_package_detail');
    expect(groupOf('service_packages_title_first')).toBe('package');
    expect(groupOf('services_page_intro')).toBe('services');
    expect(groupOf('footer_copyright')).toBe('footer');
    expect(groupOf('duration_unit_weeks')).toBe('duration_unit');
    expect(groupOf('something_new')).toBe('other');
  });

  it('searches names and texts in every language, every word', () => {
    const texts = [
      { key: 'footer_copyright', content: { de: 'Alle Rechte vorbehalten', fr: 'Tous droits réservés' } },
      { key: 'hero_title', content: { de: 'Finde deinen Weg', en: 'Find your way' } },
    ];
    expect(groupTexts(texts, 'droits').map(([group]) => group)).toEqual(['footer']);
    expect(groupTexts(texts, 'hero title')[0]?.[1].map((text) => text.key)).toEqual(['hero_title']);
    expect(groupTexts(texts, 'WEG finde')).toHaveLength(1);
    expect(groupTexts(texts, 'nothing like this')).toEqual([]);
    expect(groupTexts(texts, '').map(([group]) => group)).toEqual(['hero', 'footer']);
  });
});
