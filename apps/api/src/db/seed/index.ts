/**
 * Seeds an empty database with the demo content in one transaction. "Empty" means no languages:
 * a database someone has started editing is never touched.
 */
import { count } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../client';
import * as t from '../schema';
import { type SeedData, seedData } from './data';
import { LEGAL_PAGES_VERSION } from './data/legal';
import { assertValidSeed } from './validate-seed';

export async function seedIfEmpty(db: Database, log?: FastifyBaseLogger): Promise<boolean> {
  const [existing] = await db.select({ value: count() }).from(t.languages);
  if ((existing?.value ?? 0) > 0) return false;
  await seed(db);
  log?.info('seeded the empty database with demo content');
  return true;
}

/** Inserts the seed (the demo content unless told otherwise) after the contracts have passed it. */
export async function seed(db: Database, data: SeedData = seedData) {
  assertValidSeed(data);
  await db.transaction(async (tx) => {
    await tx.insert(t.languages).values(data.languages.map((language) => ({ ...language, isActive: true })));
    await tx.insert(t.siteSettings).values({ id: 1, ...data.siteSettings });
    await tx.insert(t.socialMediaSettings).values(data.socialMedia);
    await tx.insert(t.footerItems).values(data.footerItems);
    await tx
      .insert(t.staticContents)
      .values(Object.entries(data.staticContent).map(([contentType, content]) => ({ contentType, content })));
    await tx.insert(t.themes).values({ ...data.theme, isActive: true });
    await tx.insert(t.seoSettings).values(data.seoSettings);
    await tx.insert(t.stats).values(data.stats);
    await tx.insert(t.heroMedia).values(data.heroMedia);
    await tx.insert(t.qualifications).values(data.qualifications);
    await tx.insert(t.locations).values(data.locations);
    await tx
      .insert(t.legalPages)
      .values(data.legalPages.map((page) => ({ ...page, updatedAt: new Date(LEGAL_PAGES_VERSION) })));
    await tx.insert(t.testimonials).values(data.testimonials);

    const serviceRows = await tx
      .insert(t.services)
      .values(data.services)
      .returning({ id: t.services.id, slug: t.services.slug });
    const serviceIds = new Map(serviceRows.map((row) => [row.slug, row.id]));

    for (const { features, serviceSlugs, ...pkg } of data.packages) {
      const [row] = await tx.insert(t.servicePackages).values(pkg).returning({ id: t.servicePackages.id });
      if (!row) throw new Error(`package ${pkg.slug} was not inserted`);
      if (features.length > 0) {
        await tx
          .insert(t.packageFeatures)
          .values(features.map((feature) => ({ ...feature, packageId: row.id })));
      }
      const included = serviceSlugs.map((slug, order) => {
        const serviceId = serviceIds.get(slug);
        if (serviceId === undefined) throw new Error(`package ${pkg.slug} names unknown service ${slug}`);
        return { packageId: row.id, serviceId, order };
      });
      if (included.length > 0) await tx.insert(t.packageServices).values(included);
    }

    await tx.insert(t.sessionTypes).values(
      data.sessionTypes.map(({ serviceSlug, ...sessionType }) => {
        const serviceId = serviceSlug === null ? null : serviceIds.get(serviceSlug);
        if (serviceId === undefined) throw new Error(`session type names unknown service ${serviceSlug}`);
        return { ...sessionType, serviceId };
      }),
    );
    await tx.insert(t.bookingAvailability).values({ id: 1, ...data.bookingAvailability });

    const insertCategories = async (
      table: typeof t.blogCategories | typeof t.careerCategories,
      rows: typeof data.blogCategories,
    ) => {
      const inserted = await tx.insert(table).values(rows).returning({ id: table.id, slug: table.slug });
      return new Map(inserted.map((row) => [row.slug, row.id]));
    };
    const categoryId = (ids: Map<string, number>, slug: string) => {
      const id = ids.get(slug);
      if (id === undefined) throw new Error(`unknown category ${slug}`);
      return id;
    };

    const blogCategoryIds = await insertCategories(t.blogCategories, data.blogCategories);
    await tx.insert(t.blogPosts).values(
      data.blogPosts.map(({ categorySlug, publishedAt, ...post }) => ({
        ...post,
        categoryId: categoryId(blogCategoryIds, categorySlug),
        publishedAt: new Date(publishedAt),
        updatedAt: new Date(publishedAt),
        isPublished: true,
      })),
    );

    const careerCategoryIds = await insertCategories(t.careerCategories, data.careerCategories);
    await tx.insert(t.careerPosts).values(
      data.careerPosts.map(({ categorySlug, publishedAt, ...post }) => ({
        ...post,
        categoryId: categoryId(careerCategoryIds, categorySlug),
        publishedAt: new Date(publishedAt),
        updatedAt: new Date(publishedAt),
        isPublished: true,
      })),
    );
  });
}
