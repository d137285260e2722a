/**
 * Seeds an empty database with the demo content in one transaction. "Empty" means no languages:
 * a database someone has started editing is never touched.
 */
import { count } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../client';
import * as t from '../schema';
import { LEGAL_PAGES_VERSION, legalPages } from './data/legal';
import { packages } from './data/packages';
import { blogCategories, blogPosts, careerCategories, careerPosts } from './data/posts';
import { seoSettings } from './data/seo';
import { services } from './data/services';
import {
  footerItems,
  heroMedia,
  languages,
  locations,
  qualifications,
  siteSettings,
  socialMedia,
  stats,
  theme,
} from './data/site';
import { staticContent } from './data/static-content';
import { testimonials } from './data/testimonials';
import { assertSeedUrls } from './validate-urls';

export async function seedIfEmpty(db: Database, log?: FastifyBaseLogger): Promise<boolean> {
  const [existing] = await db.select({ value: count() }).from(t.languages);
  if ((existing?.value ?? 0) > 0) return false;
  await seed(db);
  log?.info('seeded the empty database with demo content');
  return true;
}

export async function seed(db: Database) {
  assertSeedUrls({ siteSettings, socialMedia, footerItems, heroMedia, services, packages, blogPosts });
  await db.transaction(async (tx) => {
    await tx.insert(t.languages).values(languages.map((language) => ({ ...language, isActive: true })));
    await tx.insert(t.siteSettings).values({ id: 1, ...siteSettings });
    await tx.insert(t.socialMediaSettings).values(socialMedia);
    await tx.insert(t.footerItems).values(footerItems);
    await tx
      .insert(t.staticContents)
      .values(Object.entries(staticContent).map(([contentType, content]) => ({ contentType, content })));
    await tx.insert(t.themes).values({ ...theme, isActive: true });
    await tx.insert(t.seoSettings).values(seoSettings);
    await tx.insert(t.stats).values(stats);
    await tx.insert(t.heroMedia).values(heroMedia);
    await tx.insert(t.qualifications).values(qualifications);
    await tx.insert(t.locations).values(locations);
    await tx
      .insert(t.legalPages)
      .values(legalPages.map((page) => ({ ...page, updatedAt: new Date(LEGAL_PAGES_VERSION) })));
    await tx.insert(t.testimonials).values(testimonials);

    const serviceRows = await tx
      .insert(t.services)
      .values(services)
      .returning({ id: t.services.id, slug: t.services.slug });
    const serviceIds = new Map(serviceRows.map((row) => [row.slug, row.id]));

    for (const { features, serviceSlugs, ...pkg } of packages) {
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

    const insertCategories = async (
      table: typeof t.blogCategories | typeof t.careerCategories,
      rows: typeof blogCategories,
    ) => {
      const inserted = await tx.insert(table).values(rows).returning({ id: table.id, slug: table.slug });
      return new Map(inserted.map((row) => [row.slug, row.id]));
    };
    const categoryId = (ids: Map<string, number>, slug: string) => {
      const id = ids.get(slug);
      if (id === undefined) throw new Error(`unknown category ${slug}`);
      return id;
    };

    const blogCategoryIds = await insertCategories(t.blogCategories, blogCategories);
    await tx.insert(t.blogPosts).values(
      blogPosts.map(({ categorySlug, publishedAt, ...post }) => ({
        ...post,
        categoryId: categoryId(blogCategoryIds, categorySlug),
        publishedAt: new Date(publishedAt),
        updatedAt: new Date(publishedAt),
        isPublished: true,
      })),
    );

    const careerCategoryIds = await insertCategories(t.careerCategories, careerCategories);
    await tx.insert(t.careerPosts).values(
      careerPosts.map(({ categorySlug, publishedAt, ...post }) => ({
        ...post,
        categoryId: categoryId(careerCategoryIds, categorySlug),
        publishedAt: new Date(publishedAt),
        updatedAt: new Date(publishedAt),
        isPublished: true,
      })),
    );
  });
}
