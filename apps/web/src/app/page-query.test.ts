import { describe, expect, it } from 'vitest';
import { pageUrl } from './page-query';

describe('pageUrl', () => {
  it('keeps only ?lang on a page that reads nothing else', () => {
    expect(pageUrl('/about?utm_source=x&lang=en&b=1', 'about')).toBe('/about?lang=en');
    expect(pageUrl('/about?utm_source=x', 'about')).toBe('/about');
    expect(pageUrl('/about?', 'about')).toBe('/about');
    expect(pageUrl('/about', undefined)).toBe('/about');
    expect(pageUrl('/nowhere?lang=fr&x=1', undefined)).toBe('/nowhere?lang=fr');
  });

  it('keeps ?lang only as one language code, in lower case', () => {
    expect(pageUrl('/?lang=EN', 'home')).toBe('/?lang=en');
    expect(pageUrl('/?lang=xx', 'home')).toBe('/');
    expect(pageUrl('/?lang=en-GB', 'home')).toBe('/');
    expect(pageUrl('/?lang=fr&lang=en', 'home')).toBe('/');
  });

  it('keeps the list state on the lists as the list reads it, sorted by name', () => {
    expect(pageUrl('/blog?page=2&x=1&category=tips&lang=fr', 'blog')).toBe(
      '/blog?category=tips&lang=fr&page=2',
    );
    expect(pageUrl('/career?page=3&fbclid=1', 'career')).toBe('/career?page=3');
    expect(pageUrl('/blog?page=1&category=bad%20slug', 'blog')).toBe('/blog');
    expect(pageUrl('/blog?page=3&category=a&page=2', 'blog')).toBe('/blog?category=a&page=3');
    expect(pageUrl('/blog?page=2.0', 'blog')).toBe('/blog?page=2');
  });

  it('keeps the contact link context on /contact as the page reads it, and nowhere else', () => {
    expect(pageUrl('/contact?service_name=A%20B&context=service_detail&ref=x', 'contact')).toBe(
      '/contact?context=service_detail&service_name=A+B',
    );
    expect(pageUrl('/contact?context=nonsense&post_title=%20%20Job%20%20', 'contact')).toBe(
      '/contact?post_title=Job',
    );
    expect(pageUrl(`/contact?package_name=${'p'.repeat(300)}`, 'contact')).toBe(
      `/contact?package_name=${'p'.repeat(200)}`,
    );
    expect(pageUrl('/about?page=2&context=hero_cta', 'about')).toBe('/about');
  });

  it('leaves the path as sent', () => {
    expect(pageUrl('/services/some%20slug/?q=1', 'service')).toBe('/services/some%20slug/');
  });
});
