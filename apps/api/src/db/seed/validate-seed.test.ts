import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers/test-database';
import type { DatabaseHandle } from '../client';
import * as t from '../schema';
import { seed } from '.';
import { type SeedData, seedData } from './data';
import { assertValidSeed, SeedValidationError, seedIssues } from './validate-seed';

const first = <T>(items: readonly T[]): T => {
  const [item] = items;
  if (!item) throw new Error('the seed has rows of this kind');
  return item;
};

describe('the seed, parsed with the console’s create schemas (decision 024)', () => {
  it('passes as a whole', () => {
    expect(seedIssues(seedData)).toEqual([]);
    expect(() => assertValidSeed(seedData)).not.toThrow();
  });

  it('names entity, row and field of a broken row', () => {
    const service = first(seedData.services);
    const data: SeedData = {
      ...seedData,
      services: [
        { ...service, title: { ...service.title, en: 'Life\u0000coaching' } },
        ...seedData.services.slice(1),
      ],
      languages: [{ ...first(seedData.languages), nativeName: ' ' }, ...seedData.languages.slice(1)],
      stats: [{ ...first(seedData.stats), label: { de: '', en: ' ', es: '', fr: '', zh: '' } }],
      staticContent: {
        ...seedData.staticContent,
        'Hero Title': { de: 'x', en: 'x', es: 'x', fr: 'x', zh: 'x' },
      },
    };
    expect(seedIssues(data)).toEqual([
      `languages[de].native_name: required`,
      'staticContent[Hero Title].content_type: invalid_value',
      'stats[0].label: required',
      `services[${service.slug}].title.en: invalid_characters`,
    ]);
    expect(() => assertValidSeed(data)).toThrow(SeedValidationError);
    expect(() => assertValidSeed(data)).toThrow(/services\[[a-z-]+\]\.title\.en: invalid_characters/);
  });

  it('refuses slugs the site cannot reach and references to nothing', () => {
    const post = first(seedData.blogPosts);
    const pkg = first(seedData.packages);
    const data: SeedData = {
      ...seedData,
      blogPosts: [{ ...post, slug: '2026', categorySlug: 'gone' }],
      packages: [{ ...pkg, slug: 'Paket A', serviceSlugs: ['no-such-service'] }],
    };
    expect(seedIssues(data)).toEqual([
      'packages[Paket A].slug: invalid_value',
      'blogPosts[2026].slug: invalid_value',
      'packages[Paket A].service_slugs: unknown service no-such-service',
      'blogPosts[2026].category: unknown category gone',
    ]);
  });

  it('refuses hostile URLs in every kind of owner-set field (decision 022)', () => {
    const service = first(seedData.services);
    const post = first(seedData.blogPosts);
    const hero = first(seedData.heroMedia);
    const social = first(seedData.socialMedia);
    const footer = first(seedData.footerItems);
    const data: SeedData = {
      ...seedData,
      siteSettings: {
        ...seedData.siteSettings,
        headerLogo: 'javascript:alert(1)',
        headerLogoLink: '//evil.example',
        contactButtonRedirectUrl: 'java\tscript:alert(1)',
        footerButtonUrl: 'vbscript:msgbox(1)',
        faviconLogo: 'data:image/svg+xml;base64,PHN2Zz4=',
        aboutLogo: 'file:///etc/passwd',
      },
      socialMedia: [{ ...social, xUrl: 'javascript:alert(1)' }],
      footerItems: [{ ...footer, url: 'javascript:alert(1)' }],
      heroMedia: [{ ...hero, imageUrl: '/\\evil.example/x.png', videoUrl: ' javascript:x', embedUrl: null }],
      services: [{ ...service, image: 'data:text/html,<b>', cardImageUrl: 'mailto:a@example.com' }],
      packages: [],
      blogPosts: [{ ...post, coverImage: 'JaVaScRiPt:alert(1)' }],
    };
    expect(seedIssues(data)).toEqual([
      'siteSettings.header_logo: invalid_url',
      'siteSettings.header_logo_link: invalid_url',
      'siteSettings.contact_button_redirect_url: invalid_url',
      'siteSettings.footer_button_url: invalid_url',
      'siteSettings.favicon_logo: invalid_url',
      'siteSettings.about_logo: invalid_url',
      `socialMedia[${social.languageCode}].x_url: invalid_url`,
      'footerItems[0].url: invalid_url',
      'heroMedia[0].video_url: invalid_url',
      'heroMedia[0].image_url: invalid_url',
      `services[${service.slug}].image: invalid_url`,
      `services[${service.slug}].card_image_url: invalid_url`,
      `blogPosts[${post.slug}].cover_image: invalid_url`,
    ]);
  });
});

describe('the seed runner', () => {
  let database: DatabaseHandle;
  // A fresh database migrated from nothing (no copy of the prepared one: the seed must meet it
  // empty): all migrations run, which on a busy two-core machine can take longer than 10 s.
  beforeAll(async () => {
    database = await createTestDatabase({ empty: true });
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  it('stops before anything is written when a row is refused', async () => {
    const theme = { ...seedData.theme, fonts: { display: "Inter'; color: red", body: 'Inter' } };
    await expect(seed(database.db, { ...seedData, theme })).rejects.toThrow(
      /seed data refused.*theme\.fonts\.display: invalid_value/,
    );
    const [languages] = await database.db.select({ value: count() }).from(t.languages);
    expect(languages?.value).toBe(0);
  });
});
