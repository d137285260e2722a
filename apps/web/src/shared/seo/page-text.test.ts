import { describe, expect, it } from 'vitest';
import { resolvePageText } from './page-text';
import { DEFAULT_SEO } from './seo-resource';

const tagged = {
  page_title: 'Über uns',
  meta_description: 'Beschreibung',
  og_title: 'OG Titel',
  og_description: 'OG Beschreibung',
  twitter_title: 'Tw Titel',
  twitter_description: 'Tw Beschreibung',
};

describe('resolvePageText', () => {
  it('a tagged page uses its SEO settings, the title with the " | {site_name}" suffix', () => {
    expect(resolvePageText({ tagged, siteName: 'Wegweiser' })).toEqual({
      title: 'Über uns | Wegweiser',
      description: 'Beschreibung',
      ogTitle: 'OG Titel',
      ogDescription: 'OG Beschreibung',
      twitterTitle: 'Tw Titel',
      twitterDescription: 'Tw Beschreibung',
    });
  });

  it("the page's own title and description win over the settings (home meta_title); social texts stay", () => {
    const text = resolvePageText({ tagged, own: { title: 'Meta', description: 'Meta desc' }, siteName: 'W' });
    expect(text).toMatchObject({ title: 'Meta | W', description: 'Meta desc', ogTitle: 'OG Titel' });
  });

  it('empty social texts fall back to the page texts, Twitter to Open Graph', () => {
    const text = resolvePageText({
      tagged: { ...tagged, og_title: '', og_description: '', twitter_title: '', twitter_description: '' },
      siteName: 'W',
    });
    expect(text).toMatchObject({
      ogTitle: 'Über uns',
      ogDescription: 'Beschreibung',
      twitterTitle: 'Über uns',
      twitterDescription: 'Beschreibung',
    });
  });

  it("an untagged detail page uses its content; without a description, the site's", () => {
    expect(
      resolvePageText({ tagged: null, own: { title: 'Impressum' }, siteName: 'W', siteDescription: 'Site' }),
    ).toEqual({
      title: 'Impressum | W',
      description: 'Site',
      ogTitle: 'Impressum',
      ogDescription: 'Site',
      twitterTitle: 'Impressum',
      twitterDescription: 'Site',
    });
  });

  it("failed SEO settings give the spec's default description; no title gives the site name", () => {
    const text = resolvePageText({ tagged: DEFAULT_SEO, siteName: 'W' });
    expect(text.title).toBe('W');
    expect(text.description).toBe('Professional Life Coaching Services');
    expect(text.ogTitle).toBe('W');
  });
});
