/**
 * A content image (decision 012). Raster files under /media/ become a <picture> with AVIF and WebP
 * variants (`sizes` tells the browser the rendered width); other images a plain <img>. `width` and
 * `height` give the box its aspect ratio before the file arrives (with object-fit: cover in the
 * caller's classes the layout never shifts); below-the-fold images load lazily, a `priority` image
 * (the page's LCP candidate) eagerly with high fetch priority.
 */
import type { CSSProperties } from 'react';
import { contentImage } from '../lib/content-url';
import { responsiveSources } from '../lib/responsive-image';

/** `sizes` of the common uses: a card in the 1/2/3-column grids of the 72rem container. */
export const GRID_CARD_SIZES = '(min-width: 64rem) 23rem, (min-width: 40rem) 50vw, 100vw';

export type ResponsiveImageProps = {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** The rendered width, as in <img sizes> (default: the full viewport). */
  sizes?: string;
  /** The page's LCP candidate: eager with high fetch priority; `'eager'`: eager at the browser's priority. */
  priority?: boolean | 'eager';
  className?: string;
  style?: CSSProperties;
  'data-testid'?: string;
};

export function ResponsiveImage({
  src: raw,
  alt,
  width,
  height,
  sizes = '100vw',
  priority = false,
  className,
  style,
  'data-testid': testId,
}: ResponsiveImageProps) {
  // A src outside the content allow-list (decision 022) renders no image at all.
  const src = contentImage(raw);
  if (!src) return null;
  const img = (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? undefined : 'lazy'}
      fetchPriority={priority === true ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
      className={className}
      style={style}
      data-testid={testId}
    />
  );
  const sources = responsiveSources(src);
  if (!sources) return img;
  // display: contents keeps the caller's layout as if the <img> stood alone.
  return (
    <picture className="contents">
      {sources.map((source) => (
        <source key={source.format} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}

/** What a preset of ResponsiveImage leaves to its caller. */
export type PresetProps = Pick<ResponsiveImageProps, 'src' | 'className' | 'style' | 'data-testid'> & {
  /** Empty (decorative) unless the content gives a text. */
  alt?: string;
};

/** A card's picture in the grids (home cards, post teasers): 640×360, loaded lazily. */
export function CardImage({ alt = '', ...props }: PresetProps) {
  return <ResponsiveImage {...props} alt={alt} width={640} height={360} sizes={GRID_CARD_SIZES} />;
}
