import type { ServicePackage } from '@wegweiser/contracts';
import { describe, expect, it } from 'vitest';
import { toPackageTeaser } from '../api/list-packages-with-service';
import { packagesIncluding, serviceFacts } from './service-facts';

const labels: Record<string, string> = { duration_unit_minutes: 'Minuten', duration_unit_hours: 'Stunden' };
const label = (type: string) => labels[type];

describe('serviceFacts', () => {
  it('shows the formatted price and the duration with its unit label', () => {
    expect(
      serviceFacts(
        {
          formatted_price: { amount: '180.00', currency: 'EUR', formatted: '180 €' },
          formatted_duration: { duration: 90, unit: 'minutes' },
        },
        label,
      ),
    ).toEqual({ price: '180 €', duration: '90 Minuten' });
  });

  it('uses the raw unit without a label and leaves missing facts empty', () => {
    expect(
      serviceFacts({ formatted_price: null, formatted_duration: { duration: 1, unit: 'days' } }, label),
    ).toEqual({ price: '', duration: '1 days' });
    expect(serviceFacts({ formatted_price: null, formatted_duration: null }, label)).toEqual({
      price: '',
      duration: '',
    });
  });
});

const pkg = (slug: string, services: string[], overrides: Partial<ServicePackage> = {}) =>
  toPackageTeaser({
    id: slug.length,
    slug,
    name: slug,
    short_description: '',
    description: 'long markdown',
    icon: '',
    image: null,
    image_alt: '',
    card_image_url: null,
    use_image_instead_of_icon: false,
    is_premium_styled: false,
    show_price_on_home: false,
    is_featured: false,
    price: '420.00',
    discount_percentage: 0,
    formatted_price: { amount: '420.00', currency: 'EUR', formatted: '420 €' },
    features: [],
    services: services.map((s, i) => ({
      id: i,
      slug: s,
      title: s,
      short_description: '',
      formatted_price: null,
      formatted_duration: null,
    })),
    order: 1,
    language: 'de',
    updated_at: '2026-07-01T08:00:00.000Z',
    ...overrides,
  });

describe('toPackageTeaser', () => {
  it('keeps what the teaser shows, with the package price rule', () => {
    expect(pkg('neustart', ['a', 'b'])).toEqual({
      id: 8,
      slug: 'neustart',
      name: 'neustart',
      short_description: '',
      price: '420 €',
      serviceSlugs: ['a', 'b'],
    });
    expect(pkg('x', [], { formatted_price: { amount: '', currency: '', formatted: '' } }).price).toBe(
      '€420.00',
    );
  });
});

describe('packagesIncluding', () => {
  it('keeps the packages that include the service, in order', () => {
    const list = [pkg('one', ['a']), pkg('two', ['b']), pkg('three', ['b', 'a'])];
    expect(packagesIncluding(list, 'a').map((p) => p.slug)).toEqual(['one', 'three']);
    expect(packagesIncluding(list, 'c')).toEqual([]);
  });
});
