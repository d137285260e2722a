import {
  FooterItemListSchema,
  HeroMediaSchema,
  LanguageListSchema,
  LegalPageListSchema,
  LegalPageSchema,
  LocationListSchema,
  QualificationListSchema,
  SeoSettingsListSchema,
  SiteSettingsSchema,
  SocialMediaSettingsSchema,
  StaticContentListSchema,
  StaticContentSchema,
  StatListSchema,
  ThemeCssVariablesSchema,
  ThemeSchema,
} from '@wegweiser/contracts';
import {
  DURATION_UNIT_CONTENT_TYPES,
  HOME_CONTENT_TYPES,
  LANGUAGE_CODES,
  PACKAGE_DETAIL_CONTENT_TYPES,
  SEO_PAGE_IDENTIFIERS,
  THEME_SHADES,
} from '@wegweiser/contracts/constants';
import { LAYOUT_CONTENT_TYPES } from '@wegweiser/contracts/layout-texts';
import { eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { z } from 'zod';
import { staticContents } from '../src/db/schema';
import { setupApp } from './helpers/build-app';
import { expectShape } from './helpers/contract';

const t = setupApp();

/** The body matches the contract exactly: parsing neither fails nor drops a field. */
const endpoints: [string, z.ZodType][] = [
  ['/api/languages/', LanguageListSchema],
  ['/api/content/site-settings/current/', SiteSettingsSchema],
  ['/api/content/themes/active/', ThemeSchema],
  ['/api/content/themes/css_variables/', ThemeCssVariablesSchema],
  ['/api/content/social-media-settings/by_language/', SocialMediaSettingsSchema],
  ['/api/content/footer-items/', FooterItemListSchema],
  ['/api/content/static-content/', StaticContentListSchema],
  ['/api/content/static-content/by_type/?type=hero_title', StaticContentSchema],
  ['/api/content/multilingual/static-content/', StaticContentListSchema],
  ['/api/content/multilingual/static-content/by_type/?type=hero_title', StaticContentListSchema],
  [
    '/api/content/multilingual/static-content/by_types/?types=hero_title,hero_subtitle',
    StaticContentListSchema,
  ],
  ['/api/content/multilingual/seo-settings/?page_identifier=home', SeoSettingsListSchema],
  ['/api/content/multilingual/stats/', StatListSchema],
  ['/api/content/hero-media/active/', HeroMediaSchema],
  ['/api/content/multilingual-hero-media/active/', HeroMediaSchema],
  ['/api/content/multilingual/qualifications/', QualificationListSchema],
  ['/api/content/multilingual/locations/', LocationListSchema],
  ['/api/content/legal-pages/', LegalPageListSchema],
  ['/api/content/legal-pages/by_type/?type=privacy', LegalPageSchema],
  ['/api/content/legal-pages/privacy/', LegalPageSchema],
  ['/api/content/legal-pages/imprint/', LegalPageSchema],
  ['/api/content/legal-pages/terms/', LegalPageSchema],
  ['/api/content/legal-pages/1/', LegalPageSchema],
];

describe('content endpoints answer with their contract shape', () => {
  for (const language of LANGUAGE_CODES) {
    it.each(endpoints)(`GET %s in ${language}`, async (url, schema) => {
      const separator = url.includes('?') ? '&' : '?';
      const response = await t.get(`${url}${separator}language=${language}`);
      expect(response.status).toBe(200);
      expectShape(schema, response.body);
    });
  }
});

describe('languages', () => {
  it('lists de, en, es, fr, zh in order with de as default', async () => {
    const { body } = await t.get('/api/languages/');
    expect(body.results.map((l: { code: string }) => l.code)).toEqual(['de', 'en', 'es', 'fr', 'zh']);
    expect(
      body.results.filter((l: { is_default: boolean }) => l.is_default).map((l: { code: string }) => l.code),
    ).toEqual(['de']);
    expect(body.count).toBe(5);
  });
});

describe('language switching and fallback', () => {
  it('answers in the requested language', async () => {
    const de = await t.get('/api/content/static-content/by_type/?type=footer_legal_privacy&language=de');
    const en = await t.get('/api/content/static-content/by_type/?type=footer_legal_privacy&language=en');
    expect(de.body.language).toBe('de');
    expect(en.body.language).toBe('en');
    expect(de.body.content).not.toBe(en.body.content);
  });

  it.each(['xx', 'DE-at', '', 'ru'])('treats unknown language %j as the default language', async (code) => {
    const unknown = await t.get(`/api/content/multilingual/stats/?language=${code}`);
    const de = await t.get('/api/content/multilingual/stats/?language=de');
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(de.body);
  });

  it('accepts a language code in another case', async () => {
    const upper = await t.get('/api/content/site-settings/current/?language=EN');
    expect(upper.body.language).toBe('en');
  });

  it('falls back to the default language per field when a translation is missing', async () => {
    const [original] = await t.database.db
      .select()
      .from(staticContents)
      .where(eq(staticContents.contentType, 'hero_title'));
    onTestFinished(async () => {
      await t.database.db
        .update(staticContents)
        .set({ content: original?.content ?? {} })
        .where(eq(staticContents.contentType, 'hero_title'));
      t.api.responseCache.clear();
    });
    await t.database.db
      .update(staticContents)
      .set({ content: { de: 'Nur auf Deutsch', en: '', fr: 'Seulement en français' } })
      .where(eq(staticContents.contentType, 'hero_title'));
    t.api.responseCache.clear();
    const en = await t.get('/api/content/static-content/by_type/?type=hero_title&language=en');
    const fr = await t.get('/api/content/static-content/by_type/?type=hero_title&language=fr');
    const zh = await t.get('/api/content/static-content/by_type/?type=hero_title&language=zh');
    expect(en.body).toEqual({ content_type: 'hero_title', content: 'Nur auf Deutsch', language: 'en' });
    expect(fr.body.content).toBe('Seulement en français');
    expect(zh.body.content).toBe('Nur auf Deutsch');
  });
});

describe('seed content is complete in every language', () => {
  const required = [
    ...HOME_CONTENT_TYPES,
    ...PACKAGE_DETAIL_CONTENT_TYPES,
    ...DURATION_UNIT_CONTENT_TYPES,
    ...LAYOUT_CONTENT_TYPES,
  ];

  it.each(LANGUAGE_CODES)('every named managed text exists in %s', async (language) => {
    const rows = await t.database.db.select().from(staticContents);
    const byType = new Map(rows.map((row) => [row.contentType, row.content]));
    for (const type of required) {
      expect(byType.get(type)?.[language]?.trim(), `${type}.${language}`).toBeTruthy();
    }
  });

  it('package detail texts carry their placeholders', async () => {
    const { body } = await t.get(
      '/api/content/multilingual/static-content/by_types/?types=service_package_detail_services_included&language=en',
    );
    expect(body.results[0].content).toContain('{n}');
  });

  it.each(SEO_PAGE_IDENTIFIERS)('SEO settings for %s exist in every language', async (page) => {
    for (const language of LANGUAGE_CODES) {
      const { body } = await t.get(
        `/api/content/multilingual/seo-settings/?page_identifier=${page}&language=${language}`,
      );
      expect(body.results).toHaveLength(1);
      const [seo] = body.results;
      for (const field of [
        'page_title',
        'meta_description',
        'og_title',
        'og_description',
        'twitter_title',
        'twitter_description',
      ]) {
        expect(seo[field], `${page}.${field}.${language}`).toMatch(/\S/);
      }
    }
  });

  it('has a theme with full palettes and fonts', async () => {
    const { body } = await t.get('/api/content/themes/active/');
    for (const palette of ['primary_colors', 'accent_colors', 'dark_colors']) {
      expect(Object.keys(body[palette]).sort()).toEqual([...THEME_SHADES].sort());
      for (const color of Object.values(body[palette])) expect(color).toMatch(/^#[0-9a-f]{6}$/i);
    }
    expect(body.fonts.body).toBe('Inter');
    expect(body.css_variables['--font-body']).toContain('Inter');
    expect(body.css_variables['--font-display']).toBeTruthy();
    expect(body.css_variables['--color-primary-500']).toBe(body.primary_colors['500']);
  });

  it('site settings enable blog and career and mark the business identity as demo data', async () => {
    const { body } = await t.get('/api/content/site-settings/current/');
    expect(body.blog_enabled).toBe(true);
    expect(body.career_enabled).toBe(true);
    expect(body.business.is_demo_data).toBe(true);
    expect(body.business.owner_name).toMatch(/demo/i);
  });

  it('has four stats, hero media, footer items and social links', async () => {
    expect((await t.get('/api/content/multilingual/stats/')).body.count).toBe(4);
    expect((await t.get('/api/content/hero-media/active/')).body.media_type).toMatch(/^(image|video)$/);
    expect((await t.get('/api/content/footer-items/')).body.count).toBeGreaterThan(0);
    const social = (await t.get('/api/content/social-media-settings/by_language/?language=fr')).body;
    expect(social.language_code).toBe('fr');
    expect(social.instagram_url).toMatch(/^https:\/\//);
  });

  it('has privacy, imprint and terms pages', async () => {
    const { body } = await t.get('/api/content/legal-pages/');
    expect(body.results.map((page: { type: string }) => page.type).sort()).toEqual([
      'imprint',
      'privacy',
      'terms',
    ]);
    const imprint = await t.get('/api/content/legal-pages/imprint/?language=de');
    expect(imprint.body.content).toMatch(/Demo/);
  });
});

describe('not found and bad requests', () => {
  it.each([
    '/api/content/legal-pages/9999/',
    '/api/content/legal-pages/unknown-page/',
    '/api/content/legal-pages/99999999999999999999/',
    '/api/content/static-content/by_type/?type=no_such_type',
    '/api/content/multilingual/static-content/by_type/?type=no_such_type',
    '/api/no/such/endpoint/',
  ])('GET %s → 404 {message}', async (url) => {
    const response = await t.get(url);
    expect(response.status).toBe(404);
    expect(Object.keys(response.body)).toEqual(['message']);
    expect(response.body.message).toMatch(/\S/);
  });

  it('answers 404 in the requested language', async () => {
    const response = await t.get('/api/content/legal-pages/unknown/?language=en');
    expect(response.body).toEqual({ message: 'Not found.' });
  });

  it.each([
    ['/api/content/static-content/by_type/', 'type', 'This field is required.'],
    ['/api/content/static-content/by_type/?type=', 'type', 'This field is required.'],
    ['/api/content/static-content/by_type/?type=Bad%20Type', 'type', 'Invalid value.'],
    ['/api/content/multilingual/static-content/by_types/', 'types', 'This field is required.'],
    ['/api/content/legal-pages/by_type/?type=cookies', 'type', 'Invalid value.'],
    ['/api/content/legal-pages/by_type/', 'type', 'This field is required.'],
    ['/api/content/multilingual/seo-settings/?page_identifier=landing', 'page_identifier', 'Invalid value.'],
  ])('GET %s → 400 with a field error', async (url, field, message) => {
    const separator = url.includes('?') ? '&' : '?';
    const response = await t.get(`${url}${separator}language=en`);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Please check your input.');
    expect(response.body[field]).toEqual([message]);
  });

  it('by_types keeps the requested order and leaves unknown types out', async () => {
    const { body } = await t.get(
      '/api/content/multilingual/static-content/by_types/?types=hero_subtitle,unknown_type,hero_title,hero_subtitle',
    );
    expect(body.results.map((item: { content_type: string }) => item.content_type)).toEqual([
      'hero_subtitle',
      'hero_title',
    ]);
  });

  it('rejects more than 100 types at once', async () => {
    const types = Array.from({ length: 101 }, (_, i) => `type_${i}`).join(',');
    const response = await t.get(
      `/api/content/multilingual/static-content/by_types/?types=${types}&language=de`,
    );
    expect(response.status).toBe(400);
    expect(response.body.types).toEqual(['Zu viele Einträge (höchstens 100).']);
  });
});
