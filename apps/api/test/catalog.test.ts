import {
  FeaturedServicePackagesSchema,
  FeaturedServicesSchema,
  ServiceListSchema,
  ServicePackageListSchema,
  ServicePackageSchema,
  ServiceSchema,
  TestimonialListSchema,
} from '@wegweiser/contracts';
import { ICON_NAMES, LANGUAGE_CODES } from '@wegweiser/contracts/constants';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { setupApp } from './helpers/build-app';

const t = setupApp();

function expectShape(schema: z.ZodType, body: unknown) {
  const parsed = schema.safeParse(body);
  expect(parsed.error?.issues ?? []).toEqual([]);
  expect(parsed.data).toEqual(body);
}

describe('services', () => {
  it.each(LANGUAGE_CODES)('list, featured and detail match the contracts in %s', async (language) => {
    const list = await t.get(`/api/services/?language=${language}`);
    expectShape(ServiceListSchema, list.body);
    const featured = await t.get(`/api/services/featured/?language=${language}`);
    expect(Array.isArray(featured.body)).toBe(true);
    expectShape(FeaturedServicesSchema, featured.body);
    const detail = await t.get(`/api/services/${list.body.results[0].slug}/?language=${language}`);
    expectShape(ServiceSchema, detail.body);
    expect(detail.body.language).toBe(language);
  });

  it('seeds at least six services, some premium, with icons from the spec set, prices and durations', async () => {
    const { body } = await t.get('/api/services/');
    expect(body.count).toBeGreaterThanOrEqual(6);
    expect(body.results.some((s: { is_premium_styled: boolean }) => s.is_premium_styled)).toBe(true);
    for (const service of body.results) {
      expect(ICON_NAMES).toContain(service.icon);
      expect(service.formatted_price?.formatted).toMatch(/€/);
      expect(service.formatted_duration?.duration).toBeGreaterThan(0);
    }
  });

  it('finds a service by id and by slug', async () => {
    const { body } = await t.get('/api/services/');
    const [first] = body.results;
    const byId = await t.get(`/api/services/${first.id}/`);
    const bySlug = await t.get(`/api/services/${first.slug}/`);
    expect(byId.body).toEqual(bySlug.body);
    expect(byId.body.description).toMatch(/\S/);
  });

  it('formats prices per language', async () => {
    const de = await t.get('/api/services/life-coaching-einzelsitzung/?language=de');
    const en = await t.get('/api/services/life-coaching-einzelsitzung/?language=en');
    expect(de.body.formatted_price.formatted.replace(/\s/g, ' ')).toBe('150 €');
    expect(en.body.formatted_price.formatted).toBe('€150');
  });

  it('paginates with next and previous links', async () => {
    const first = await t.get('/api/services/?page_size=2&language=en');
    expect(first.body.results).toHaveLength(2);
    expect(first.body.previous).toBeNull();
    expect(first.body.next).toBe('/api/services/?page_size=2&language=en&page=2');
    const second = await t.get(first.body.next);
    expect(second.body.previous).toBe('/api/services/?page_size=2&language=en&page=1');
    expect(second.body.results[0].id).not.toBe(first.body.results[0].id);
  });

  it.each([
    ['page=0', 'page', 'Der Wert muss mindestens 1 sein.'],
    ['page=abc', 'page', 'Bitte geben Sie eine gültige Zahl ein.'],
    ['page_size=101', 'page_size', 'Der Wert darf höchstens 100 sein.'],
  ])('rejects %s with a field error', async (query, field, message) => {
    const response = await t.get(`/api/services/?${query}`);
    expect(response.status).toBe(400);
    expect(response.body[field]).toEqual([message]);
  });

  it.each(['no-such-service', '424242', 'bad%20slug', '99999999999999'])('unknown %s → 404', async (slug) => {
    const response = await t.get(`/api/services/${slug}/?language=en`);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Not found.' });
  });
});

describe('service packages', () => {
  it.each(LANGUAGE_CODES)('list, featured and detail match the contracts in %s', async (language) => {
    const list = await t.get(`/api/services/packages/?language=${language}`);
    expectShape(ServicePackageListSchema, list.body);
    const featured = await t.get(`/api/services/packages/featured/?language=${language}`);
    expect(Array.isArray(featured.body)).toBe(true);
    expectShape(FeaturedServicePackagesSchema, featured.body);
    for (const pkg of list.body.results) {
      const detail = await t.get(`/api/services/packages/${pkg.slug}/?language=${language}`);
      expectShape(ServicePackageSchema, detail.body);
    }
  });

  it('seeds three packages with discounts, active and inactive features, services and markdown', async () => {
    const { body } = await t.get('/api/services/packages/');
    expect(body.count).toBe(3);
    const packages = body.results as z.infer<typeof ServicePackageSchema>[];
    expect(packages.some((p) => p.discount_percentage > 0)).toBe(true);
    expect(packages.some((p) => p.discount_percentage === 0)).toBe(true);
    const features = packages.flatMap((p) => p.features);
    expect(features.some((f) => f.is_active)).toBe(true);
    expect(features.some((f) => !f.is_active)).toBe(true);
    for (const pkg of packages) {
      expect(pkg.services.length).toBeGreaterThan(0);
      expect(pkg.description).toMatch(/^#{1,3} |\n#{1,3} |\*\*|\n- |\n1\. /m);
      expect(pkg.formatted_price.formatted).toMatch(/€/);
    }
  });

  it('finds a package by id and slug, and 404s otherwise', async () => {
    const { body } = await t.get('/api/services/packages/');
    const [first] = body.results;
    expect((await t.get(`/api/services/packages/${first.id}/`)).body).toEqual(
      (await t.get(`/api/services/packages/${first.slug}/`)).body,
    );
    expect((await t.get('/api/services/packages/no-such-package/')).status).toBe(404);
  });

  it('lists included services with price and duration', async () => {
    const { body } = await t.get('/api/services/packages/klarheit-karriere/?language=en');
    for (const service of body.services) {
      expect(service.title).toMatch(/\S/);
      expect(service.formatted_price.formatted).toMatch(/€/);
      expect(service.formatted_duration.unit).toMatch(/^(minutes|hours|days|weeks|months|years)$/);
    }
  });
});

describe('testimonials', () => {
  it('lists six testimonials in results', async () => {
    const { body } = await t.get('/api/testimonials/?language=es');
    expectShape(TestimonialListSchema, body);
    expect(body.count).toBe(6);
  });
});
