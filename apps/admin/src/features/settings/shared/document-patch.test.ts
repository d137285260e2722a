/** A save sends only what changed, translatable fields per language with removals as null. */
import { describe, expect, it } from 'vitest';
import { buildPatch, documentPaths } from './document-patch';

describe('buildPatch', () => {
  const before = {
    site_name: { de: 'Wegweiser', en: 'Signpost' },
    blog_enabled: true,
    header_logo: null,
    business: { city: 'Berlin', email: 'a@example.org' },
  };

  it('sends nothing when nothing changed', () => {
    expect(buildPatch(before, structuredClone(before))).toEqual({});
  });

  it('sends changed languages only, an emptied one as null, and changed plain fields whole', () => {
    const after = {
      ...before,
      site_name: { de: 'Neuer Name', fr: 'Nom' },
      blog_enabled: false,
      header_logo: '/media/logo.png',
      business: { city: 'Hamburg', email: 'a@example.org' },
    };
    expect(buildPatch(before, after)).toEqual({
      site_name: { de: 'Neuer Name', en: null, fr: 'Nom' },
      blog_enabled: false,
      header_logo: '/media/logo.png',
      business: { city: 'Hamburg', email: 'a@example.org' },
    });
  });

  it('names every path the API may report an error on', () => {
    expect(documentPaths(before, ['de', 'en'])).toEqual([
      'site_name',
      'site_name.de',
      'site_name.en',
      'blog_enabled',
      'header_logo',
      'business',
      'business.city',
      'business.email',
    ]);
  });
});
