/**
 * The first owner (issue 13 point 2; decision 042). Three ways, one rule set: the one-time setup
 * link the server logs while no owner exists, OWNER_EMAIL + OWNER_PASSWORD in the environment,
 * and `npm run owner -- create` from a shell.
 */
import { type ConsoleLanguage, EmailSchema } from '@wegweiser/contracts';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import type { ConsoleRepositories } from '../repositories';
import type { AdminUserRow } from '../repositories/admin-users-repository';
import { type Audit, personOf } from './audit';
import { type ConsoleContext, inTransaction } from './context';
import { hashPassword, passwordProblem } from './passwords';

/** How long a setup link printed at start works. */
export const SETUP_LINK_TTL_MS = 24 * 60 * 60 * 1000;

export type OwnerInput = {
  email: string;
  name: string;
  password: string;
  uiLanguage?: ConsoleLanguage;
  /** Where the website's mail for her goes; left out: her sign-in address. */
  notificationEmail?: string | null | undefined;
};

/** A first owner that cannot be created, with a message a person at a shell can act on. */
export class OwnerSetupError extends Error {
  override name = 'OwnerSetupError';
}

/**
 * Checks an owner's details against the same rules as the console (email form, password rules),
 * throwing OwnerSetupError naming `source` (e.g. "OWNER_PASSWORD").
 */
export function checkOwnerInput(input: OwnerInput, source: { email: string; password: string }): OwnerInput {
  const email = EmailSchema.safeParse(input.email);
  if (!email.success) throw new OwnerSetupError(`${source.email} is not a valid email address`);
  const problem = passwordProblem(input.password);
  if (problem) {
    const why = {
      password_too_short: 'is shorter than 12 characters',
      too_long: 'is longer than 128 characters',
      password_too_common: 'is on the list of common passwords',
    }[problem as 'password_too_short' | 'too_long' | 'password_too_common'];
    throw new OwnerSetupError(`${source.password} ${why ?? 'is not allowed'}: choose another password`);
  }
  const name = input.name.trim() || input.email.trim().split('@')[0] || email.data;
  return { ...input, email: email.data, name };
}

export type OwnerCreationRules = {
  /** Its hash, when the caller made it already (outside the transaction: it takes a while). */
  passwordHash?: string;
  /** `'skip'`: do nothing when an active owner exists; else the error to throw then. */
  ifOwnerExists: 'skip' | 'create' | (() => Error);
  emailTaken: () => Error;
  /** Runs first inside the transaction (the setup link is used there). */
  before?: (repositories: ConsoleRepositories) => Promise<void>;
  /** Runs after the insert inside the transaction (audit entry, session). */
  after?: (owner: AdminUserRow, repositories: ConsoleRepositories) => Promise<void>;
};

/**
 * Creates an owner in one transaction, serialised across processes by an advisory lock, so two
 * first owners cannot be created at once. Every unused setup link stops working. Returns the new
 * row, or null when skipped.
 */
export async function createOwner(
  db: Database,
  input: OwnerInput,
  rules: OwnerCreationRules,
): Promise<AdminUserRow | null> {
  const hash = rules.passwordHash ?? (await hashPassword(input.password));
  return inTransaction(db, async (repositories) => {
    await repositories.adminUsers.lockOwnerCreation();
    await rules.before?.(repositories);
    if (rules.ifOwnerExists !== 'create' && (await repositories.adminUsers.activeOwnerExists())) {
      if (rules.ifOwnerExists === 'skip') return null;
      throw rules.ifOwnerExists();
    }
    if (await repositories.adminUsers.byEmail(input.email)) throw rules.emailTaken();
    const now = new Date();
    const owner = await repositories.adminUsers.insert({
      email: input.email,
      name: input.name,
      role: 'owner',
      uiLanguage: input.uiLanguage ?? 'de',
      notificationEmail: input.notificationEmail ?? null,
      passwordHash: hash,
      passwordChangedAt: now,
    });
    await repositories.adminLinks.retireSetupLinks(now);
    await rules.after?.(owner, repositories);
    return owner;
  });
}

/** The audit entry of a new owner (`how`: "with the setup link", "from the shell" …). */
export const auditOwnerCreated =
  (audit: Audit, how: string, request: FastifyRequest | null = null) =>
  (owner: AdminUserRow, repositories: ConsoleRepositories) =>
    audit(
      request,
      {
        action: 'user.create_owner',
        entity: 'admin_user',
        entityId: owner.id,
        summary: `Owner ${owner.email} created ${how}`,
        userId: request ? owner.id : null,
        detail: { person: personOf(owner) },
      },
      repositories,
    );

/** `${origin}/admin/setup?token=…` */
export const setupUrl = (origin: string, token: string) => `${origin}/admin/setup?token=${token}`;

/**
 * At start: the environment's owner when none exists, else — while there is still no owner — a new
 * setup link in the log (each start prints one; any unused one works until it expires).
 */
export async function ensureFirstOwner(context: ConsoleContext, log: FastifyBaseLogger): Promise<void> {
  const { config, db, repositories, audit } = context;
  if (config.owner) {
    const input = checkOwnerInput(
      { ...config.owner, name: config.owner.name ?? '' },
      { email: 'OWNER_EMAIL', password: 'OWNER_PASSWORD' },
    );
    const owner = await createOwner(db, input, {
      ifOwnerExists: 'skip',
      emailTaken: () =>
        new OwnerSetupError(
          `OWNER_EMAIL: an account with the email ${input.email} exists already, but no active owner`,
        ),
      after: auditOwnerCreated(audit, 'from the environment (OWNER_EMAIL)'),
    });
    if (owner) log.info({ userId: owner.id }, 'created the first owner from OWNER_EMAIL and OWNER_PASSWORD');
    return;
  }
  if (await repositories.adminUsers.activeOwnerExists()) return;
  const expiresAt = new Date(Date.now() + SETUP_LINK_TTL_MS);
  const token = await repositories.adminLinks.issue({ purpose: 'setup', role: 'owner', expiresAt });
  log.warn(
    { expiresAt: expiresAt.toISOString() },
    `No owner yet. Create the first owner within 24 hours with this one-time link: ${setupUrl(config.publicUrl, token)}`,
  );
}
