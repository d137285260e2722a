/**
 * The one place that reads process.env for the API. Validated at start-up; a bad value stops the
 * process with the names of the offending keys.
 */
import { randomBytes } from 'node:crypto';
import { accessSync, constants } from 'node:fs';
import { isIP } from 'node:net';
import { join } from 'node:path';
import { RETENTION_LIMITS } from '@wegweiser/contracts';
import { z } from 'zod';
import { EDGE_VARIABLES, type EdgeConfig, edgeConfigFrom } from './edge-config';

/** The media library's upload limits (decisions 046, 095), shared with the console's own checks. */
export { MEDIA_LONG_SIDE_MAX, MEDIA_UPLOAD_LIMITS } from '@wegweiser/contracts/constants';
export type { EdgeConfig, EdgePurgeConfig } from './edge-config';

/** `news@example.com` or `Site name <news@example.com>`: one line, one address. */
const MAIL_FROM_FORMAT = /^(?:[^<>\p{Cc}]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/u;

const REDIS_URL_FORMAT = 'must be a redis:// or rediss:// URL (redis://host:6379)';

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  /** Rate-limit counters shared by every process (decision 064); in the process when unset. */
  REDIS_URL: z
    .string()
    .trim()
    .regex(/^rediss?:\/\/[^\s/]+(?:\/\S*)?$/, REDIS_URL_FORMAT)
    .optional(),
  DATA_DIR: z.string().default('./data'),
  APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TRUST_PROXY: z.string().trim().default('false'),
  TLS_CERT_FILE: z.string().min(1).optional(),
  TLS_KEY_FILE: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CONTENT_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).default(60),
  RATE_LIMIT_NEWSLETTER_PER_MINUTE: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_CONTACT_PER_MINUTE: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_ANALYTICS_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  RATE_LIMIT_ANALYTICS_SESSIONS_PER_HOUR: z.coerce.number().int().min(1).default(30),
  /** Booking submits per e-mail address and hour, beside the contact limit per IP (decision 102). */
  RATE_LIMIT_BOOKING_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(5),
  /**
   * Days raw analytics events are kept (decision 055): at most the privacy policy's 427. The default;
   * the owner can set another period in the console (decision 061).
   */
  ANALYTICS_RAW_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .min(RETENTION_LIMITS.analytics_raw.min)
    .max(RETENTION_LIMITS.analytics_raw.max)
    .default(RETENTION_LIMITS.analytics_raw.max),
  /**
   * Days contact messages are kept, spam included (decision 057): at most the privacy policy's 183.
   * The default; the owner can set another period in the console (decision 061).
   */
  CONTACT_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .min(RETENTION_LIMITS.contact.min)
    .max(RETENTION_LIMITS.contact.max)
    .default(RETENTION_LIMITS.contact.max),
  /**
   * Days a booking is kept after it ended, whatever its state (decisions 104, 111): at most the
   * privacy policy's year. The default; the owner can set another period in the console.
   */
  BOOKING_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .min(RETENTION_LIMITS.booking.min)
    .max(RETENTION_LIMITS.booking.max)
    .default(RETENTION_LIMITS.booking.max),
  ADMIN_SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  ADMIN_SESSION_ABSOLUTE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(12),
  OWNER_EMAIL: z.string().trim().min(1).optional(),
  OWNER_PASSWORD: z.string().min(1).optional(),
  OWNER_NAME: z.string().trim().min(1).optional(),
  SMTP_URL: z
    .url({
      protocol: /^smtps?$/,
      error: 'must be an smtp:// or smtps:// URL (smtp://user:password@host:587)',
    })
    .optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .regex(MAIL_FROM_FORMAT, 'must be an address (news@example.com) or "Name <news@example.com>"')
    .optional(),
  /** Campaign mails leaving per minute at most (decision 059). */
  MAIL_CAMPAIGN_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(60),
  /**
   * Seconds a claimed email stays with the process that claimed it (decision 068): after a crash,
   * another process (or the restarted one) sends it once the lease has lapsed. Longer than any SMTP
   * conversation, or a slow send could be sent twice.
   */
  MAIL_CLAIM_LEASE_SECONDS: z.coerce.number().int().min(1).max(3_600).default(120),
  /**
   * Server processes on this machine (decision 075): one per core uses every core. Above 1 a
   * primary process starts that many and restarts any that dies; needs PostgreSQL and APP_SECRET.
   */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
});

