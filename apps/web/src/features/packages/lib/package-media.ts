import type { ServicePackage } from '@wegweiser/contracts';
import { contentImage } from '../../../shared/lib/content-url';

export type CardMedia = { kind: 'image'; src: string } | { kind: 'icon'; name: string | null };

/**
 * A card shows an image only when use_image_instead_of_icon is set and card_image_url or image
 * exists (card_image_url preferred); otherwise the icon (unknown names fall back to sparkles).
 */
export function packageCardMedia(
  pkg: Pick<ServicePackage, 'use_image_instead_of_icon' | 'card_image_url' | 'image' | 'icon'>,
): CardMedia {
  const src = contentImage(pkg.card_image_url) ?? contentImage(pkg.image);
  if (pkg.use_image_instead_of_icon && src) return { kind: 'image', src };
  return { kind: 'icon', name: pkg.icon || null };
}
