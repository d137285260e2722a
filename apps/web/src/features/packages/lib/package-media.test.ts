import { describe, expect, it } from 'vitest';
import { packageCardMedia } from './package-media';

const base = { use_image_instead_of_icon: true, card_image_url: null, image: null, icon: 'StarIcon' };

describe('packageCardMedia', () => {
  it.each([
    [
      'prefers card_image_url',
      { card_image_url: '/c.jpg', image: '/i.jpg' },
      { kind: 'image', src: '/c.jpg' },
    ],
    ['uses image without a card image', { image: '/i.jpg' }, { kind: 'image', src: '/i.jpg' }],
    ['shows the icon without any image', {}, { kind: 'icon', name: 'StarIcon' }],
    [
      'shows the icon when images are not wanted',
      { use_image_instead_of_icon: false, card_image_url: '/c.jpg' },
      { kind: 'icon', name: 'StarIcon' },
    ],
    ['passes an empty icon on for the sparkles fallback', { icon: '' }, { kind: 'icon', name: null }],
  ])('%s', (_name, overrides, expected) => {
    expect(packageCardMedia({ ...base, ...overrides })).toEqual(expected);
  });
});