/** Every variable the configuration reads: `.env.example` and README's table list each (config.test.ts). */
export const CONFIG_VARIABLES = [...Object.keys(EnvSchema.shape), ...EDGE_VARIABLES];

/**
 * False: X-Forwarded-* is ignored. A list: proxy addresses/CIDRs (and proxy-addr's `loopback`,
 * `linklocal`, `uniquelocal`) whose forwarding headers are believed. A function: a hop count.
 */
export type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

export type DatabaseConfig = { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string };

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** Origin used in links that leave the site (confirmation emails) and for the Origin check. */
  publicUrl: string;
  /**
   * PUBLIC_URL as set (always in production); null when unset, and the site's canonical URLs use
   * each request's (validated) origin.
   */
  configuredPublicUrl: string | null;
  database: DatabaseConfig;
  /** Signs CSRF tokens. */
  secret: string;
  /** Fastify's `trustProxy`: which peers may tell the client's address (decision 019). */
  trustProxy: TrustProxy;
  /**
   * Certificate chain and private key (PEM files) when the process serves HTTPS itself — with
   * HTTP/2 and HTTP/1.1 on the same port (decision 015); null: plain HTTP (behind a TLS proxy).
   */
  tls: { certFile: string; keyFile: string } | null;
  logLevel: string;
  contentCacheTtlMs: number;
  /** The shared cache in front of the pages and its purge hook (decision 114). */
  edge: EdgeConfig;
  /**
   * Where the last good public answers are kept for a start while PostgreSQL is unreachable
   * (DATA_DIR/content-snapshot.json); none with the embedded database, which cannot be unreachable.
   */
  contentSnapshotFile: string | null;
  /** Where the server keeps the image variants it made (DATA_DIR/image-cache; decision 012). */
  imageCacheDir: string;
  /**
   * Where the server materialises media-library images from the database, once per process
   * (DATA_DIR/media-cache; decision 046).
   */
  mediaCacheDir: string;
  rateLimits: {
    newsletter: number;
    contact: number;
    analytics: number;
    analyticsSessionsPerHour: number;
    bookingPerAddressPerHour: number;
  };
  /**
   * REDIS_URL (decision 064): the rate limits' counters, shared by every process, under keyPrefix;
   * null keeps them in the process. A Redis that is away never fails a request: it counts locally.
   */
  redis: { url: string; keyPrefix: string } | null;
  /** Days raw analytics sessions and events are kept; their daily roll-ups stay (decision 055). */
  analyticsRawRetentionDays: number;
  /** Days a booking is kept after it ended before the hourly purge deletes it (decision 104). */
  bookingRetentionDays: number;
  /** Days contact messages are kept before the hourly purge deletes them (decision 057). */
  contactRetentionDays: number;
  /** The console's sessions (issue 13, decision 042): sliding idle expiry and a hard limit. */
  adminSession: { idleMs: number; absoluteMs: number };
  /**
   * OWNER_EMAIL + OWNER_PASSWORD (+ OWNER_NAME): the first owner, created at start when none exists
   * (automation and tests). Checked against the password rules when the API starts.
   */
  owner: { email: string; password: string; name: string | null } | null;
  /** Seed an empty database with the demo content at start-up. */
  seed: boolean;
  /** WEB_CONCURRENCY: server processes sharing the port (apps/server/src/workers.ts). */
  workers: number;
  /** Outgoing mail (decision 054). */
  mail: MailConfig;
};

/** MAIL_FROM split into its display name and address (its format is checked by the schema). */
export function mailSender(mailFrom: string | undefined, fallbackAddress: string) {
  if (!mailFrom) return { fromAddress: fallbackAddress, fromName: null };
  const named = /^(.*)<([^<>]+)>$/.exec(mailFrom);
  if (!named) return { fromAddress: mailFrom.trim(), fromName: null };
  const name = (named[1] ?? '')
    .trim()
    .replace(/^"(.*)"$/, '$1')
    .trim();
  return { fromAddress: (named[2] ?? '').trim(), fromName: name === '' ? null : name };
}

