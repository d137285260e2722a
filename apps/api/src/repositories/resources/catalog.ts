/** The offer: services, packages (with their features and included services) and testimonials. */
import {
  ServiceCreateSchema,
  ServicePackageCreateSchema,
  TestimonialCreateSchema,
} from '@wegweiser/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { packageFeatures, packageServices, servicePackages, services, testimonials } from '../../db/schema';
import type { Document } from './resource';
import { type Children, listResource, tableResource } from './table-resource';

export const servicesResource = tableResource({
  name: 'services',
  create: ServiceCreateSchema,
  table: services,
  labelField: 'title',
  unique: ['slug'],
  publicPath: (document) => `/services/${document.slug}`,
});

type FeatureInput = { text: Record<string, string>; is_active?: boolean; order?: number };

/** A package's features (replaced as a whole) and included services (in display order). */
const packageChildren: Children = {
  fields: ['features', 'service_ids'],
  async read(db: Database, ids: number[]) {
    const features = new Map<number, FeatureInput[]>(ids.map((id) => [id, []]));
    const serviceIds = new Map<number, number[]>(ids.map((id) => [id, []]));
    const byPackage = () =>
      new Map<number, Document>(
        ids.map((id) => [id, { features: features.get(id), service_ids: serviceIds.get(id) }]),
      );
    if (ids.length === 0) return byPackage();
    const [featureRows, included] = await Promise.all([
      db
        .select()
        .from(packageFeatures)
        .where(inArray(packageFeatures.packageId, ids))
        .orderBy(asc(packageFeatures.order), asc(packageFeatures.id)),
      db
        .select()
        .from(packageServices)
        .where(inArray(packageServices.packageId, ids))
        .orderBy(asc(packageServices.order)),
    ]);
    for (const feature of featureRows) {
      features.get(feature.packageId)?.push({
        text: feature.text,
        is_active: feature.isActive,
        order: feature.order,
      });
    }
    for (const link of included) {
      serviceIds.get(link.packageId)?.push(link.serviceId);
    }
    return byPackage();
  },
  async write(db: Database, id: number, document: Document) {
    const features = document.features as FeatureInput[] | undefined;
    if (features) {
      await db.delete(packageFeatures).where(eq(packageFeatures.packageId, id));
      if (features.length > 0) {
        await db.insert(packageFeatures).values(
          features.map((feature, index) => ({
            packageId: id,
            text: feature.text,
            isActive: feature.is_active ?? true,
            order: feature.order ?? index,
          })),
        );
      }
    }
    const serviceIds = document.service_ids as number[] | undefined;
    if (serviceIds) {
      await db.delete(packageServices).where(eq(packageServices.packageId, id));
      if (serviceIds.length > 0) {
        await db
          .insert(packageServices)
          .values(serviceIds.map((serviceId, order) => ({ packageId: id, serviceId, order })));
      }
    }
  },
};

export const packagesResource = tableResource({
  name: 'packages',
  create: ServicePackageCreateSchema,
  table: servicePackages,
  labelField: 'name',
  unique: ['slug'],
  publicPath: (document) => `/services/packages/${document.slug}`,
  references: { service_ids: services },
  children: packageChildren,
});

export const testimonialsResource = listResource(
  'testimonials',
  TestimonialCreateSchema,
  testimonials,
  'name',
);
