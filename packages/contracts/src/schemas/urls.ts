/**
 * Owner-set URLs in the shared schemas (decision 022), built on the one allow-list in ../safe-url.
 * A value that is not allowed fails with `invalid_url`; an allowed one is kept trimmed.
 */
import { z } from 'zod';
import { type SafeUrlKind, safeSocialUrl, safeUrl } from '../safe-url';

export { type SafeUrlKind, type SafeUrlOptions, safeSocialUrl, safeUrl } from '../safe-url';

const urlOf = (kind: Exclude<SafeUrlKind, 'inline-image'>) =>
  z
    .string({ error: 'invalid_url' })
    .trim()
    .refine((value) => safeUrl(value, { kind }) !== null, { error: 'invalid_url' });

/** An href: https, http, mailto, tel or a site-relative path. */
export const LinkUrlSchema = urlOf('link');
/** An image src: https, http or a site-relative path. */
export const ImageUrlSchema = urlOf('image');
/** A link that may be left empty (footer items without a target). */
export const OptionalLinkUrlSchema = z.union([z.literal(''), LinkUrlSchema]);
/** A social profile: empty, or http(s) (a URL without scheme means https, spec section 5). */
export const SocialUrlSchema = z
  .string({ error: 'invalid_url' })
  .trim()
  .refine((value) => value === '' || safeSocialUrl(value) !== '', { error: 'invalid_url' });
