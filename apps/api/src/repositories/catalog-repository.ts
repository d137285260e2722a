/**
 * The offer's rows (services, packages with their features and included services, testimonials)
 * as the site shows them: active ones, in the catalogue's order. What a visitor reads of them —
 * the language's text, formatted prices and durations, image alt texts — is made by
 * services/catalog-service.ts (decision 094).
 */
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { activeRowsInOrder, preparedRead } from '../db/prepared-read';
import { packageFeatures, packageServices, servicePackages, services, testimonials } from '../db/schema';
import { idOrSlugWhere, offsetOf, type Page, parseIdOrSlug } from './id-or-slug';

export type ServiceRow = typeof services.$inferSelect;
export type PackageRow = typeof servicePackages.$inferSelect;
export type PackageFeatureRow = typeof packageFeatures.$inferSelect;
export type TestimonialRow = typeof testimonials.$inferSelect;

/** A package with its features (active or not) and its active included services, in order. */
export type PackageDetails = { row: PackageRow; features: PackageFeatureRow[]; services: ServiceRow[] };

/** An active service or package: its slug and its titles in every language. */
export type OfferRow = { slug: string; title: Record<string, string> };

const serviceOrder = [asc(services.order), asc(services.id)];
const packageOrder = [asc(servicePackages.order), asc(servicePackages.id)];

export function createCatalogRepository(db: Database) {
  /**
   * The reads of the packages `where` selects (a page of them with `paged`: placeholders `limit`
   * and `offset`) with their features and included services: three statements sent together, the
   * details selected by the same condition as a subquery, so a render waits for one round trip
   * instead of two (decision 115); each built once (decision 125).
   */
  const packageReads = (name: string, where: () => SQL | undefined, paged: boolean) => {
    const selected = <T extends PgSelect>(query: T) =>
      paged ? query.limit(sql.placeholder('limit')).offset(sql.placeholder('offset')) : query;
    const ids = () =>
      selected(
        db
          .select({ id: servicePackages.id })
          .from(servicePackages)
          .where(where())
          .orderBy(...packageOrder)
          .$dynamic(),
      );
    return {
      rows: preparedRead(`catalog_packages_${name}`, () =>
        selected(
          db
            .select()
            .from(servicePackages)
            .where(where())
            .orderBy(...packageOrder)
            .$dynamic(),
        ),
      ),
      features: preparedRead(`catalog_package_features_${name}`, () =>
        db
          .select()
          .from(packageFeatures)
          .where(inArray(packageFeatures.packageId, ids()))
          .orderBy(asc(packageFeatures.order), asc(packageFeatures.id)),
      ),
      included: preparedRead(`catalog_package_services_${name}`, () =>
        db
          .select({ packageId: packageServices.packageId, service: services })
          .from(packageServices)
          .innerJoin(services, eq(services.id, packageServices.serviceId))
          .where(and(inArray(packageServices.packageId, ids()), eq(services.isActive, true)))
          .orderBy(asc(packageServices.order), asc(services.id)),
      ),
    };
  };
  const activePackage = () => eq(servicePackages.isActive, true);
  const packagesBy = {
    page: packageReads('page', activePackage, true),
    featured: packageReads(
      'featured',
      () => and(activePackage(), eq(servicePackages.isFeatured, true)),
      false,
    ),
    id: packageReads(
      'by_id',
      () => and(eq(servicePackages.id, sql.placeholder('id')), activePackage()),
      false,
    ),
    slug: packageReads(
      'by_slug',
      () => and(eq(servicePackages.slug, sql.placeholder('slug')), activePackage()),
      false,
    ),
  };
  const packagesWithDetails = async (
    reads: ReturnType<typeof packageReads>,
    values?: Record<string, unknown>,
  ): Promise<PackageDetails[]> => {
    const [rows, features, included] = await Promise.all([
      reads.rows(values),
      reads.features(values),
      reads.included(values),
    ]);
    return rows.map((row) => ({
      row,
      features: features.filter((feature) => feature.packageId === row.id),
      services: included.filter((item) => item.packageId === row.id).map(({ service }) => service),
    }));
  };
  const activeServices = eq(services.isActive, true);
  const servicesPage = preparedRead('catalog_services_page', () =>
    db
      .select()
      .from(services)
      .where(activeServices)
      .orderBy(...serviceOrder)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset')),
  );
  const servicesCount = preparedRead('catalog_services_count', () =>
    db.select({ value: count() }).from(services).where(activeServices),
  );
  const packagesCount = preparedRead('catalog_packages_count', () =>
    db.select({ value: count() }).from(servicePackages).where(activePackage()),
  );
  const featuredServices = preparedRead('catalog_services_featured', () =>
    db
      .select()
      .from(services)
      .where(and(activeServices, eq(services.isFeatured, true)))
      .orderBy(...serviceOrder),
  );
  const activeTestimonials = activeRowsInOrder('catalog_testimonials', db, testimonials);
  const pageValues = (page: Page) => ({ limit: page.pageSize, offset: offsetOf(page) });

  return {
    /** Every active service and package, in the catalogue's order: slug and titles. */
    async offers(): Promise<{ services: OfferRow[]; packages: OfferRow[] }> {
      const [serviceRows, packageRows] = await Promise.all([
        db
          .select({ slug: services.slug, title: services.title })
          .from(services)
          .where(eq(services.isActive, true))
          .orderBy(...serviceOrder),
        db
          .select({ slug: servicePackages.slug, title: servicePackages.name })
          .from(servicePackages)
          .where(eq(servicePackages.isActive, true))
          .orderBy(...packageOrder),
      ]);
      return { services: serviceRows, packages: packageRows };
    },

    async listServices(page: Page): Promise<{ count: number; rows: ServiceRow[] }> {
      const [rows, [total]] = await Promise.all([servicesPage(pageValues(page)), servicesCount()]);
      return { count: total?.value ?? 0, rows };
    },

    async featuredServices(): Promise<ServiceRow[]> {
      return featuredServices();
    },

    async getService(idOrSlug: string): Promise<ServiceRow | null> {
      const where = idOrSlugWhere(services.id, services.slug, idOrSlug);
      if (!where) return null;
      const [row] = await db
        .select()
        .from(services)
        .where(and(where, eq(services.isActive, true)));
      return row ?? null;
    },

    async listPackages(page: Page): Promise<{ count: number; rows: PackageDetails[] }> {
      const [rows, [total]] = await Promise.all([
        packagesWithDetails(packagesBy.page, pageValues(page)),
        packagesCount(),
      ]);
      return { count: total?.value ?? 0, rows };
    },

    async featuredPackages(): Promise<PackageDetails[]> {
      return packagesWithDetails(packagesBy.featured);
    },

    async getPackage(idOrSlug: string): Promise<PackageDetails | null> {
      const by = parseIdOrSlug(idOrSlug);
      if (!by) return null;
      const [result] = await ('id' in by
        ? packagesWithDetails(packagesBy.id, { id: by.id })
        : packagesWithDetails(packagesBy.slug, { slug: by.slug }));
      return result ?? null;
    },

    async listTestimonials(): Promise<TestimonialRow[]> {
      return activeTestimonials();
    },
  };
}
