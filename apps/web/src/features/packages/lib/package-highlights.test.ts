import { describe, expect, it } from 'vitest';
import { activeFeatures, packageHighlights } from './package-highlights';

const feature = (id: number, text: string, is_active: boolean, order: number) => ({
  id,
  text,
  is_active,
  order,
});
const service = (id: number) => ({
  id,
  slug: `s-${id}`,
  title: `Service ${id}`,
  short_description: '',
  formatted_price: null,
  formatted_duration: null,
});

const TEXTS: Record<string, string> = {
  service_package_detail_free_consultation: 'Kostenloses Kennenlerngespräch',
  service_package_detail_attractive_price: 'Attraktiver Paketpreis',
  service_package_detail_online_onsite: 'Online oder vor Ort in Berlin',
  service_package_detail_services_included: '{n} Leistungen inklusive',
};
const text = (type: string) => TEXTS[type] ?? '';

describe('activeFeatures', () => {
  it('keeps only active features with non-blank text, sorted by order', () => {
    const result = activeFeatures([
      feature(1, 'C', true, 3),
      feature(2, 'inactive', false, 0),
      feature(3, '   ', true, 1),
      feature(4, 'A', true, 1),
      feature(5, 'B', true, 2),
    ]);
    expect(result.map((f) => f.text)).toEqual(['A', 'B', 'C']);
  });
});

describe('packageHighlights', () => {
  it('lists the active features when there are any', () => {
    const result = packageHighlights(
      {
        features: [feature(1, ' Zweitens ', true, 2), feature(2, 'Erstens', true, 1)],
        services: [service(1)],
      },
      text,
    );
    expect(result).toEqual({
      fallback: false,
      items: [
        { key: 'feature-2', text: 'Erstens' },
        { key: 'feature-1', text: 'Zweitens' },
      ],
    });
  });

  it.each([
    ['no features', []],
    ['only inactive or blank features', [feature(1, 'x', false, 1), feature(2, ' ', true, 2)]],
  ])('falls back to the four lines with %s', (_name, features) => {
    const result = packageHighlights({ features, services: [service(1), service(2), service(3)] }, text);
    expect(result.fallback).toBe(true);
    expect(result.items.map((item) => item.text)).toEqual([
      'Kostenloses Kennenlerngespräch',
      'Attraktiver Paketpreis',
      'Online oder vor Ort in Berlin',
      '3 Leistungen inklusive',
    ]);
  });

  it('replaces every {n} with the number of included services', () => {
    const result = packageHighlights({ features: [], services: [] }, (type) =>
      type === 'service_package_detail_services_included' ? '{n} services included ({n})' : type,
    );
    expect(result.items.at(-1)?.text).toBe('0 services included (0)');
  });

  it('leaves out fallback lines whose text is missing', () => {
    expect(packageHighlights({ features: [], services: [] }, () => '').items).toEqual([]);
  });
});
