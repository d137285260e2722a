import { describe, expect, it } from 'vitest';
import { buildContactUrl } from './contact-url';

describe('buildContactUrl', () => {
  it.each([
    [null, { context: 'hero_cta' } as const, '/contact?context=hero_cta'],
    ['', { context: 'general_cta' } as const, '/contact?context=general_cta'],
    [undefined, { context: 'about_cta' } as const, '/contact?context=about_cta'],
    [
      null,
      { context: 'service_detail', serviceName: 'Karriere & Job' } as const,
      '/contact?context=service_detail&service_name=Karriere+%26+Job',
    ],
    [
      null,
      { context: 'service_package_detail', packageName: 'Neustart' } as const,
      '/contact?context=service_package_detail&package_name=Neustart',
    ],
    [
      null,
      { context: 'service_package_general', packageName: 'Neustart' } as const,
      '/contact?context=service_package_general&package_name=Neustart',
    ],
    [
      null,
      { context: 'career_post', postTitle: 'Coach (m/w/d)' } as const,
      '/contact?context=career_post&post_title=Coach+%28m%2Fw%2Fd%29',
    ],
    ['/kontakt', { context: 'hero_cta' } as const, '/kontakt?context=hero_cta'],
    ['/kontakt?ref=x', { context: 'hero_cta' } as const, '/kontakt?ref=x&context=hero_cta'],
  ])('%j + %j → %s', (redirect, source, expected) => {
    expect(buildContactUrl(redirect, source)).toBe(expected);
  });

  it('keeps an external contact URL unchanged (no context query)', () => {
    expect(buildContactUrl('https://calendly.example/anna', { context: 'hero_cta' })).toBe(
      'https://calendly.example/anna',
    );
  });
});
