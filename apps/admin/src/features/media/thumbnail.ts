/** Small previews for the console: the server's 320 px WebP variant of an image under /media/. */
import { IMAGE_VARIANT_PREFIX, RASTER_IMAGE_EXTENSIONS } from '@wegweiser/contracts/constants';
import { safeUrl } from '@wegweiser/contracts/safe-url';

const MEDIA = '/media/';
const RASTER = new Set<string>(RASTER_IMAGE_EXTENSIONS);

/** A preview of an image field's value: the variant for raster files under /media/, else the URL. */
export function thumbnailUrl(value: string): string | null {
  const url = safeUrl(value, { kind: 'image' });
  if (!url) return null;
  if (!url.startsWith(MEDIA) || url.startsWith(IMAGE_VARIANT_PREFIX)) return url;
  const path = url.slice(MEDIA.length).split(/[?#]/)[0] ?? '';
  const extension = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  return RASTER.has(extension) ? `${IMAGE_VARIANT_PREFIX}320/${path}.webp` : url;
}

/** Bytes as the owner reads them (KB below a megabyte, one decimal). */
export function formatBytes(bytes: number, language: string): string {
  const format = new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-GB', { maximumFractionDigits: 1 });
  return bytes < 1024 * 1024
    ? `${format.format(bytes / 1024)} KB`
    : `${format.format(bytes / 1024 / 1024)} MB`;
}
