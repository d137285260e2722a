/**
 * Responsive image sources (decision 012): a raster file under /media/ is offered as AVIF and WebP
 * variants at the server's allowed widths (`/media/img/{width}/{path}.{format}`); everything else
 * (SVG, external URLs, already-made variants) is used as it is. The same sources feed the
 * <picture> of ResponsiveImage and the document's LCP preload, so the two always agree.
 */
import {
  IMAGE_VARIANT_FORMATS,
  IMAGE_VARIANT_PREFIX,
  IMAGE_VARIANT_WIDTHS,
  type ImageVariantFormat,
  RASTER_IMAGE_EXTENSIONS,
} from '@wegweiser/contracts/constants';
import { contentImage } from './content-url';

const MEDIA_PREFIX = '/media/';
const RASTER = new Set<string>(RASTER_IMAGE_EXTENSIONS);
/** The server's segment rule: letters, digits, `_`, `-` and inner dots. */
const SEGMENT = /^[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*$/;

export type ImageSource = { format: ImageVariantFormat; type: string; srcSet: string };

/** The path under /media/ of a raster file the server can make variants of; else null. */
export function variantSourcePath(src: string): string | null {
  if (!src.startsWith(MEDIA_PREFIX) || src.startsWith(IMAGE_VARIANT_PREFIX)) return null;
  const path = src.slice(MEDIA_PREFIX.length);
  const segments = path.split('/');
  if (segments.length < 2 || !segments.every((segment) => SEGMENT.test(segment))) return null;
  const extension = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  return RASTER.has(extension) ? path : null;
}

export function imageVariantUrl(path: string, width: number, format: ImageVariantFormat): string {
  return `${IMAGE_VARIANT_PREFIX}${width}/${path}.${format}`;
}

/** AVIF first (smaller), then WebP; null when the image has no variants. */
export function responsiveSources(src: string): ImageSource[] | null {
  const path = variantSourcePath(src);
  if (!path) return null;
  return IMAGE_VARIANT_FORMATS.map((format) => ({
    format,
    type: `image/${format}`,
    srcSet: IMAGE_VARIANT_WIDTHS.map((width) => `${imageVariantUrl(path, width, format)} ${width}w`).join(
      ', ',
    ),
  }));
}

/** An image a page declares as its Largest Contentful Paint candidate: preloaded by the document. */
export type LcpImage = {
  src: string;
  sizes: string /** Where it is the LCP candidate (a media query). */;
  media?: string;
};

/** Attributes of `<link rel="preload" as="image">` fetching what the page's <picture> will pick. */
export type ImagePreload = ({ href: string } | { imageSrcSet: string; imageSizes: string; type: string }) & {
  media?: string;
};

/** Null when the URL is outside the content allow-list (decision 022): no preload at all. */
export function imagePreload({ src: raw, sizes, media }: LcpImage): ImagePreload | null {
  const src = contentImage(raw);
  if (!src) return null;
  const first = responsiveSources(src)?.[0];
  const where = media ? { media } : {};
  return first
    ? { imageSrcSet: first.srcSet, imageSizes: sizes, type: first.type, ...where }
    : { href: src, ...where };
}
