/**
 * What a package "gives you" (spec sections 2 and 3): its active features, or — when the owner has
 * none active — four fallback lines built from managed texts.
 */
import type { ServicePackage } from '@wegweiser/contracts';

type Feature = ServicePackage['features'][number];

/** Only active features with non-blank text, sorted by order. */
export function activeFeatures(features: readonly Feature[]): Feature[] {
  return features
    .filter((feature) => feature.is_active && feature.text.trim() !== '')
    .sort((a, b) => a.order - b.order);
}

export type Highlight = { key: string; text: string };

export const FALLBACK_TEXT_TYPES = [
  'service_package_detail_free_consultation',
  'service_package_detail_attractive_price',
  'service_package_detail_online_onsite',
  'service_package_detail_services_included',
] as const;

/**
 * The active features, or the fallback lines free consultation, attractive price, online/onsite
 * and '{n} services included' with n = the number of included services.
 */
export function packageHighlights(
  pkg: Pick<ServicePackage, 'features' | 'services'>,
  text: (type: (typeof FALLBACK_TEXT_TYPES)[number]) => string,
): { fallback: boolean; items: Highlight[] } {
  const features = activeFeatures(pkg.features);
  if (features.length > 0) {
    return { fallback: false, items: features.map((f) => ({ key: `feature-${f.id}`, text: f.text.trim() })) };
  }
  return {
    fallback: true,
    items: FALLBACK_TEXT_TYPES.map((type) => ({
      key: type,
      text:
        type === 'service_package_detail_services_included'
          ? text(type).replaceAll('{n}', String(pkg.services.length))
          : text(type),
    })).filter((item) => item.text.trim() !== ''),
  };
}
