/**
 * Content URLs as they may reach `href` and `src` (decision 022): the contracts' one allow-list,
 * applied again when rendering, so a bad stored value renders as no link or no image.
 */
import { safeUrl } from '@wegweiser/contracts/safe-url';

/** An href from content (https, http, mailto, tel, site path), trimmed; else null. */
export const contentLink = (url: string | null | undefined): string | null => safeUrl(url, { kind: 'link' });

/** An image or media src from content (https, http, site path), trimmed; else null. */
export const contentImage = (url: string | null | undefined): string | null =>
  safeUrl(url, { kind: 'image' });
