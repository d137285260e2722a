import { describe, expect, it } from 'vitest';
import { brandInitial, contactButtonUrl, isCurrentPath, landmarkLabel, navLinks } from './nav-links';

describe('navLinks', () => {
  const paths = (blog_enabled: boolean, career_enabled: boolean) =>
    navLinks({ blog_enabled, career_enabled }).map((link) => link.to);

  it('always has home, about and services', () => {
    expect(paths(false, false)).toEqual(['/', '/about', '/services']);
  });

  it('adds blog and career only when enabled', () => {
    expect(paths(true, false)).toEqual(['/', '/about', '/services', '/blog']);
    expect(paths(false, true)).toEqual(['/', '/about', '/services', '/career']);
    expect(paths(true, true)).toEqual(['/', '/about', '/services', '/blog', '/career']);
  });

  it('hides blog and career when the settings failed to load', () => {
    expect(navLinks(null).map((link) => link.to)).toEqual(['/', '/about', '/services']);
  });

  it('uses the managed header_nav_* texts', () => {
    expect(navLinks({ blog_enabled: true, career_enabled: true }).map((link) => link.text)).toEqual([
      'header_nav_home',
      'header_nav_about',
      'header_nav_services',
      'header_nav_blog',
      'header_nav_career',
    ]);
  });
});

describe('isCurrentPath', () => {
  it.each([
    ['/', '/', true],
    ['/about', '/', false],
    ['/services/packages', '/services', true],
    ['/servicesx', '/services', false],
    ['/blog', '/blog', true],
  ])('%s under %s → %s', (pathname, to, expected) => {
    expect(isCurrentPath(pathname, to)).toBe(expected);
  });
});

describe('contactButtonUrl', () => {
  it('uses contact_button_redirect_url or /contact', () => {
    expect(contactButtonUrl('https://cal.example/anna')).toBe('https://cal.example/anna');
    expect(contactButtonUrl('/kontakt')).toBe('/kontakt');
    expect(contactButtonUrl(null)).toBe('/contact');
    expect(contactButtonUrl('  ')).toBe('/contact');
  });
});

describe('brandInitial', () => {
  it('is the first letter of the site name', () => {
    expect(brandInitial('Wegweiser Coaching')).toBe('W');
    expect(brandInitial(' über uns')).toBe('Ü');
    expect(brandInitial('')).toBe('');
    expect(brandInitial(null)).toBe('');
  });
});

describe('landmarkLabel', () => {
  it('names landmarks in the page language, English otherwise', () => {
    expect(landmarkLabel('main', 'de')).toBe('Hauptnavigation');
    expect(landmarkLabel('legal', 'xx')).toBe('Legal');
    expect(landmarkLabel('skip', 'de')).toBe('Zum Inhalt springen');
    expect(landmarkLabel('skip', 'zh')).toBe('跳到主要内容');
  });
});
