import { describe, expect, it } from 'vitest';
import { serviceCardMedia, serviceDetailMedia } from './service-media';

const base = { use_image_instead_of_icon: true, card_image_url: null, image: null, icon: 'BriefcaseIcon' };

describe('serviceCardMedia', () => {
  it.each([
    [
      'prefers card_image_url',
      { card_image_url: '/c.jpg', image: '/i.jpg' },
      { kind: 'image', src: '/c.jpg' },
    ],
    ['uses image without a card image', { image: '/i.jpg' }, { kind: 'image', src: '/i.jpg' }],
    ['shows the icon when no image exists', { card_image_url: ' ' }, { kind: 'icon', name: 'BriefcaseIcon' }],
    [
      'shows the icon unless use_image_instead_of_icon is set',
      { use_image_instead_of_icon: false, image: '/i.jpg' },
      { kind: 'icon', name: 'BriefcaseIcon' },
    ],
    ['passes an empty icon on for the heart fallback', { icon: '' }, { kind: 'icon', name: null }],
  ])('%s', (_name, overrides, expected) => {
    expect(serviceCardMedia({ ...base, ...overrides })).toEqual(expected);
  });
});

describe('serviceDetailMedia', () => {
  it('prefers the full image, then the card image', () => {
    expect(serviceDetailMedia({ ...base, card_image_url: '/c.jpg', image: '/i.jpg' })).toEqual({
      kind: 'image',
      src: '/i.jpg',
    });
    expect(serviceDetailMedia({ ...base, card_image_url: '/c.jpg' })).toEqual({
      kind: 'image',
      src: '/c.jpg',
    });
  });

  it('keeps the icon unless images are wanted', () => {
    expect(serviceDetailMedia({ ...base, use_image_instead_of_icon: false, image: '/i.jpg' })).toEqual({
      kind: 'icon',
      name: 'BriefcaseIcon',
    });
  });
});
