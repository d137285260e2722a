/**
 * What a home card shows (spec section 2, "Cards"): badges, price and duration (image or icon is
 * shared/lib/item-media).
 * Kept apart from the markup so every rule has a plain unit test.
 */
import type { ServicePackage, ServiceSummary } from '@wegweiser/contracts';
import { formatDuration } from '../../../shared/lib/format-duration';

/** A premium-styled service shows its premium_badge_text. */
export function serviceBadge(service: Pick<ServiceSummary, 'is_premium_styled' | 'premium_badge_text'>) {
  return service.is_premium_styled ? service.premium_badge_text.trim() || null : null;
}

/** A premium-styled package shows the managed "most popular" text. */
export function packageBadge(pkg: Pick<ServicePackage, 'is_premium_styled'>, mostPopular: string) {
  return pkg.is_premium_styled ? mostPopular.trim() || null : null;
}

/** '{discount_percentage}% save' (managed text with the placeholder), only for a discount above 0. */
export function packageSaveBadge(pkg: Pick<ServicePackage, 'discount_percentage'>, template: string) {
  const discount = pkg.discount_percentage;
  if (!(typeof discount === 'number' && discount > 0)) return null;
  return (template.trim() || '{discount_percentage}% save').replaceAll(
    '{discount_percentage}',
    String(discount),
  );
}

export type PriceLine = { price: string; duration: string };

/** Price and duration of a service on home: only with show_price_on_home and a formatted price. */
export function servicePriceLine(
  service: Pick<ServiceSummary, 'show_price_on_home' | 'formatted_price' | 'formatted_duration'>,
  label: (contentType: string) => string | undefined,
): PriceLine | null {
  const price = service.formatted_price?.formatted;
  if (!service.show_price_on_home || !price) return null;
  return { price, duration: formatDuration(service.formatted_duration, label) };
}

/** The price of a package on home: only with show_price_on_home. */
export function packagePrice(
  pkg: Pick<ServicePackage, 'show_price_on_home' | 'formatted_price'>,
): string | null {
  if (!pkg.show_price_on_home) return null;
  return pkg.formatted_price?.formatted || null;
}
