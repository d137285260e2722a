import type { HeroMedia } from '@wegweiser/contracts';
import { describe, expect, it } from 'vitest';
import { heroImageLeads, heroLcpImage } from './hero-image';

const hero = (desktop_mobile_layout: string) =>
  ({ media_type: 'image', image_url: '/media/seed/hero.svg', desktop_mobile_layout }) as unknown as HeroMedia;

describe('the hero image as LCP candidate (decision 119)', () => {
  it('leads every screen above the text, large screens beside it, and none below it', () => {
    expect(heroImageLeads('media_top')).toBe('all');
    expect(heroImageLeads('media_right')).toBe('large');
    expect(heroImageLeads('media_left')).toBe('large');
    expect(heroImageLeads(null)).toBe('large');
    expect(heroImageLeads('media_bottom')).toBe('none');
  });

  it('is preloaded only where it leads: everywhere, from lg on, or not at all', () => {
    expect(heroLcpImage(hero('media_top'))).toEqual({
      src: '/media/seed/hero.svg',
      sizes: '(min-width: 56rem) 56rem, 100vw',
    });
    expect(heroLcpImage(hero('media_right'))).toMatchObject({ media: '(min-width: 64rem)' });
    expect(heroLcpImage(hero('media_bottom'))).toBeNull();
  });
});
