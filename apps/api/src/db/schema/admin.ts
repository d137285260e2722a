/**
 * The owner's console: users, sessions, links, sign-in failures and the audit log (issue 13,
 * docs/decisions/042-console-sign-in-and-sessions.md).
 */
import type { AuditDetail } from '@wegweiser/contracts/admin-auth';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * People who may use the console. `email` is stored lowercased (one account per address, whatever
 * the case typed); `password_hash` is an argon2id PHC string, null while an invitation is pending.
 */
export const adminUsers = pgTable(
  'admin_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: varchar('email', { length: 254 }).notNull(),
    name: text('name').notNull(),
    role: varchar('role', { length: 16 }).notNull(),
    passwordHash: text('password_hash'),
    uiLanguage: varchar('ui_language', { length: 2 }).notNull().default('de'),
    /** Base32 TOTP secret: set up but not yet confirmed while `totp_enabled_at` is null. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last TOTP time step accepted: a code is usable once. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** SHA-256 of each unused recovery code; a code is removed when used. */
    recoveryCodeHashes: jsonb('recovery_code_hashes').$type<string[]>().notNull().default([]),
    /**
     * Where the website's mail for her goes (issue 24 point 1): notifications of new messages, and
     * the Reply-To of her replies to visitors; null: her sign-in address.
     */
    notificationEmail: varchar('notification_email', { length: 254 }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('admin_users_email_idx').on(t.email),
    check('admin_users_email_lowercase', sql`${t.email} = lower(${t.email})`),
    check('admin_users_role', sql`${t.role} in ('owner', 'editor')`),
    check('admin_users_ui_language', sql`${t.uiLanguage} in ('de', 'en')`),
  ],
);

/**
 * Signed-in browsers. `id` is the SHA-256 of the cookie's token, never the token: a copy of the
 * table signs nobody in. `expires_at` is the absolute end; the idle end is `last_seen_at` plus the
 * configured idle time.
 */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The password was right, the second factor is still to come: this session opens nothing yet. */
    pendingSecondFactor: boolean('pending_second_factor').notNull().default(false),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    userAgent: varchar('user_agent', { length: 512 }).notNull().default(''),
  },
  (t) => [index('admin_sessions_user_idx').on(t.userId), index('admin_sessions_expires_idx').on(t.expiresAt)],
);

/**
 * One-time links: the first owner's setup link, invitations and mailed links to set a new password
 * (`password_reset`, decision 090); the SHA-256 of the token only.
 */
export const adminLinkTokens = pgTable(
  'admin_link_tokens',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    purpose: varchar('purpose', { length: 16 }).notNull(),
    /** The invited account, or the one whose password is reset; null for a setup link. */
    userId: uuid('user_id').references(() => adminUsers.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 254 }),
    role: varchar('role', { length: 16 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => adminUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('admin_link_tokens_user_idx').on(t.userId),
    check('admin_link_tokens_purpose', sql`${t.purpose} in ('setup', 'invitation', 'password_reset')`),
    check('admin_link_tokens_role', sql`${t.role} in ('owner', 'editor')`),
  ],
);

/**
 * Failed sign-ins and second-factor codes, counted by every process alike: per account (the
 * lowercased email typed, known or not, or a user id for second factors) and per client (a keyed
 * hash of the address, never the address). Asking for a mail to set a new password is counted
 * here too, apart from sign-ins: per address typed (`reset_account`) and per client (`reset_client`).
 */
export const adminSignInFailures = pgTable(
  'admin_sign_in_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: varchar('kind', { length: 16 }).notNull(),
    key: varchar('key', { length: 254 }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('admin_sign_in_failures_key_idx').on(t.kind, t.key, t.at),
    check(
      'admin_sign_in_failures_kind',
      sql`${t.kind} in ('account', 'client', 'second_factor', 'reset_account', 'reset_client')`,
    ),
  ],
);

/** Lockouts in force and how often a key was locked recently (each lockout lasts longer). */
export const adminLockouts = pgTable(
  'admin_lockouts',
  {
    kind: varchar('kind', { length: 16 }).notNull(),
    key: varchar('key', { length: 254 }).notNull(),
    level: integer('level').notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.key] })],
);

/**
 * Who changed what and when. `user_id` has no foreign key: the entries of a deleted user stay (the
 * answer then names no user). `detail`: the person an entry is about, as they were then (decision
 * 096); null for the rest and for entries written before it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    userId: uuid('user_id'),
    action: varchar('action', { length: 64 }).notNull(),
    entity: varchar('entity', { length: 64 }).notNull(),
    entityId: varchar('entity_id', { length: 128 }),
    summary: text('summary').notNull(),
    detail: jsonb('detail').$type<AuditDetail>(),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_user_idx').on(t.userId)],
);
