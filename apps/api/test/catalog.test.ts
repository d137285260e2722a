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
import { eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { z } from 'zod';
import { servicePackages, services } from '../src/db/schema';
import { setupApp } from './helpers/build-app';
import { expectShape } from './helpers/contract';

const t = setupApp();

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

  it('tells when a service last changed, in list, featured and detail', async () => {
    const changed = new Date('2026-09-30T10:15:00.000Z');
    const slug = 'life-coaching-einzelsitzung';
    const [original] = await t.database.db.select().from(services).where(eq(services.slug, slug));
    onTestFinished(async () => {
      await t.database.db
        .update(services)
        .set({ updatedAt: original?.updatedAt })
        .where(eq(services.slug, slug));
      t.api.responseCache.clear();
    });
    await t.database.db.update(services).set({ updatedAt: changed }).where(eq(services.slug, slug));
    t.api.responseCache.clear();
    const detail = await t.get(`/api/services/${slug}/?language=en`);
    expect(detail.body.updated_at).toBe(changed.toISOString());
    const list = await t.get('/api/services/?page_size=100');
    const featured = await t.get('/api/services/featured/');
    const bySlug = (items: { slug: string; updated_at: string }[]) => items.find((s) => s.slug === slug);
    expect(bySlug(list.body.results)?.updated_at).toBe(changed.toISOString());
    expect(bySlug(featured.body)?.updated_at).toBe(changed.toISOString());
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

  it("tells when a package's page last changed: its own change or an included service's, the newer", async () => {
    const slug = 'klarheit-karriere';
    const { body: before } = await t.get(`/api/services/packages/${slug}/`);
    const includedSlugs = (before.services as { slug: string }[]).map((service) => service.slug);
    expect(includedSlugs.length).toBeGreaterThan(1);
    const [pkgRow] = await t.database.db.select().from(servicePackages).where(eq(servicePackages.slug, slug));
    const serviceRows = await t.database.db.select().from(services);
    onTestFinished(async () => {
      await t.database.db
        .update(servicePackages)
        .set({ updatedAt: pkgRow?.updatedAt })
        .where(eq(servicePackages.slug, slug));
      for (const row of serviceRows) {
        await t.database.db.update(services).set({ updatedAt: row.updatedAt }).where(eq(services.id, row.id));
      }
      t.api.responseCache.clear();
    });
    /** The package changed at `own`, its first included service at `first`, the others long ago. */
    const changes = async (own: string, first: string) => {
      await t.database.db
        .update(servicePackages)
        .set({ updatedAt: new Date(own) })
        .where(eq(servicePackages.slug, slug));
      for (const [index, included] of includedSlugs.entries()) {
        const at = index === 0 ? first : '2020-01-01T00:00:00.000Z';
        await t.database.db
          .update(services)
          .set({ updatedAt: new Date(at) })
          .where(eq(services.slug, included));
      }
      t.api.responseCache.clear();
    };
    await changes('2026-10-01T09:00:00.000Z', '2026-08-01T09:00:00.000Z');
    expect((await t.get(`/api/services/packages/${slug}/`)).body.updated_at).toBe('2026-10-01T09:00:00.000Z');
    await changes('2026-10-01T09:00:00.000Z', '2026-11-02T12:30:00.000Z');
    expect((await t.get(`/api/services/packages/${slug}/`)).body.updated_at).toBe('2026-11-02T12:30:00.000Z');
    const list = await t.get('/api/services/packages/?language=fr');
    expect(list.body.results.find((p: { slug: string }) => p.slug === slug).updated_at).toBe(
      '2026-11-02T12:30:00.000Z',
    );
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
