/**
 * The offer as the site shows it (decision 094): each service, package and testimonial in the
 * request's language (per-field fallback, lib/localize.ts), prices and durations formatted for
 * it, owner-set image URLs through the contracts' allow-list (decision 022) and each image's alt
 * text from the media library (decision 053). The views are pure functions of the repository's
 * rows; the service reads the rows and the alt texts and applies them.
 */
import {
  type Service,
  type ServicePackage,
  type ServiceSummary,
  safeUrl,
  type Testimonial,
} from '@wegweiser/contracts';
import { formatDuration, formatPrice } from '../lib/format';
import { type Locale, localizer } from '../lib/localize';
import type { Repositories } from '../repositories';
import type {
  OfferRow,
  PackageDetails,
  ServiceRow,
  TestimonialRow,
} from '../repositories/catalog-repository';
import type { Page } from '../repositories/id-or-slug';
import { libraryAlts } from './library-alt';

/** Each URL's alt text from the media library (see library-alt.ts). */
export type AltOf = (url: string | null) => string;

/** Owner-set image URLs pass the contracts' allow-list (decision 022): a bad one reads as none. */
const image = { kind: 'image' } as const;

/** A price in the language's format; null when the offer has none. */
export const priceIn = (locale: Locale, price: string | null, currency: string) =>
  price === null ? null : formatPrice(price, currency, locale.language);

const newestOf = (dates: readonly Date[]) => new Date(Math.max(...dates.map((date) => date.getTime())));

/** A service as the lists and the home page show it. */
export function serviceSummaryView(locale: Locale, row: ServiceRow, altOf: AltOf): ServiceSummary {
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
    formatted_price: priceIn(locale, row.price, row.currency),
    duration: row.duration,
    duration_unit: row.durationUnit as ServiceSummary['duration_unit'],
    formatted_duration: formatDuration(row.duration, row.durationUnit),
    order: row.order,
    language: locale.language,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A service's own page: its summary and its description. */
export function serviceView(locale: Locale, row: ServiceRow, altOf: AltOf): Service {
  return { ...serviceSummaryView(locale, row, altOf), description: localizer(locale)(row.description) };
}

/** A package with its features and included services; changed when it or one of them changed. */
export function packageView(locale: Locale, details: PackageDetails, altOf: AltOf): ServicePackage {
  const t = localizer(locale);
  const { row, features, services: includedServices } = details;
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
    features: features.map((feature) => ({
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
      formatted_price: priceIn(locale, service.price, service.currency),
      formatted_duration: formatDuration(service.duration, service.durationUnit),
    })),
    order: row.order,
    language: locale.language,
    updated_at: newestOf([
      row.updatedAt,
      ...includedServices.map((service) => service.updatedAt),
    ]).toISOString(),
  };
}

export function testimonialView(locale: Locale, row: TestimonialRow): Testimonial {
  const t = localizer(locale);
  return {
    id: row.id,
    name: row.name,
    role: t(row.role),
    content: t(row.content),
    order: row.order,
  };
}

/** An offer: its slug, its title in the language and every title it has in any language. */
export const offerView = (locale: Locale, kind: 'service' | 'package', row: OfferRow) => ({
  kind,
  slug: row.slug,
  title: localizer(locale)(row.title),
  titles: Object.values(row.title).filter((title) => title !== ''),
});

export function createCatalogService(repositories: Pick<Repositories, 'catalog' | 'media'>) {
  // Read through the object on every call: a test may replace a repository method.
  const catalog = () => repositories.catalog;

  /** The alt texts of the rows' images, in one query. */
  const altsOf = (locale: Locale, rows: readonly { image: string | null }[]) =>
    libraryAlts(
      (ids) => repositories.media.altOf(ids),
      locale,
      rows.map((row) => safeUrl(row.image, image)),
    );

  const packagesIn = async (locale: Locale, packages: PackageDetails[]) => {
    if (packages.length === 0) return [];
    const altOf = await altsOf(
      locale,
      packages.map((details) => details.row),
    );
    return packages.map((details) => packageView(locale, details, altOf));
  };

  return {
    /**
     * Every active service and package, in the catalogue's order: its slug, its title in `locale`
     * and every title it has in any language (the names visitors may have seen).
     */
    async offers(locale: Locale) {
      const { services, packages } = await catalog().offers();
      return [
        ...services.map((row) => offerView(locale, 'service', row)),
        ...packages.map((row) => offerView(locale, 'package', row)),
      ];
    },

    async listServices(locale: Locale, page: Page) {
      const { count, rows } = await catalog().listServices(page);
      const altOf = await altsOf(locale, rows);
      return { count, results: rows.map((row) => serviceSummaryView(locale, row, altOf)) };
    },

    async featuredServices(locale: Locale) {
      const rows = await catalog().featuredServices();
      const altOf = await altsOf(locale, rows);
      return rows.map((row) => serviceSummaryView(locale, row, altOf));
    },

    async getService(locale: Locale, idOrSlug: string): Promise<Service | null> {
      const row = await catalog().getService(idOrSlug);
      if (!row) return null;
      return serviceView(locale, row, await altsOf(locale, [row]));
    },

    async listPackages(locale: Locale, page: Page) {
      const { count, rows } = await catalog().listPackages(page);
      return { count, results: await packagesIn(locale, rows) };
    },

    async featuredPackages(locale: Locale) {
      return packagesIn(locale, await catalog().featuredPackages());
    },

    async getPackage(locale: Locale, idOrSlug: string) {
      const details = await catalog().getPackage(idOrSlug);
      return details ? ((await packagesIn(locale, [details]))[0] ?? null) : null;
    },

    async listTestimonials(locale: Locale): Promise<Testimonial[]> {
      return (await catalog().listTestimonials()).map((row) => testimonialView(locale, row));
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
