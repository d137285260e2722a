import { describe, expect, it, vi } from 'vitest';
import type {
  PackageDetails,
  PackageRow,
  ServiceRow,
  TestimonialRow,
} from '../repositories/catalog-repository';
import {
  createCatalogService,
  offerView,
  packageView,
  priceIn,
  serviceSummaryView,
  serviceView,
  testimonialView,
} from './catalog-service';
import { altTextIn } from './library-alt';

const de = { language: 'de', fallback: 'de' } as const;
const frOverDe = { language: 'fr', fallback: 'de' } as const;
const noAlt = () => '';
/** Intl uses non-breaking spaces; compare with plain ones. */
const plain = (text: string | undefined) => text?.replace(/[\u00a0\u202f]/g, ' ');

const service = (fields: Partial<ServiceRow> = {}): ServiceRow => ({
  id: 1,
  slug: 'coaching',
  title: { de: 'Coaching', en: 'Coaching EN', fr: '' },
  shortDescription: { de: 'Kurz', en: 'Short' },
  description: { de: 'Lang', en: 'Long' },
  icon: 'HeartIcon',
  image: null,
  cardImageUrl: null,
  useImageInsteadOfIcon: false,
  isPremiumStyled: false,
  premiumBadgeText: {},
  showPriceOnHome: false,
  isFeatured: false,
  isActive: true,
  price: '1490.00',
  currency: 'EUR',
  duration: 60,
  durationUnit: 'minutes',
  order: 0,
  createdAt: new Date('2026-01-01T00:00:00Z'),
  updatedAt: new Date('2026-02-01T00:00:00Z'),
  ...fields,
});

const packageRow = (fields: Partial<PackageRow> = {}): PackageRow => ({
  id: 7,
  slug: 'paket',
  name: { de: 'Paket', fr: 'Forfait' },
  shortDescription: { de: 'Kurz' },
  description: { de: 'Lang', fr: '  ' },
  icon: 'SparklesIcon',
  image: null,
  cardImageUrl: null,
  useImageInsteadOfIcon: false,
  isPremiumStyled: false,
  showPriceOnHome: false,
  isFeatured: true,
  isActive: true,
  price: '99.50',
  currency: 'EUR',
  discountPercentage: 10,
  order: 0,
  createdAt: new Date('2026-01-01T00:00:00Z'),
  updatedAt: new Date('2026-01-15T00:00:00Z'),
  ...fields,
});

