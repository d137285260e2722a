import { ServicePackageSchema, ServiceSummarySchema } from '@wegweiser/contracts';
import { describe, expect, it } from 'vitest';
import { itemMedia, type MediaFields } from './item-media';

const base: MediaFields = {
  use_image_instead_of_icon: true,
  card_image_url: null,
  image: null,
  icon: 'BriefcaseIcon',
};

describe('itemMedia on cards', () => {
  it.each([
    [
      'prefers card_image_url',
      { card_image_url: '/c.jpg', image: '/i.jpg' },
      { kind: 'image', src: '/c.jpg' },
    ],
    ['uses image without a card image', { image: '/i.jpg' }, { kind: 'image', src: '/i.jpg' }],
    [
      'uses image when the card image is empty',
      { card_image_url: '', image: '/i.jpg' },
      { kind: 'image', src: '/i.jpg' },
    ],
    ['shows the icon when no image exists', { card_image_url: ' ' }, { kind: 'icon', name: 'BriefcaseIcon' }],
    [
      'shows the icon unless use_image_instead_of_icon is set',
      { use_image_instead_of_icon: false, card_image_url: '/c.jpg', image: '/i.jpg' },
      { kind: 'icon', name: 'BriefcaseIcon' },
    ],
    [
      'ignores an image the content URL allow-list rejects',
      { card_image_url: 'javascript:alert(1)' },
      { kind: 'icon', name: 'BriefcaseIcon' },
    ],
    ['passes an empty icon on for the caller’s fallback', { icon: '' }, { kind: 'icon', name: null }],
  ])('%s', (_name, overrides, expected) => {
    expect(itemMedia({ ...base, ...overrides })).toEqual(expected);
  });
});

describe('itemMedia on detail pages', () => {
  it('prefers the full image, then the card image', () => {
    expect(itemMedia({ ...base, card_image_url: '/c.jpg', image: '/i.jpg' }, 'detail')).toEqual({
      kind: 'image',
      src: '/i.jpg',
    });
    expect(itemMedia({ ...base, card_image_url: '/c.jpg' }, 'detail')).toEqual({
      kind: 'image',
      src: '/c.jpg',
    });
  });

  it('keeps the icon unless images are wanted', () => {
    expect(itemMedia({ ...base, use_image_instead_of_icon: false, image: '/i.jpg' }, 'detail')).toEqual({
      kind: 'icon',
      name: 'BriefcaseIcon',
    });
  });
});

describe('itemMedia takes services and packages as the API sends them', () => {
  const shared = {
    id: 1,
    slug: 'neustart',
    short_description: 'Kurz',
    icon: 'SparklesIcon',
    image: '/media/full.jpg',
    image_alt: '',
    card_image_url: '/media/card.jpg',
    use_image_instead_of_icon: true,
    is_premium_styled: false,
    show_price_on_home: false,
    is_featured: true,
    order: 1,
    language: 'de',
    updated_at: '2026-07-01T08:00:00.000Z',
  };

  it('reads a service summary', () => {
    const service = ServiceSummarySchema.parse({
      ...shared,
      title: 'Neustart',
      premium_badge_text: '',
      price: null,
      formatted_price: null,
      duration: null,
      duration_unit: null,
      formatted_duration: null,
    });
    expect(itemMedia(service)).toEqual({ kind: 'image', src: '/media/card.jpg' });
  });

  it('reads a package', () => {
    const pkg = ServicePackageSchema.parse({
      ...shared,
      name: 'Neustart',
      description: '',
      price: '420.00',
      formatted_price: { amount: '420.00', currency: 'EUR', formatted: '420 €' },
      discount_percentage: 0,
      features: [],
      services: [],
      use_image_instead_of_icon: false,
    });
    expect(itemMedia(pkg, 'detail')).toEqual({ kind: 'icon', name: 'SparklesIcon' });
  });
});
