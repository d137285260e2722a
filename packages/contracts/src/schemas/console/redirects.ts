/**
 * Redirects the owner manages (issue 13 point 9, decision 045): from a path of this site to a path
 * or an absolute http(s) URL, permanently (301) or temporarily (302).
 */
import { z } from 'zod';
import { safeUrl } from '../../safe-url';
import { flag, strict } from './fields';

export const REDIRECT_STATUS_CODES = [301, 302] as const;

/** Paths that belong to the machine, not to pages: never redirected. */
export const RESERVED_PATH_PREFIXES = ['/api', '/admin', '/assets', '/media', '/fonts'] as const;

/** The three redirects of spec section 2: fixed, not the owner's to change or shadow. */
export const FIXED_REDIRECTS: Readonly<Record<string, string>> = {
  '/datenschutz': '/legal/privacy',
  '/impressum': '/legal/imprint',
  '/agb': '/legal/terms',
};

/** `/Foo/bar/` → `/Foo/bar` (the root stays `/`); what the site matches against. */
export const normalizeRedirectPath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

const isReserved = (path: string) =>
  RESERVED_PATH_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/** A path of this site: starts with one slash, no query, fragment, spaces or dot segments. */
const SitePathSchema = z
  .string({ error: 'invalid_value' })
  .trim()
  .min(1, { error: 'required', abort: true })
  .max(500, { error: 'too_long', abort: true })
  .regex(/^\/(?!\/)[^\s?#\\]*$/, { error: 'invalid_path', abort: true })
  .refine((path) => !path.split('/').some((segment) => segment === '.' || segment === '..'), {
    error: 'invalid_path',
    abort: true,
  })
  // overwrite, not transform: still a string to JSON Schema (the OpenAPI document types it).
  .overwrite(normalizeRedirectPath);

export const RedirectFromSchema = SitePathSchema.refine((path) => path !== '/', { error: 'invalid_path' })
  .refine((path) => !isReserved(path), { error: 'reserved_path' })
  .refine((path) => !(path in FIXED_REDIRECTS), { error: 'reserved_path' });

/** A path of this site, or an absolute http(s) URL elsewhere. */
export const RedirectToSchema = z.union(
  [
    SitePathSchema,
    z
      .string()
      .trim()
      .max(2000, { error: 'too_long' })
      // The allow-list's http(s) URLs (no control characters: `new URL()` alone drops CR and LF, and
      // the raw string is what is stored and sent as Location), without credentials.
      .refine((value) => {
        if (safeUrl(value, { kind: 'image' }) !== value) return false;
        const url = new URL(value);
        return !url.username && !url.password;
      }),
  ],
  { error: 'invalid_path' },
);

export const RedirectCreateSchema = strict({
  from_path: RedirectFromSchema,
  to_path: RedirectToSchema,
  status_code: z
    .union(REDIRECT_STATUS_CODES.map((code) => z.literal(code)) as [z.ZodLiteral<301>, z.ZodLiteral<302>], {
      error: 'invalid_value',
    })
    .optional(),
  /** Made by the site when a slug changed (read-only in the console). */
  automatic: flag.optional(),
});
export type RedirectCreate = z.infer<typeof RedirectCreateSchema>;