export type MailConfig = {
  /**
   * SMTP_URL (with its credentials: never logged, see redactSmtpUrl); null keeps every email in the
   * outbox as "not sent — no mail server configured" and logs confirmation links instead.
   */
  smtpUrl: string | null;
  /** The sender address: MAIL_FROM's, else `no-reply@host of PUBLIC_URL`. */
  fromAddress: string;
  /**
   * The display name MAIL_FROM sets (`Praxis Weber <info@…>`), or null: each email then goes out
   * under its own name or the site's name in the recipient's language (decision 082).
   */
  fromName: string | null;
  /** How often the outbox is polled besides the wake-up after a mail is queued in this process. */
  pollIntervalMs: number;
  /** Attempts per email before it is marked failed. */
  maxAttempts: number;
  /** Wait before the second attempt; doubles for each further one, up to maxRetryDelayMs. */
  retryBaseMs: number;
  maxRetryDelayMs: number;
  /** How long a claimed email stays with its process before another one may try it. */
  claimLeaseMs: number;
  /**
   * Campaign mails due per minute (decision 059): a campaign's n-th mail is due n / this minutes
   * after its send started, so a large list leaves at a bounded rate and other mail goes between.
   */
  campaignPerMinute: number;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * The folder a shell command (`npm run backup|restore`) was typed in: npm's INIT_CWD, since
 * `npm run` itself starts in the project's folder; a relative path given to it is meant from there.
 */
export function invocationDirectory(env: NodeJS.ProcessEnv = process.env): string {
  return env.INIT_CWD ?? process.cwd();
}

/**
 * What `npm run owner -- create` reads: the configuration without OWNER_* (the shell's owner is not
 * the start-up owner) and the new owner's password from OWNER_PASSWORD, if set.
 */
export function loadOwnerCommandConfig(env: NodeJS.ProcessEnv = process.env): {
  config: AppConfig;
  password: string | undefined;
} {
  const { OWNER_PASSWORD: password, OWNER_EMAIL: _email, ...rest } = env;
  return { config: loadConfig(rest), password };
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
  if (e.NODE_ENV === 'production' && !e.PUBLIC_URL) {
    throw new ConfigError(
      'Invalid configuration: PUBLIC_URL is required when NODE_ENV=production (absolute URLs never come from the Host header there)',
    );
  }
  if (Boolean(e.OWNER_EMAIL) !== Boolean(e.OWNER_PASSWORD)) {
    const [missing, given] = e.OWNER_EMAIL
      ? ['OWNER_PASSWORD', 'OWNER_EMAIL']
      : ['OWNER_EMAIL', 'OWNER_PASSWORD'];
    throw new ConfigError(`Invalid configuration: ${missing} is required when ${given} is set`);
  }
  if (e.WEB_CONCURRENCY > 1 && !e.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration: WEB_CONCURRENCY above 1 needs DATABASE_URL (the embedded database belongs to one process)',
    );
  }
  if (e.WEB_CONCURRENCY > 1 && !e.APP_SECRET) {
    throw new ConfigError(
      'Invalid configuration: WEB_CONCURRENCY above 1 needs APP_SECRET (every process must sign with the same key)',
    );
  }
  const edge = edgeConfigFrom(env);
  if ('errors' in edge) throw new ConfigError(`Invalid configuration: ${edge.errors.join('; ')}`);
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
    trustProxy: trustProxyFrom(e.TRUST_PROXY, e.HOST),
    tls,
    logLevel: e.LOG_LEVEL,
    contentCacheTtlMs: e.CONTENT_CACHE_TTL_SECONDS * 1000,
    edge,
    contentSnapshotFile: e.DATABASE_URL ? join(e.DATA_DIR, 'content-snapshot.json') : null,
    imageCacheDir: join(e.DATA_DIR, 'image-cache'),
    mediaCacheDir: join(e.DATA_DIR, 'media-cache'),
    rateLimits: {
      newsletter: e.RATE_LIMIT_NEWSLETTER_PER_MINUTE,
      contact: e.RATE_LIMIT_CONTACT_PER_MINUTE,
      analytics: e.RATE_LIMIT_ANALYTICS_PER_MINUTE,
      analyticsSessionsPerHour: e.RATE_LIMIT_ANALYTICS_SESSIONS_PER_HOUR,
      bookingPerAddressPerHour: e.RATE_LIMIT_BOOKING_PER_ADDRESS_PER_HOUR,
    },
    redis: e.REDIS_URL ? { url: e.REDIS_URL, keyPrefix: 'wegweiser-rl:' } : null,
    analyticsRawRetentionDays: e.ANALYTICS_RAW_RETENTION_DAYS,
    contactRetentionDays: e.CONTACT_RETENTION_DAYS,
    bookingRetentionDays: e.BOOKING_RETENTION_DAYS,
    adminSession: {
      idleMs: e.ADMIN_SESSION_IDLE_MINUTES * 60 * 1000,
      absoluteMs: e.ADMIN_SESSION_ABSOLUTE_HOURS * 60 * 60 * 1000,
    },
    owner:
      e.OWNER_EMAIL && e.OWNER_PASSWORD
        ? { email: e.OWNER_EMAIL, password: e.OWNER_PASSWORD, name: e.OWNER_NAME ?? null }
        : null,
    seed: true,
    workers: e.WEB_CONCURRENCY,
    mail: {
      smtpUrl: e.SMTP_URL ?? null,
      ...mailSender(e.MAIL_FROM, `no-reply@${mailDomain(e.PUBLIC_URL ?? `http://${e.HOST}`)}`),
      pollIntervalMs: 10_000,
      maxAttempts: 8,
      retryBaseMs: 60_000,
      maxRetryDelayMs: 6 * 60 * 60 * 1000,
      claimLeaseMs: e.MAIL_CLAIM_LEASE_SECONDS * 1000,
      campaignPerMinute: e.MAIL_CAMPAIGN_PER_MINUTE,
    },
  };
}

