/**
 * The shared cache in front of the site (decision 114), from the environment: how long it may keep
 * public pages, whether it keys URLs without `?lang` by the language cookie, and where a publish
 * asks it to purge.
 */
import { z } from 'zod';

const flag = z
  .enum(['0', '1', 'true', 'false'])
  .default('false')
  .transform((value) => value === '1' || value === 'true');

const EdgeEnvSchema = z.object({
  /** `s-maxage` of public pages and of the API's cached answers (decision 117); 0: none is shared. */
  PAGE_EDGE_MAX_AGE_SECONDS: z.coerce.number().int().min(0).max(31_536_000).default(300),
  PAGE_EDGE_STALE_SECONDS: z.coerce.number().int().min(0).max(31_536_000).default(60),
  /**
   * The cache keys a URL without ?lang by one language — the `selectedLanguage` cookie, else
   * Accept-Language's (decision 116) — and sends only that: such URLs may be shared too.
   */
  PAGE_EDGE_LANGUAGE_COOKIE_KEY: flag,
  EDGE_PURGE_URL: z.string().url().optional(),
  EDGE_PURGE_METHOD: z.enum(['PURGE', 'BAN', 'POST']).default('PURGE'),
  /** Sent as the purge request's Authorization header (`Bearer …`). */
  EDGE_PURGE_AUTHORIZATION: z.string().min(1).optional(),
  EDGE_PURGE_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(2000),
});

export type EdgePurgeConfig = {
  url: string;
  method: 'PURGE' | 'BAN' | 'POST';
  authorization: string | null;
  timeoutMs: number;
};

export type EdgeConfig = {
  maxAgeSeconds: number;
  staleWhileRevalidateSeconds: number;
  languageCookieKeyed: boolean;
  /** Null: no purge hook configured. */
  purge: EdgePurgeConfig | null;
};

/** The edge settings, or the reasons they are invalid (the caller throws its ConfigError). */
export function edgeConfigFrom(env: NodeJS.ProcessEnv): EdgeConfig | { errors: string[] } {
  const parsed = EdgeEnvSchema.safeParse(env);
  if (!parsed.success) {
    return { errors: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) };
  }
  const e = parsed.data;
  return {
    maxAgeSeconds: e.PAGE_EDGE_MAX_AGE_SECONDS,
    staleWhileRevalidateSeconds: e.PAGE_EDGE_STALE_SECONDS,
    languageCookieKeyed: e.PAGE_EDGE_LANGUAGE_COOKIE_KEY,
    purge: e.EDGE_PURGE_URL
      ? {
          url: e.EDGE_PURGE_URL,
          method: e.EDGE_PURGE_METHOD,
          authorization: e.EDGE_PURGE_AUTHORIZATION ?? null,
          timeoutMs: e.EDGE_PURGE_TIMEOUT_MS,
        }
      : null,
  };
}

/** The variables read here (documented with the others: README, .env.example). */
export const EDGE_VARIABLES = Object.keys(EdgeEnvSchema.shape);
