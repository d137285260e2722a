/**
 * The session types a visitor can book (issue 25 point 3, decision 105): the visible ones in the
 * owner's order, each with the active service and package it belongs to. What a visitor reads of
 * them (the language's text, the offer's price) is made by services/booking/session-types.ts.
 */
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { preparedRead } from '../db/prepared-read';
import { servicePackages, services, sessionTypes } from '../db/schema';

export type SessionTypeRow = typeof sessionTypes.$inferSelect;
type ServiceRow = typeof services.$inferSelect;
type PackageRow = typeof servicePackages.$inferSelect;

/** A visible session type with the offer(s) it belongs to; an inactive offer reads as none. */
export type BookableSessionTypeRow = {
  type: SessionTypeRow;
  service: Pick<ServiceRow, 'slug' | 'title' | 'price' | 'currency'> | null;
  package: Pick<PackageRow, 'slug' | 'name' | 'price' | 'currency'> | null;
};

export type SessionTypeFilter = { serviceSlug?: string | undefined; packageSlug?: string | undefined };

export function createSessionTypesRepository(db: Database) {
  const bookable = (conditions: SQL[]) =>
    db
      .select({
        type: sessionTypes,
        serviceSlug: services.slug,
        serviceTitle: services.title,
        servicePrice: services.price,
        serviceCurrency: services.currency,
        packageSlug: servicePackages.slug,
        packageName: servicePackages.name,
        packagePrice: servicePackages.price,
        packageCurrency: servicePackages.currency,
      })
      .from(sessionTypes)
      .leftJoin(services, and(eq(services.id, sessionTypes.serviceId), eq(services.isActive, true)))
      .leftJoin(
        servicePackages,
        and(eq(servicePackages.id, sessionTypes.packageId), eq(servicePackages.isActive, true)),
      )
      .where(and(eq(sessionTypes.isVisible, true), ...conditions))
      .orderBy(asc(sessionTypes.order), asc(sessionTypes.id));
  // Every one, as the pages with a booking link read them: built once (decision 125).
  const allBookable = preparedRead('session_types_bookable', () => bookable([]));
  return {
    /** The visible session types, in the owner's order; only those of the named service/package. */
    async listBookable(filter: SessionTypeFilter = {}): Promise<BookableSessionTypeRow[]> {
      const conditions: SQL[] = [];
      if (filter.serviceSlug !== undefined) conditions.push(eq(services.slug, filter.serviceSlug));
      if (filter.packageSlug !== undefined) conditions.push(eq(servicePackages.slug, filter.packageSlug));
      const rows = await (conditions.length === 0 ? allBookable() : bookable(conditions));
      return rows.map((row) => ({
        type: row.type,
        service:
          row.serviceSlug === null || row.serviceTitle === null || row.serviceCurrency === null
            ? null
            : {
                slug: row.serviceSlug,
                title: row.serviceTitle,
                price: row.servicePrice,
                currency: row.serviceCurrency,
              },
        package:
          row.packageSlug === null ||
          row.packageName === null ||
          row.packageCurrency === null ||
          row.packagePrice === null
            ? null
            : {
                slug: row.packageSlug,
                name: row.packageName,
                price: row.packagePrice,
                currency: row.packageCurrency,
              },
      }));
    },
  };
}

export type SessionTypesRepository = ReturnType<typeof createSessionTypesRepository>;
