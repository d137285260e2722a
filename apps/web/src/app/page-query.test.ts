import { describe, expect, it } from 'vitest';
import { pageQueryParams, pageUrl } from './page-query';

describe('pageUrl', () => {
  it('keeps only ?lang on a page that reads nothing else', () => {
    expect(pageUrl('/about?utm_source=x&lang=en&b=1', pageQueryParams('about'))).toBe('/about?lang=en');
    expect(pageUrl('/about?utm_source=x', pageQueryParams('about'))).toBe('/about');
    expect(pageUrl('/about?', pageQueryParams('about'))).toBe('/about');
    expect(pageUrl('/about', pageQueryParams(undefined))).toBe('/about');
  });

  it('keeps the list state on the lists and the contact context on /contact, sorted by name', () => {
    expect(pageUrl('/blog?page=2&x=1&category=tips&lang=fr', pageQueryParams('blog'))).toBe(
      '/blog?category=tips&lang=fr&page=2',
    );
    expect(pageUrl('/career?page=3&fbclid=1', pageQueryParams('career'))).toBe('/career?page=3');
    expect(
      pageUrl('/contact?service_name=A%20B&context=service_detail&ref=x', pageQueryParams('contact')),
    ).toBe('/contact?context=service_detail&service_name=A+B');
    expect(pageUrl('/about?page=2&context=hero_cta', pageQueryParams('about'))).toBe('/about');
  });

  it('keeps repeated values of a kept name in their order (the page reads the first; ?lang counts them)', () => {
    expect(pageUrl('/?lang=fr&z=1&lang=en', pageQueryParams('home'))).toBe('/?lang=fr&lang=en');
    expect(pageUrl('/blog?page=3&category=a&page=2', pageQueryParams('blog'))).toBe(
      '/blog?category=a&page=3&page=2',
    );
  });

  it('leaves the path as sent', () => {
    expect(pageUrl('/services/some%20slug/?q=1', pageQueryParams('service'))).toBe('/services/some%20slug/');
  });
});