describe('the catalogue views (pure)', () => {
  it("formats a service's price and duration for the language", () => {
    const view = serviceSummaryView(de, service(), noAlt);
    expect(plain(view.formatted_price?.formatted)).toBe('1.490 €');
    expect(view.formatted_price).toMatchObject({ amount: '1490.00', currency: 'EUR' });
    expect(view.formatted_duration).toEqual({ duration: 60, unit: 'minutes' });
    expect(plain(serviceSummaryView(frOverDe, service(), noAlt).formatted_price?.formatted)).toBe('1 490 €');
  });

  it('a service without a price or a duration unit has neither formatted', () => {
    const view = serviceSummaryView(de, service({ price: null, durationUnit: null }), noAlt);
    expect(view.formatted_price).toBeNull();
    expect(view.formatted_duration).toBeNull();
    expect(priceIn(de, null, 'EUR')).toBeNull();
  });

  it("picks each field in the language, else the default language's, else any", () => {
    const view = serviceSummaryView(frOverDe, service(), noAlt);
    expect(view.title).toBe('Coaching'); // fr blank → de
    expect(view.language).toBe('fr');
    expect(serviceSummaryView({ language: 'es', fallback: 'zh' }, service(), noAlt).short_description).toBe(
      'Kurz',
    );
    expect(serviceView(de, service(), noAlt).description).toBe('Lang');
  });

  it('passes image URLs through the allow-list and asks for their alt text', () => {
    const altOf = vi.fn((url: string | null) => (url ? 'Alt' : ''));
    const view = serviceSummaryView(
      de,
      service({ image: '/media/library/abc.webp', cardImageUrl: 'javascript:alert(1)' }),
      altOf,
    );
    expect(view.image).toBe('/media/library/abc.webp');
    expect(view.image_alt).toBe('Alt');
    expect(view.card_image_url).toBeNull();
    expect(altOf).toHaveBeenCalledWith('/media/library/abc.webp');
  });

  it('a package: features and included services in the language, changed when one of them changed', () => {
    const details: PackageDetails = {
      row: packageRow(),
      features: [{ id: 3, packageId: 7, text: { de: 'Eins', fr: 'Un' }, isActive: false, order: 1 }],
      services: [service({ updatedAt: new Date('2026-03-01T00:00:00Z') })],
    };
    const view = packageView(frOverDe, details, noAlt);
    expect(view.name).toBe('Forfait');
    expect(view.description).toBe('Lang'); // blank fr → de
    expect(plain(view.formatted_price.formatted)).toBe('99,50 €');
    expect(view.features).toEqual([{ id: 3, text: 'Un', is_active: false, order: 1 }]);
    expect(view.services).toMatchObject([{ id: 1, title: 'Coaching', formatted_duration: { duration: 60 } }]);
    expect(view.updated_at).toBe('2026-03-01T00:00:00.000Z');
    expect(packageView(de, { ...details, services: [] }, noAlt).updated_at).toBe('2026-01-15T00:00:00.000Z');
  });

  it('a testimonial and an offer in the language', () => {
    const row: TestimonialRow = {
      id: 2,
      name: 'Anna',
      role: { de: 'Kundin', en: 'Client' },
      content: { en: 'Great' },
      isActive: true,
      order: 4,
    };
    expect(testimonialView(de, row)).toEqual({
      id: 2,
      name: 'Anna',
      role: 'Kundin',
      content: 'Great',
      order: 4,
    });
    expect(
      offerView(frOverDe, 'service', { slug: 'a', title: { de: 'Titel', fr: '', en: 'Title' } }),
    ).toEqual({
      kind: 'service',
      slug: 'a',
      title: 'Titel',
      titles: ['Titel', 'Title'],
    });
  });

  it("an image's alt text: the language's, else the default language's, trimmed, else ''", () => {
    expect(altTextIn({ de: ' Bild ', fr: 'Image' }, frOverDe)).toBe('Image');
    expect(altTextIn({ de: ' Bild ', fr: '  ' }, frOverDe)).toBe('Bild');
    expect(altTextIn({ en: 'Picture' }, frOverDe)).toBe('');
    expect(altTextIn(undefined, de)).toBe('');
  });
});

describe('the catalogue service', () => {
  const repositories = (rows: { services?: ServiceRow[]; packages?: PackageDetails[] }) => {
    const altOf = vi.fn(
      async (ids: readonly string[]) => new Map(ids.map((id) => [id, { de: `Alt ${id}` }])),
    );
    const catalog = {
      featuredServices: vi.fn(async () => rows.services ?? []),
      featuredPackages: vi.fn(async () => rows.packages ?? []),
      getPackage: vi.fn(async () => rows.packages?.[0] ?? null),
    };
    return {
      altOf,
      repositories: { catalog, media: { altOf } } as unknown as Parameters<typeof createCatalogService>[0],
    };
  };

  it("looks up the alt texts of one answer's images in one query", async () => {
    const { altOf, repositories: r } = repositories({
      services: [
        service({ image: '/media/library/0f8fad5b-d9cb-469f-a165-70867728950e.webp' }),
        service({ id: 2, image: '/media/library/7c9e6679-7425-40de-944b-e07fc1f90ae7.png' }),
      ],
    });
    const views = await createCatalogService(r).featuredServices(de);
    expect(views.map((view) => view.image_alt)).toEqual([
      'Alt 0f8fad5b-d9cb-469f-a165-70867728950e',
      'Alt 7c9e6679-7425-40de-944b-e07fc1f90ae7',
    ]);
    expect(altOf).toHaveBeenCalledTimes(1);
  });

  it('no packages: no alt text lookup; an unknown package is null', async () => {
    const { altOf, repositories: r } = repositories({});
    const service = createCatalogService(r);
    expect(await service.featuredPackages(de)).toEqual([]);
    expect(await service.getPackage(de, 'nope')).toBeNull();
    expect(altOf).not.toHaveBeenCalled();
  });
});
