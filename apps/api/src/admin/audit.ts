/**
 * The audit log's one entry point (decision 042): `app.audit(request, {action, entity, entityId,
 * summary})`. Every console write calls it; the acting user is the request's signed-in user
 * unless named (a sign-in, before the session exists), and the address is stored shortened.
 */
import type { AuditAction, AuditContentVerb, AuditDetail } from '@wegweiser/contracts/admin-auth';
import { CONSOLE_ROLES } from '@wegweiser/contracts/constants';
import type { FastifyRequest } from 'fastify';
import { anonymizeIp } from '../lib/anonymize-ip';
import type { ConsoleRepositories } from '../repositories';

export type AuditEntry = {
  /**
   * `area.verb`, e.g. `auth.sign_in`, `user.invite`: one of the contracts' AUDIT_ACTIONS, which the
   * console puts in words (decision 092), or a content edit `{resource}.{verb}` (`services.publish`).
   */
  action: AuditAction | `${string}.${AuditContentVerb}`;
  /** The kind of thing changed, e.g. `admin_user`, `service`. */
  entity: string;
  entityId?: string | null;
  /** One line a person reads in the console: what changed (never a password or token). */
  summary: string;
  /** The acting user when the request has no signed-in session yet; null for the shell. */
  userId?: string | null;
  /**
   * The person the entry is about, as they are now (an account invited, changed, deleted…), so the
   * console can name them even once the account is gone (decision 096).
   */
  detail?: AuditDetail | null;
};

/** An account as an entry's `detail` names it: its name and address at the time (decision 096). */
export const personOf = (user: { name: string; email: string }): AuditDetail['person'] => ({
  name: user.name,
  email: user.email,
});

/** A stored role as the detail's type has it (the column is text). */
export const roleOf = (role: string): AuditDetail['role'] => CONSOLE_ROLES.find((each) => each === role);

export type Audit = (
  request: FastifyRequest | null,
  entry: AuditEntry,
  repositories?: ConsoleRepositories,
) => Promise<void>;

const SUMMARY_MAX = 1_000;

/**
 * `actingUser`: the signed-in user the auth hook found for a request, or null. It never queries:
 * an entry is often written inside a transaction, where another query could not run on the
 * embedded database's one connection.
 */
export function createAudit(
  repositories: ConsoleRepositories,
  actingUser: (request: FastifyRequest) => string | null,
): Audit {
  return async (request, entry, repository = repositories) => {
    const userId = entry.userId !== undefined ? entry.userId : request ? actingUser(request) : null;
    await repository.audit.record({
      at: new Date(),
      userId,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId ?? null,
      summary: entry.summary.slice(0, SUMMARY_MAX),
      detail: entry.detail ?? null,
      ip: request ? anonymizeIp(request.ip) : '',
    });
  };
}
