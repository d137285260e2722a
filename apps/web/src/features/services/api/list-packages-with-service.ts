import type { ServicePackage } from '@wegweiser/contracts';
import { fetchAllPages } from '../../../shared/data/all-pages';
import type { Resource } from '../../../shared/data/resource-store';

export type PackageTeaser = Pick<ServicePackage, 'id' | 'slug' | 'name' | 'short_description'> & {
  /** formatted_price.formatted, or the euro sign plus the price (as on the package pages). */
  price: string;
  serviceSlugs: string[];
};

/**
 * The packages a service detail page may point to, trimmed to what it shows (the full list with
 * descriptions would bloat the embedded page state). Its own key: the packages feature keeps the
 * untrimmed list under another one.
 */
export const packageTeasersResource = (language: string): Resource<PackageTeaser[]> => ({
  key: `service-package-teasers:${language}`,
  fetch: async (api) =>
    (await fetchAllPages<ServicePackage>(api, '/services/packages/', { language })).map(toPackageTeaser),
});

export function toPackageTeaser(pkg: ServicePackage): PackageTeaser {
  return {
    id: pkg.id,
    slug: pkg.slug,
    name: pkg.name,
    short_description: pkg.short_description,
    price: pkg.formatted_price?.formatted?.trim() || (pkg.price ? `€${pkg.price}` : ''),
    serviceSlugs: pkg.services.map((service) => service.slug),
  };
}