/** The domain of the default sender: the public host (`localhost` for an IP address). */
function mailDomain(url: string): string {
  let host = '';
  try {
    host = new URL(url).hostname;
  } catch {
    // HOST such as `::` is no URL host: the default sender uses localhost.
  }
  return host.includes('.') && isIP(host) === 0 ? host : 'localhost';
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

const TRUST_PROXY_CHOICES =
  'use false (default), the number of proxies in front (e.g. 1; only with HOST on a loopback address), ' +
  'or their addresses (e.g. 127.0.0.1,10.0.0.0/8; also loopback, linklocal, uniquelocal)';
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const LOOPBACK_HOSTS = /^(?:localhost|127(?:\.\d{1,3}){3}|::1|\[::1\])$/i;

/**
 * TRUST_PROXY (decision 019). `true` trusted every hop, so a client chose its own IP through the
 * leftmost X-Forwarded-For: it is refused with the choices. A hop count trusts that many hops from
 * the socket without checking who they are, so it is only accepted when nothing but a local proxy
 * can reach the process (HOST on loopback); Fastify itself ignores numbers since 5.x, so the count
 * becomes a trust function here.
 */
function trustProxyFrom(value: string, host: string): TrustProxy {
  const fail = (why: string) =>
    new ConfigError(`Invalid configuration: TRUST_PROXY: ${why}; ${TRUST_PROXY_CHOICES}`);
  const lower = value.toLowerCase();
  if (lower === 'false' || lower === '0' || lower === '') return false;
  if (lower === 'true') {
    throw fail('"true" would trust every hop, so a client could choose its own IP through X-Forwarded-For');
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (!Number.isSafeInteger(hops) || hops > 16) throw fail(`${value} hops is not a plausible proxy chain`);
    if (!LOOPBACK_HOSTS.test(host)) {
      throw fail(
        `a hop count cannot tell a proxy from a client that reaches HOST=${host} directly; list the proxies' addresses instead`,
      );
    }
    return (_address, hop) => hop < hops;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !NAMED_RANGES.has(entry) && !isAddressOrCidr(entry));
  if (bad.length > 0)
    throw fail(`not an IP address or CIDR range: ${bad.map((entry) => JSON.stringify(entry)).join(', ')}`);
  return entries;
}

function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  const bits = Number(prefix);
  return bits >= 1 && bits <= (version === 4 ? 32 : 128);
}
