import { describe, expect, it } from 'vitest';
import { absoluteUrl, alternateUrls, canonicalPath, languageUrl, pageUrls, urlLanguage } from './page-urls';

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

  const LANGUAGES = ['de', 'en', 'es', 'fr', 'zh'];

  it.each([
    ['', 'de'],
    ['?lang=en', 'en'],
    ['?lang=EN', 'en'],
    ['?page=2&lang=zh', 'zh'],
    ['?lang=de', 'de'],
    ['?lang=xx', 'de'],
    ['?lang=en-US', 'de'],
    ['?lang=', 'de'],
    // Repeated, the server reads no language from it either.
    ['?lang=en&lang=fr', 'de'],
  ])('the URL with %j names %s', (search, expected) => {
    expect(urlLanguage(search, LANGUAGES, 'de')).toBe(expected);
  });

  // Canonical only where the URL itself names the language shown (a plain URL showing a negotiated
  // language would point at another hreflang member); og:url always names the shown language's URL.
  it.each<[string, string, string, string, string | null, string]>([
    ['German at the plain URL', '/about', '', 'de', '/about', '/about'],
    ['English at the plain URL (cookie or Accept-Language)', '/about', '', 'en', null, '/about?lang=en'],
    ['Chinese at a plain list URL', '/blog', '?page=2', 'zh', null, '/blog?page=2&lang=zh'],
    ['English at its ?lang URL', '/about', '?lang=en', 'en', '/about?lang=en', '/about?lang=en'],
    ['English at ?lang=EN', '/about/', '?lang=EN&utm_source=x', 'en', '/about?lang=en', '/about?lang=en'],
    ['German at ?lang=de', '/about', '?lang=de', 'de', '/about', '/about'],
    ['German at an unknown ?lang', '/about', '?lang=xx-unknown', 'de', '/about', '/about'],
    ['English negotiated at an unknown ?lang', '/about', '?lang=xx-unknown', 'en', null, '/about?lang=en'],
    ['English at a ?lang URL of another language', '/about', '?lang=fr', 'en', null, '/about?lang=en'],
    ['German at ?lang=en (browser: current language)', '/', '?lang=en', 'de', null, '/'],
    [
      'Spanish at a filtered list URL',
      '/blog',
      '?category=x&lang=es',
      'es',
      '/blog?category=x&lang=es',
      '/blog?category=x&lang=es',
    ],
  ])(
    '%s (%s%s shown in %s): canonical %s, og:url %s',
    (_case, pathname, search, language, canonical, url) => {
      const routeId = pathname.startsWith('/blog') ? 'blog' : pathname === '/' ? 'home' : 'about';
      const urls = pageUrls({
        origin: 'https://a.example',
        routeId,
        pathname,
        search,
        language,
        languages: LANGUAGES,
        defaultLanguage: 'de',
      });
      expect(urls.canonical).toBe(canonical === null ? null : `https://a.example${canonical}`);
      expect(urls.url).toBe(`https://a.example${url}`);
      // The hreflang set does not depend on the language shown.
      const path = canonicalPath(routeId, pathname, search);
      expect(urls.alternates).toEqual(alternateUrls('https://a.example', path, LANGUAGES, 'de'));
      expect(urls.alternates.map((a) => a.hreflang)).toEqual([...LANGUAGES, 'x-default']);
    },
  );
});
