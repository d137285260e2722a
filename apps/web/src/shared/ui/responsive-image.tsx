/**
 * A content image (decision 012). Raster files under /media/ become a <picture> with AVIF and WebP
 * variants (`sizes` tells the browser the rendered width); other images a plain <img>. `width` and
 * `height` give the box its aspect ratio before the file arrives (with object-fit: cover in the
 * caller's classes the layout never shifts); below-the-fold images load lazily, a `priority` image
 * (the page's LCP candidate) eagerly with high fetch priority.
 */
import { responsiveSources } from '../lib/responsive-image';

export type ResponsiveImageProps = {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** The rendered width, as in <img sizes> (default: the full viewport). */
  sizes?: string;
  priority?: boolean;
  className?: string;
};

export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  sizes = '100vw',
  priority = false,
  className,
}: ResponsiveImageProps) {
  const img = (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? undefined : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
      className={className}
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
