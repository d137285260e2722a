/**
 * Price and discount wording of packages (spec section 2, package detail and home cards).
 */
import type { ServicePackage } from '@wegweiser/contracts';

/** formatted_price.formatted, or the euro sign plus the raw price when the API sent no formatting. */
export function packagePrice(
  pkg: Pick<ServicePackage, 'price'> & { formatted_price?: { formatted: string } | null },
) {
  const formatted = pkg.formatted_price?.formatted?.trim();
  if (formatted) return formatted;
  return pkg.price ? `€${pkg.price}` : '';
}

/** '-15% Rabatt …' on the detail page; null when there is no discount. */
export function discountLine(
  discountPercentage: number | null | undefined,
  discountText: string,
): string | null {
  if (!discountPercentage || discountPercentage <= 0) return null;
  return `-${discountPercentage}% ${discountText}`.trim();
}

/** The list card's '{discount_percentage}% save' badge; null when the discount is not above 0. */
export function saveBadge(discountPercentage: number | null | undefined, template: string): string | null {
  if (!discountPercentage || discountPercentage <= 0) return null;
  const text = template.trim() || '{discount_percentage}%';
  return text.replaceAll('{discount_percentage}', String(discountPercentage));
}
