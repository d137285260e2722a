import { describe, expect, it } from 'vitest';
import type { HeroMediaRow } from '../repositories/content-repository';
import {
  heroMediaOf,
  heroMediaView,
  legalPageView,
  locationView,
  seoSettingsView,
  staticContentView,
  statView,
} from './content-service';

const frOverDe = { language: 'fr', fallback: 'de' } as const;

const hero = (id: number, languageCode: string | null, fields: Partial<HeroMediaRow> = {}): HeroMediaRow => ({
  id,
  languageCode,
  mediaType: 'image',
  embedUrl: null,
  videoUrl: null,
  imageUrl: '/media/hero.svg',
  imageAlt: { de: 'Bild', fr: 'Image' },
  desktopMobileLayout: 'media_right',
  isActive: true,
  ...fields,
});

describe('the hero media of a language', () => {
  it("the language's own, else one for all languages, else the default language's (first by id)", () => {
    expect(heroMediaOf(frOverDe, [hero(1, 'de'), hero(2, null), hero(3, 'fr'), hero(4, 'fr')])?.id).toBe(3);
    expect(heroMediaOf(frOverDe, [hero(1, 'de'), hero(2, null)])?.id).toBe(2);
    expect(heroMediaOf(frOverDe, [hero(1, 'de')])?.id).toBe(1);
    expect(heroMediaOf(frOverDe, [])).toBeNull();
  });

  it('keeps only allow-listed URLs and picks the alt text of the language', () => {
    const view = heroMediaView(frOverDe, hero(1, null, { videoUrl: 'javascript:alert(1)' }));
    expect(view).toMatchObject({
      image_url: '/media/hero.svg',
      video_url: null,
      image_alt: 'Image',
      language: 'fr',
    });
  });
});

describe('the content views', () => {
  it('each text in the language, else the default language’s', () => {
    expect(
      staticContentView(frOverDe, { contentType: 'x', content: { de: 'Hallo' }, updatedAt: new Date() }),
    ).toEqual({ content_type: 'x', content: 'Hallo', language: 'fr' });
    expect(
      statView(frOverDe, {
        id: 1,
        number: '10+',
        label: { fr: 'ans', de: 'Jahre' },
        isActive: true,
        order: 0,
      }),
    ).toEqual({ id: 1, number: '10+', label: 'ans' });
    const updatedAt = new Date('2026-01-02T00:00:00Z');
    expect(
      legalPageView(frOverDe, {
        id: 1,
        type: 'imprint',
        slug: 'impressum',
        title: { de: 'Impressum', fr: ' ' },
        content: { de: 'Text' },
        isActive: true,
        updatedAt,
      }),
    ).toEqual({
      id: 1,
      type: 'imprint',
      slug: 'impressum',
      title: 'Impressum',
      content: 'Text',
      updated_at: '2026-01-02T00:00:00.000Z',
      language: 'fr',
    });
  });

  it('SEO settings and a location keep their order of fields and their untranslated values', () => {
    const seo = seoSettingsView(frOverDe, {
      id: 2,
      pageIdentifier: 'home',
      pageTitle: { fr: 'Accueil' },
      metaDescription: {},
      ogTitle: {},
      ogDescription: {},
      twitterTitle: {},
      twitterDescription: {},
      isActive: true,
    });
    expect(Object.keys(seo)).toEqual([
      'id',
      'page_identifier',
      'page_title',
      'meta_description',
      'og_title',
      'og_description',
      'twitter_title',
      'twitter_description',
      'is_active',
      'language',
    ]);
    expect(seo.page_title).toBe('Accueil');
    expect(seo.meta_description).toBe('');
    const location = locationView(frOverDe, {
      id: 1,
      name: { de: 'Praxis' },
      description: {},
      street: 'Weg 1',
      postalCode: '10115',
      city: 'Berlin',
      countryCode: 'DE',
      isOnline: false,
      isActive: true,
      order: 0,
    });
    expect(location).toMatchObject({
      name: 'Praxis',
      street: 'Weg 1',
      postal_code: '10115',
      country_code: 'DE',
    });
  });
});
