/**
 * The one place that reads process.env for the API. Validated at start-up; a bad value stops the
 * process with the names of the offending keys.
 */
import { randomBytes } from 'node:crypto';
import { accessSync, constants } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATA_DIR: z.string().default('./data'),
  APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TRUST_PROXY: booleanFromEnv.default(false),
  TLS_CERT_FILE: z.string().min(1).optional(),
  TLS_KEY_FILE: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CONTENT_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).default(60),
  RATE_LIMIT_NEWSLETTER_PER_MINUTE: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_CONTACT_PER_MINUTE: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_ANALYTICS_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  RATE_LIMIT_ANALYTICS_SESSIONS_PER_HOUR: z.coerce.number().int().min(1).default(30),
});

export type DatabaseConfig = { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string };

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** Origin used in links that leave the site (confirmation emails) and for the Origin check. */
  publicUrl: string;
  /** PUBLIC_URL as set; null when unset, and the site's canonical URLs use each request's origin. */
  configuredPublicUrl: string | null;
  database: DatabaseConfig;
  /** Signs CSRF tokens. */
  secret: string;
  trustProxy: boolean;
  /**
   * Certificate chain and private key (PEM files) when the process serves HTTPS itself — with
   * HTTP/2 and HTTP/1.1 on the same port (decision 015); null: plain HTTP (behind a TLS proxy).
   */
  tls: { certFile: string; keyFile: string } | null;
  logLevel: string;
  contentCacheTtlMs: number;
  /**
   * Where the last good public answers are kept for a start while PostgreSQL is unreachable
   * (DATA_DIR/content-snapshot.json); none with the embedded database, which cannot be unreachable.
   */
  contentSnapshotFile: string | null;
  /** Where the server keeps the image variants it made (DATA_DIR/image-cache; decision 012). */
  imageCacheDir: string;
  rateLimits: { newsletter: number; contact: number; analytics: number; analyticsSessionsPerHour: number };
  /** Seed an empty database with the demo content at start-up. */
  seed: boolean;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${details.join('; ')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.APP_SECRET) {
    throw new ConfigError('Invalid configuration: APP_SECRET is required when NODE_ENV=production');
  }
  const tls = tlsFiles(e.TLS_CERT_FILE, e.TLS_KEY_FILE);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: (e.PUBLIC_URL ?? `${tls ? 'https' : 'http'}://${e.HOST}:${e.PORT}`).replace(/\/$/, ''),
    configuredPublicUrl: e.PUBLIC_URL?.replace(/\/$/, '') ?? null,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dataDir: e.DATA_DIR },
    // Without APP_SECRET (development only) tokens are signed with a per-process key.
    secret: e.APP_SECRET ?? randomBytes(32).toString('hex'),
    trustProxy: e.TRUST_PROXY,
    tls,
    logLevel: e.LOG_LEVEL,
    contentCacheTtlMs: e.CONTENT_CACHE_TTL_SECONDS * 1000,
    contentSnapshotFile: e.DATABASE_URL ? join(e.DATA_DIR, 'content-snapshot.json') : null,
    imageCacheDir: join(e.DATA_DIR, 'image-cache'),
    rateLimits: {
      newsletter: e.RATE_LIMIT_NEWSLETTER_PER_MINUTE,
      contact: e.RATE_LIMIT_CONTACT_PER_MINUTE,
      analytics: e.RATE_LIMIT_ANALYTICS_PER_MINUTE,
      analyticsSessionsPerHour: e.RATE_LIMIT_ANALYTICS_SESSIONS_PER_HOUR,
    },
    seed: true,
  };
}

/** Both files or neither, and both readable now rather than at the first connection. */
function tlsFiles(certFile: string | undefined, keyFile: string | undefined): AppConfig['tls'] {
  if (!certFile && !keyFile) return null;
  if (!certFile || !keyFile) {
    const [missing, given] = certFile ? ['TLS_KEY_FILE', 'TLS_CERT_FILE'] : ['TLS_CERT_FILE', 'TLS_KEY_FILE'];
    throw new ConfigError(`Invalid configuration: ${missing} is required when ${given} is set`);
  }
  for (const [key, file] of [
    ['TLS_CERT_FILE', certFile],
    ['TLS_KEY_FILE', keyFile],
  ] as const) {
    try {
      accessSync(file, constants.R_OK);
    } catch {
      throw new ConfigError(`Invalid configuration: ${key}: cannot read ${file}`);
    }
  }
  return { certFile, keyFile };
}
