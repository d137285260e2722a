/**
 * The query of a kept page's state file (decision 131): `/page-state.json?page=…&lang=…&v=…`, the
 * page's URL as the page cache keys it, the language it was rendered in and the version (22
 * characters of the SHA-256 of the state's JSON, base64url).
 */
import { z } from 'zod';
import { LanguageCodeSchema } from './schemas/common';

/** base64url characters of the SHA-256 a version keeps (132 bits). */
export const PAGE_STATE_VERSION_LENGTH = 22;

export const PageStateQuerySchema = z.object({
  /** Path and the query the page reads: `/`, `/blog?page=2`; never another host (`//…`). */
  page: z.string().regex(/^\/(?!\/)[^\s#\\]{0,2000}$/),
  /** One of the site's five languages; a page is never rendered in another. */
  lang: LanguageCodeSchema,
  v: z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${PAGE_STATE_VERSION_LENGTH}}$`)),
});

export type PageStateQuery = z.infer<typeof PageStateQuerySchema>;
