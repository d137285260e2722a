import type { ServiceSummary } from '@wegweiser/contracts';
import { contentImage } from '../../../shared/lib/content-url';

export type ServiceMedia = { kind: 'image'; src: string } | { kind: 'icon'; name: string | null };
type MediaFields = Pick<ServiceSummary, 'use_image_instead_of_icon' | 'card_image_url' | 'image' | 'icon'>;

/**
 * Cards (spec section 2): an image replaces the icon only when use_image_instead_of_icon is set and
 * card_image_url or image exists, card_image_url preferred. Unknown icons fall back to a heart.
 */
export function serviceCardMedia(service: MediaFields): ServiceMedia {
  const src = contentImage(service.card_image_url) ?? contentImage(service.image);
  if (service.use_image_instead_of_icon && src) return { kind: 'image', src };
  return { kind: 'icon', name: service.icon || null };
}

/** The detail page follows the same rule but prefers the full image over the card crop. */
export function serviceDetailMedia(service: MediaFields): ServiceMedia {
  const src = contentImage(service.image) ?? contentImage(service.card_image_url);
  if (service.use_image_instead_of_icon && src) return { kind: 'image', src };
  return { kind: 'icon', name: service.icon || null };
}
