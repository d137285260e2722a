/**
 * The hero image: its box (4:3, object-fit: cover) and rendered width by layout. An image hero is
 * the home page's Largest Contentful Paint candidate, so the document preloads it (decision 012)
 * with exactly the sources and sizes the hero renders.
 */
import type { HeroMedia } from '@wegweiser/contracts';
import { contentImage } from '../../../shared/lib/content-url';
import type { LcpImage } from '../../../shared/lib/responsive-image';
import { heroLayout } from './hero-layout';

/** Intrinsic size given to hero images so the page does not shift while they load (4:3). */
export const HERO_IMAGE_SIZE = { width: 960, height: 720 } as const;

/**
 * Beside the text from `lg` on, half of the 72rem container less padding and gap; centred, at
 * most the 56rem media column; full width (less padding) below.
 */
export function heroImageSizes(layout: string | null | undefined): string {
  return heroLayout(layout).centred
    ? '(min-width: 56rem) 56rem, 100vw'
    : '(min-width: 72rem) 34rem, (min-width: 64rem) 50vw, 100vw';
}

/** Large screens, where the media stands beside the text (the `lg` breakpoint). */
export const BESIDE_THE_TEXT = '(min-width: 64rem)';

/**
 * Where the image leads the first screen (decision 119): above the text on every screen
 * (media_top), beside it from `lg` on (media_left/right: under the text on a phone), or nowhere
 * (media_bottom: under the text everywhere).
 */
export function heroImageLeads(layout: string | null | undefined): 'all' | 'large' | 'none' {
  const { mediaFirst, centred } = heroLayout(layout);
  if (mediaFirst) return 'all';
  return centred ? 'none' : 'large';
}

/**
 * The hero's LCP image, when the hero shows one (a video hero has none) and where it leads the
 * first screen: the preload carries the media query, so a phone that shows the text first fetches
 * nothing before its first paint.
 */
export function heroLcpImage(media: HeroMedia | null | undefined): LcpImage | null {
  const src = media?.media_type === 'image' ? contentImage(media.image_url) : null;
  if (!media || !src) return null;
  const leads = heroImageLeads(media.desktop_mobile_layout);
  if (leads === 'none') return null;
  return {
    src,
    sizes: heroImageSizes(media.desktop_mobile_layout),
    ...(leads === 'large' ? { media: BESIDE_THE_TEXT } : {}),
  };
}
