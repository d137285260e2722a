import {
  type Service,
  type ServicePackage,
  type ServiceSummary,
  safeUrl,
  type Testimonial,
} from '@wegweiser/contracts';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { packageFeatures, packageServices, servicePackages, services, testimonials } from '../db/schema';
import { formatDuration, formatPrice } from '../lib/format';
import { type Locale, localizer } from '../lib/localize';
import { idOrSlugWhere, offsetOf, type Page } from './id-or-slug';
import { type AltSource, libraryAlts } from './library-alt';

type ServiceRow = typeof services.$inferSelect;
type PackageRow = typeof servicePackages.$inferSelect;

/** Owner-set image URLs pass the contracts' allow-list (decision 022): a bad one reads as none. */
const image = { kind: 'image' } as const;
const serviceOrder = [asc(services.order), asc(services.id)];
const packageOrder = [asc(servicePackages.order), asc(servicePackages.id)];

/** Each URL's alt text from the media library (see library-alt.ts). */
type AltOf = (url: string | null) => string;

/** `altSource`: the media library's alt texts, for `image_alt` (decision 053). */
export function createCatalogRepository(db: Database, altSource: AltSource) {
  const priceOf = (locale: Locale, price: string | null, currency: string) =>
    price === null ? null : formatPrice(price, currency, locale.language);

  /** The alt texts of the rows' images, in one query. */
  const altsOf = (locale: Locale, rows: readonly { image: string | null }[]) =>
    libraryAlts(
      altSource,
      locale,
      rows.map((row) => safeUrl(row.image, image)),
    );

  const toServiceSummary = (locale: Locale, row: ServiceRow, altOf: AltOf): ServiceSummary => {
    const t = localizer(locale);
    const imageUrl = safeUrl(row.image, image);
    return {
      id: row.id,
      slug: row.slug,
      title: t(row.title),
      short_description: t(row.shortDescription),
      icon: row.icon,
      image: imageUrl,
      image_alt: altOf(imageUrl),
      card_image_url: safeUrl(row.cardImageUrl, image),
      use_image_instead_of_icon: row.useImageInsteadOfIcon,
      is_premium_styled: row.isPremiumStyled,
      premium_badge_text: t(row.premiumBadgeText),
      show_price_on_home: row.showPriceOnHome,
      is_featured: row.isFeatured,
      price: row.price,
      formatted_price: priceOf(locale, row.price, row.currency),
      duration: row.duration,
      duration_unit: row.durationUnit as ServiceSummary['duration_unit'],
      formatted_duration: formatDuration(row.duration, row.durationUnit),
      order: row.order,
      language: locale.language,
      updated_at: row.updatedAt.toISOString(),
    };
  };

  const newestOf = (dates: readonly Date[]) => new Date(Math.max(...dates.map((date) => date.getTime())));

  /**
   * Packages with their active-or-not features, included services and image alt texts, in three
   * extra queries.
   */
  const withDetails = async (locale: Locale, rows: PackageRow[]): Promise<ServicePackage[]> => {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const t = localizer(locale);
    const [features, included, altOf] = await Promise.all([
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
      altsOf(locale, rows),
    ]);
    return rows.map((row) => {
      const includedServices = included
        .filter((item) => item.packageId === row.id)
        .map(({ service }) => service);
      const imageUrl = safeUrl(row.image, image);
      return {
        id: row.id,
        slug: row.slug,
        name: t(row.name),
        short_description: t(row.shortDescription),
        description: t(row.description),
        icon: row.icon,
        image: imageUrl,
        image_alt: altOf(imageUrl),
        card_image_url: safeUrl(row.cardImageUrl, image),
        use_image_instead_of_icon: row.useImageInsteadOfIcon,
        is_premium_styled: row.isPremiumStyled,
        show_price_on_home: row.showPriceOnHome,
        is_featured: row.isFeatured,
        price: row.price,
        discount_percentage: row.discountPercentage,
        formatted_price: formatPrice(row.price, row.currency, locale.language),
        features: features
          .filter((feature) => feature.packageId === row.id)
          .map((feature) => ({
            id: feature.id,
            text: t(feature.text),
            is_active: feature.isActive,
            order: feature.order,
          })),
        services: includedServices.map((service) => ({
          id: service.id,
          slug: service.slug,
          title: t(service.title),
          short_description: t(service.shortDescription),
          formatted_price: priceOf(locale, service.price, service.currency),
          formatted_duration: formatDuration(service.duration, service.durationUnit),
        })),
        order: row.order,
        language: locale.language,
        updated_at: newestOf([
          row.updatedAt,
          ...includedServices.map((service) => service.updatedAt),
        ]).toISOString(),
      };
    });
  };

  return {
    /**
     * Every active service and package, in the catalogue's order: its slug, its title in `locale`
     * and every title it has in any language (the names visitors may have seen).
     */
    async offers(locale: Locale) {
      const t = localizer(locale);
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
      const offer =
        (kind: 'service' | 'package') => (row: { slug: string; title: Record<string, string> }) => ({
          kind,
          slug: row.slug,
          title: t(row.title),
          titles: Object.values(row.title).filter((title) => title !== ''),
        });
      return [...serviceRows.map(offer('service')), ...packageRows.map(offer('package'))];
    },

    async listServices(locale: Locale, page: Page) {
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
      const altOf = await altsOf(locale, rows);
      return { count: total?.value ?? 0, results: rows.map((row) => toServiceSummary(locale, row, altOf)) };
    },

    async featuredServices(locale: Locale) {
      const rows = await db
        .select()
        .from(services)
        .where(and(eq(services.isActive, true), eq(services.isFeatured, true)))
        .orderBy(...serviceOrder);
      const altOf = await altsOf(locale, rows);
      return rows.map((row) => toServiceSummary(locale, row, altOf));
    },

    async getService(locale: Locale, idOrSlug: string): Promise<Service | null> {
      const where = idOrSlugWhere(services.id, services.slug, idOrSlug);
      if (!where) return null;
      const [row] = await db
        .select()
        .from(services)
        .where(and(where, eq(services.isActive, true)));
      if (!row) return null;
      const altOf = await altsOf(locale, [row]);
      return { ...toServiceSummary(locale, row, altOf), description: localizer(locale)(row.description) };
    },

    async listPackages(locale: Locale, page: Page) {
      const where = eq(servicePackages.isActive, true);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(servicePackages)
          .where(where)
          .orderBy(...packageOrder)
          .limit(page.pageSize)
          .offset(offsetOf(page)),
        db.select({ value: count() }).from(servicePackages).where(where),
      ]);
      return { count: total?.value ?? 0, results: await withDetails(locale, rows) };
    },

    async featuredPackages(locale: Locale) {
      const rows = await db
        .select()
        .from(servicePackages)
        .where(and(eq(servicePackages.isActive, true), eq(servicePackages.isFeatured, true)))
        .orderBy(...packageOrder);
      return withDetails(locale, rows);
    },

    async getPackage(locale: Locale, idOrSlug: string) {
      const where = idOrSlugWhere(servicePackages.id, servicePackages.slug, idOrSlug);
      if (!where) return null;
      const rows = await db
        .select()
        .from(servicePackages)
        .where(and(where, eq(servicePackages.isActive, true)));
      const [result] = await withDetails(locale, rows);
      return result ?? null;
    },

    async listTestimonials(locale: Locale): Promise<Testimonial[]> {
      const t = localizer(locale);
      const rows = await db
        .select()
        .from(testimonials)
        .where(eq(testimonials.isActive, true))
        .orderBy(asc(testimonials.order), asc(testimonials.id));
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        role: t(row.role),
        content: t(row.content),
        order: row.order,
      }));
    },
  };
}
