/**
 * The hero's layout variant follows heroMedia.desktop_mobile_layout (spec section 2): media to the
 * right or left of the text from large screens on, or above/below a centred text column. On
 * narrow screens everything stacks with the text first, except for media_top.
 */
import { HERO_LAYOUTS } from '@wegweiser/contracts/constants';

export type HeroLayout = (typeof HERO_LAYOUTS)[number];

export type HeroLayoutClasses = {
  variant: HeroLayout;
  /** Classes of the grid holding the text and media columns. */
  grid: string;
  /** Whether the media comes before the text in reading order. */
  mediaFirst: boolean;
  /** Extra classes of the media column (media_left moves it left from large screens on). */
  media: string;
  /** Whether the text column is centred (media above or below it). */
  centred: boolean;
};

const isLayout = (value: unknown): value is HeroLayout =>
  typeof value === 'string' && (HERO_LAYOUTS as readonly string[]).includes(value);

export function heroLayout(value: string | null | undefined): HeroLayoutClasses {
  const variant: HeroLayout = isLayout(value) ? value : 'media_right';
  switch (variant) {
    case 'media_left':
      return {
        variant,
        grid: 'grid-cols-1 lg:grid-cols-2',
        mediaFirst: false,
        media: 'lg:order-first',
        centred: false,
      };
    case 'media_top':
      return { variant, grid: 'grid-cols-1', mediaFirst: true, media: '', centred: true };
    case 'media_bottom':
      return { variant, grid: 'grid-cols-1', mediaFirst: false, media: '', centred: true };
    default:
      return { variant, grid: 'grid-cols-1 lg:grid-cols-2', mediaFirst: false, media: '', centred: false };
  }
}
