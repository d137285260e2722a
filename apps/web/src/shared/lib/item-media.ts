/**
 * Spec section 2, "Cards": an item with an image shows the image instead of its icon — only when
 * use_image_instead_of_icon is set and card_image_url or image exists. Cards prefer the card crop,
 * detail pages the full image. Without an image the icon shows (an empty name falls back to the
 * caller's default icon).
 */
import { contentImage } from './content-url';

export type ItemMedia = { kind: 'image'; src: string } | { kind: 'icon'; name: string | null };
export type MediaFields = {
  use_image_instead_of_icon: boolean;
  card_image_url: string | null;
  image: string | null;
  icon: string;
};

export function itemMedia(item: MediaFields, prefer: 'card' | 'detail' = 'card'): ItemMedia {
  const card = contentImage(item.card_image_url);
  const full = contentImage(item.image);
  const src = prefer === 'card' ? (card ?? full) : (full ?? card);
  if (item.use_image_instead_of_icon && src) return { kind: 'image', src };
  return { kind: 'icon', name: item.icon || null };
}
