import { describe, expect, it } from 'vitest';
import { packages } from './data/packages';
import { blogPosts } from './data/posts';
import { services } from './data/services';
import { footerItems, heroMedia, siteSettings, socialMedia } from './data/site';
import { assertSeedUrls, type SeedUrls, seedUrlIssues } from './validate-urls';

const seedData: SeedUrls = {
  siteSettings,
  socialMedia,
  footerItems,
  heroMedia,
  services,
  packages,
  blogPosts,
};

describe('seed URL validation (decision 022)', () => {
  it('passes the seeded demo content', () => {
    expect(seedUrlIssues(seedData)).toEqual([]);
    expect(() => assertSeedUrls(seedData)).not.toThrow();
  });

  it('refuses a javascript: URL in a seed-shaped footer item', () => {
    const [first, ...rest] = footerItems;
    if (!first) throw new Error('the seed has footer items');
    const data = { ...seedData, footerItems: [{ ...first, url: 'javascript:alert(1)' }, ...rest] };
    expect(seedUrlIssues(data)).toEqual(['footerItems[0].url: invalid_url']);
    expect(() => assertSeedUrls(data)).toThrow(/footerItems\[0\]\.url/);
  });

  it('refuses hostile URLs in every kind of owner-set field', () => {
    const [service] = services;
    const [post] = blogPosts;
    const [hero] = heroMedia;
    const [social] = socialMedia;
    if (!service || !post || !hero || !social) throw new Error('the seed has these rows');
    const data: SeedUrls = {
      ...seedData,
      siteSettings: {
        ...siteSettings,
        headerLogo: 'javascript:alert(1)',
        headerLogoLink: '//evil.example',
        contactButtonRedirectUrl: 'java\tscript:alert(1)',
        footerButtonUrl: 'vbscript:msgbox(1)',
        faviconLogo: 'data:image/svg+xml;base64,PHN2Zz4=',
        aboutLogo: 'file:///etc/passwd',
      },
      socialMedia: [{ ...social, xUrl: 'javascript:alert(1)' }],
      heroMedia: [{ ...hero, imageUrl: '/\\evil.example/x.png', videoUrl: ' javascript:x', embedUrl: null }],
      services: [{ ...service, image: 'data:text/html,<b>', cardImageUrl: 'mailto:a@example.com' }],
      packages: [],
      blogPosts: [{ ...post, coverImage: 'JaVaScRiPt:alert(1)' }],
    };
    expect(seedUrlIssues(data)).toEqual([
      'siteSettings.headerLogo: invalid_url',
      'siteSettings.headerLogoLink: invalid_url',
      'siteSettings.contactButtonRedirectUrl: invalid_url',
      'siteSettings.footerButtonUrl: invalid_url',
      'siteSettings.faviconLogo: invalid_url',
      'siteSettings.aboutLogo: invalid_url',
      'socialMedia[0].xUrl: invalid_url',
      'heroMedia[0].videoUrl: invalid_url',
      'heroMedia[0].imageUrl: invalid_url',
      `${service.slug}.image: invalid_url`,
      `${service.slug}.cardImageUrl: invalid_url`,
      `${post.slug}.coverImage: invalid_url`,
    ]);
  });
});
