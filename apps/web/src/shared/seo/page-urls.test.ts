import { describe, expect, it } from 'vitest';
import { absoluteUrl, alternateUrls, canonicalPath, languageUrl } from './page-urls';

describe('page URLs per language (decision 008)', () => {
  it.each([
    ['blog', '/blog', '?page=2&category=fuehrung&utm_source=x', '/blog?category=fuehrung&page=2'],
    ['blog', '/blog/', '?page=1', '/blog'],
    ['career', '/career', '?category=bad%20value&page=3', '/career?page=3'],
    ['contact', '/contact', '?context=hero_cta', '/contact'],
    ['services', '/services/', '?lang=en', '/services'],
    ['home', '/', '?lang=fr', '/'],
  ])('%s %s%s → canonical path %s', (routeId, pathname, search, expected) => {
    expect(canonicalPath(routeId, pathname, search)).toBe(expected);
  });

  it('the default language is the plain URL; others add lang after the content query', () => {
    expect(languageUrl('https://a.example', '/about', 'de', 'de')).toBe('https://a.example/about');
    expect(languageUrl('https://a.example', '/about', 'zh', 'de')).toBe('https://a.example/about?lang=zh');
    expect(languageUrl('https://a.example', '/blog?page=2', 'en', 'de')).toBe(
      'https://a.example/blog?page=2&lang=en',
    );
  });

  it('alternates name every language and x-default, the default language URL', () => {
    expect(alternateUrls('https://a.example', '/', ['de', 'en'], 'de')).toEqual([
      { hreflang: 'de', href: 'https://a.example/' },
      { hreflang: 'en', href: 'https://a.example/?lang=en' },
      { hreflang: 'x-default', href: 'https://a.example/' },
    ]);
  });

  it('makes site paths absolute, keeps http(s) URLs and drops anything else', () => {
    expect(absoluteUrl('https://a.example', '/media/x.png')).toBe('https://a.example/media/x.png');
    expect(absoluteUrl('https://a.example', 'https://cdn.example/x.png')).toBe('https://cdn.example/x.png');
    for (const value of ['//evil.example/x.png', 'javascript:alert(1)', 'x.png', '', null, undefined]) {
      expect(absoluteUrl('https://a.example', value)).toBeUndefined();
    }
  });
});
