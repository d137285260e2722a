/**
 * The offer's rows (services, packages with their features and included services, testimonials)
 * as the site shows them: active ones, in the catalogue's order. What a visitor reads of them —
 * the language's text, formatted prices and durations, image alt texts — is made by
 * services/catalog-service.ts (decision 094).
 */
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { packageFeatures, packageServices, servicePackages, services, testimonials } from '../db/schema';
import { idOrSlugWhere, offsetOf, type Page } from './id-or-slug';

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
   * The packages `where` selects (a page of them with `page`) with their features and included
   * services: three statements sent together, the details selected by the same condition as a
   * subquery, so a render waits for one round trip instead of two (decision 115).
   */
  const packagesWithDetails = async (where: SQL | undefined, page?: Page): Promise<PackageDetails[]> => {
    const selected = <T extends PgSelect>(query: T) =>
      page ? query.limit(page.pageSize).offset(offsetOf(page)) : query;
    const ids = selected(
      db
        .select({ id: servicePackages.id })
        .from(servicePackages)
        .where(where)
        .orderBy(...packageOrder)
        .$dynamic(),
    );
    const [rows, features, included] = await Promise.all([
      selected(
        db
          .select()
          .from(servicePackages)
          .where(where)
          .orderBy(...packageOrder)
          .$dynamic(),
      ),
      db
        .select()
        .from(packageFeatures)
        .where(inArray(packageFeatures.packageId, ids))
        .orderBy(asc(packageFeatures.order), asc(packageFeatures.id)),
      db
        .select({ packageId: packageServices.packageId, service: services })
        .from(packageServices)
        .innerJoin(services, eq(services.id, packageServices.serviceId))
        .where(and(inArray(packageServices.packageId, ids), eq(services.isActive, true)))
        .orderBy(asc(packageServices.order), asc(services.id)),
    ]);
    return rows.map((row) => ({
      row,
      features: features.filter((feature) => feature.packageId === row.id),
      services: included.filter((item) => item.packageId === row.id).map(({ service }) => service),
    }));
  };

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
      const where = eq(services.isActive, true);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(services)
          .where(where)
          .orderBy(...serviceOrder)
          .limit(page.pageSize)
          .offset(offsetOf(page)),
        db.select({ value: count() }).from(services).where(where),
      ]);
      return { count: total?.value ?? 0, rows };
    },

    async featuredServices(): Promise<ServiceRow[]> {
      return db
        .select()
        .from(services)
        .where(and(eq(services.isActive, true), eq(services.isFeatured, true)))
        .orderBy(...serviceOrder);
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
      const where = eq(servicePackages.isActive, true);
      const [rows, [total]] = await Promise.all([
        packagesWithDetails(where, page),
        db.select({ value: count() }).from(servicePackages).where(where),
      ]);
      return { count: total?.value ?? 0, rows };
    },

    async featuredPackages(): Promise<PackageDetails[]> {
      return packagesWithDetails(
        and(eq(servicePackages.isActive, true), eq(servicePackages.isFeatured, true)),
      );
    },

    async getPackage(idOrSlug: string): Promise<PackageDetails | null> {
      const where = idOrSlugWhere(servicePackages.id, servicePackages.slug, idOrSlug);
      if (!where) return null;
      const [result] = await packagesWithDetails(and(where, eq(servicePackages.isActive, true)));
      return result ?? null;
    },

    async listTestimonials(): Promise<TestimonialRow[]> {
      return db
        .select()
        .from(testimonials)
        .where(eq(testimonials.isActive, true))
        .orderBy(asc(testimonials.order), asc(testimonials.id));
    },
  };
}
