import type { SiteSettings, SocialMediaSettings } from '@wegweiser/contracts';
import { describe, expect, it } from 'vitest';
import { footerSocialLinks, normalizeSocialUrl, SOCIAL_SETTINGS_ERROR } from './social-links';

describe('normalizeSocialUrl', () => {
  it.each([
    ['facebook.com/wegweiser', 'https://facebook.com/wegweiser'],
    ['www.instagram.com/wegweiser', 'https://www.instagram.com/wegweiser'],
    ['//x.com/wegweiser', 'https://x.com/wegweiser'],
    ['https://x.com/wegweiser', 'https://x.com/wegweiser'],
    ['http://reddit.com/r/coaching', 'http://reddit.com/r/coaching'],
    ['HTTPS://Example.com', 'HTTPS://Example.com'],
    ['  facebook.com/a  ', 'https://facebook.com/a'],
    ['', ''],
    ['   ', ''],
    [null, ''],
  ])('%j → %j', (input, expected) => {
    expect(normalizeSocialUrl(input)).toBe(expected);
  });
});

describe('footerSocialLinks', () => {
  const flags = (on: Partial<Record<'facebook' | 'instagram' | 'x' | 'reddit', boolean>>) =>
    ({
      footer_show_social_facebook: on.facebook ?? false,
      footer_show_social_instagram: on.instagram ?? false,
      footer_show_social_x: on.x ?? false,
      footer_show_social_reddit: on.reddit ?? false,
    }) as unknown as SiteSettings;
  const social = {
    facebook_url: 'facebook.com/w',
    instagram_url: 'https://instagram.com/w',
    x_url: 'https://x.com/w',
    reddit_url: '',
  } as SocialMediaSettings;

  it('shows the networks switched on in footer_show_social_* that have a URL, in a fixed order', () => {
    expect(
      footerSocialLinks(flags({ facebook: true, instagram: true, x: true, reddit: true }), social),
    ).toEqual([
      { network: 'facebook', url: 'https://facebook.com/w' },
      { network: 'instagram', url: 'https://instagram.com/w' },
      { network: 'x', url: 'https://x.com/w' },
    ]);
    expect(footerSocialLinks(flags({ x: true }), social)).toEqual([{ network: 'x', url: 'https://x.com/w' }]);
  });

  it('shows nothing when the social settings failed (URLs empty) or the site settings are missing', () => {
    expect(footerSocialLinks(flags({ facebook: true, x: true }), undefined)).toEqual([]);
    expect(footerSocialLinks(null, social)).toEqual([]);
    expect(SOCIAL_SETTINGS_ERROR).toBe('Fehler beim Laden der Social Media Einstellungen');
  });
});
