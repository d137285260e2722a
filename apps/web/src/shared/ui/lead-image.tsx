/**
 * The lead picture of a detail page or an article, apart from responsive-image.tsx so that the home
 * page, which has none, does not load it.
 */
import { type PresetProps, ResponsiveImage } from './responsive-image';

/** A detail page's image over two of its three columns. */
export const DETAIL_IMAGE_SIZES = '(min-width: 72rem) 46rem, (min-width: 64rem) 66vw, 100vw';
/** An article's cover in the 48rem reading column. */
export const ARTICLE_IMAGE_SIZES = '(min-width: 48rem) 48rem, 100vw';

/**
 * 1280×720 and the page's LCP candidate, so it loads first. `sizes` is a detail page's two columns
 * unless given.
 */
export function LeadImage({
  alt = '',
  sizes = DETAIL_IMAGE_SIZES,
  ...props
}: PresetProps & { sizes?: string }) {
  return <ResponsiveImage {...props} alt={alt} width={1280} height={720} sizes={sizes} priority />;
}
