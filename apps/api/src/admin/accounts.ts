/**
 * The owner manages accounts; everyone manages their own profile and password (decision 042).
 * The site always keeps one active owner: nobody removes, demotes or disables the last one.
 */
import type {
  AdminUser,
  PasswordChangeRequestSchema,
  ProfileUpdateRequestSchema,
  UserInviteRequestSchema,
  UserUpdateRequestSchema,
} from '@wegweiser/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Principal } from '../lib/auth';
import { HttpError, notFound, ValidationError } from '../lib/errors';
import type { ConsoleRepositories } from '../repositories';
import type { AdminUserChanges, AdminUserRow } from '../repositories/admin-users-repository';
import { personOf, roleOf } from './audit';
import { type ConsoleContext, inTransaction } from './context';
import { assertNewPassword, hashPassword, verifyPassword } from './passwords';
import type { ActiveSession } from './sessions';
import { toAdminUser } from './user-view';

/** How long an invitation link works. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

type Invite = z.output<typeof UserInviteRequestSchema>;
type UserUpdate = z.output<typeof UserUpdateRequestSchema>;

const isActiveOwner = (user: AdminUserRow) =>
  user.role === 'owner' && user.passwordHash !== null && user.disabledAt === null;

/** Refuses a change that would leave no active owner (under the owner-creation lock). */
async function assertAnotherOwner(repositories: ConsoleRepositories, user: AdminUserRow) {
  await repositories.adminUsers.lockOwnerCreation();
  if (isActiveOwner(user) && (await repositories.adminUsers.otherActiveOwners(user.id)) === 0) {
    throw new HttpError(409, 'last_owner');
  }
}

/** `name`, `role`… as a person reads them in the audit log. */
const describeChanges = (body: UserUpdate) =>
  Object.entries(body)
    .map(([key, value]) => (key === 'name' ? 'name' : `${key} → ${String(value)}`))
    .join(', ');

export function createAccounts(context: ConsoleContext) {
  const { db, repositories, throttle, audit } = context;

  /** A password typed to confirm who someone is: wrong ones count towards the lockout. */
  const confirmPassword = async (
    request: FastifyRequest,
    user: AdminUserRow,
    password: string,
    field: string,
  ) => {
    const result = await throttle.attempt(
      [{ kind: 'account', key: user.email }, throttle.clientKey(request.ip)],
      () => verifyPassword(user.passwordHash, password),
    );
    if (!result.ok) throw new ValidationError([{ path: field, key: 'wrong_password', params: {} }]);
  };

  return {
    confirmPassword,

    async updateProfile(
      request: FastifyRequest,
      { user }: ActiveSession,
      body: z.output<typeof ProfileUpdateRequestSchema>,
    ): Promise<AdminUser> {
      const changes: AdminUserChanges = {
        name: body.name,
        uiLanguage: body.ui_language,
        ...(body.notification_email === undefined ? {} : { notificationEmail: body.notification_email }),
      };
      const updated = await inTransaction(db, async (tx) => {
        const row = await tx.adminUsers.update(user.id, changes);
        if (Object.keys(body).length > 0) {
          await audit(
            request,
            {
              action: 'user.update_profile',
              entity: 'admin_user',
              entityId: user.id,
              summary: `Profile changed: ${describeChanges(body)}`,
            },
            tx,
          );
        }
        return row;
      });
      return toAdminUser(updated ?? user);
    },

    /** A new password; every other session of the user ends (the one in use stays). */
    async changePassword(
      request: FastifyRequest,
      { user, session }: ActiveSession,
      body: z.output<typeof PasswordChangeRequestSchema>,
    ): Promise<void> {
      assertNewPassword(body.new_password, 'new_password');
      await confirmPassword(request, user, body.current_password, 'current_password');
      // Only after the current one is confirmed: a guess learns nothing from this answer.
      if (body.new_password === body.current_password) {
        throw new ValidationError([{ path: 'new_password', key: 'password_unchanged', params: {} }]);
      }
      const passwordHash = await hashPassword(body.new_password);
      await inTransaction(db, async (tx) => {
        await tx.adminUsers.update(user.id, { passwordHash, passwordChangedAt: new Date() });
        const ended = await tx.adminSessions.removeForUser(user.id, session.id);
        await audit(
          request,
          {
            action: 'auth.password_change',
            entity: 'admin_user',
            entityId: user.id,
            summary: `Password changed; ${ended} other session(s) ended`,
          },
          tx,
        );
      });
    },

    list: async () => (await repositories.adminUsers.list()).map(toAdminUser),

    /**
     * Invites someone: a new account without a password and a one-time link. Inviting an address
     * whose invitation is still open replaces that invitation (new link, the old one stops working).
     */
    async invite(request: FastifyRequest, principal: Principal, body: Invite, origin: string) {
      const now = new Date();
      const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
      return inTransaction(db, async (tx) => {
        const existing = await tx.adminUsers.byEmail(body.email);
        if (existing?.passwordHash)
          throw new ValidationError([{ path: 'email', key: 'email_taken', params: {} }]);
        const fields = { name: body.name, role: body.role, uiLanguage: body.ui_language };
        const user = existing
          ? await tx.adminUsers.update(existing.id, { ...fields, disabledAt: null })
          : await tx.adminUsers.insert({ ...fields, email: body.email, passwordHash: null });
        if (!user) throw notFound();
        await tx.adminLinks.retireInvitations(user.id, now);
        const token = await tx.adminLinks.issue({
          purpose: 'invitation',
          role: body.role,
          userId: user.id,
          email: user.email,
          expiresAt,
          createdBy: principal.userId,
        });
        await audit(
          request,
          {
            action: 'user.invite',
            entity: 'admin_user',
            entityId: user.id,
            summary: `Invited ${user.email} as ${user.role}${existing ? ' (again)' : ''}`,
            detail: { person: personOf(user), role: roleOf(user.role) },
          },
          tx,
        );
        return {
          user: toAdminUser(user),
          invitation_url: `${origin}/admin/invitation?token=${token}`,
          expires_at: expiresAt.toISOString(),
        };
      });
    },

    /** Role, name, language, disabled. Disabling ends the user's sessions at once. */
    async update(request: FastifyRequest, id: string, body: UserUpdate): Promise<AdminUser> {
      return inTransaction(db, async (tx) => {
        const user = await tx.adminUsers.byId(id);
        if (!user) throw notFound();
        const demoted = body.role !== undefined && body.role !== 'owner';
        if (demoted || body.disabled === true) await assertAnotherOwner(tx, user);
        const disabledAt =
          body.disabled === undefined ? undefined : body.disabled ? (user.disabledAt ?? new Date()) : null;
        const updated = await tx.adminUsers.update(id, {
          name: body.name,
          role: body.role,
          uiLanguage: body.ui_language,
          disabledAt,
        });
        if (!updated) throw notFound();
        if (body.disabled === true) await tx.adminSessions.removeForUser(id);
        if (Object.keys(body).length > 0) {
          await audit(
            request,
            {
              action: 'user.update',
              entity: 'admin_user',
              entityId: id,
              summary: `${user.email}: ${describeChanges(body)}`,
              // As the owner knew them before the change; the role given and the account's state.
              detail: { person: personOf(user), role: body.role, disabled: body.disabled },
            },
            tx,
          );
        }
        return toAdminUser(updated);
      });
    },

    /** Deletes an account (never one's own, never the last active owner); its sessions go with it. */
    async remove(request: FastifyRequest, principal: Principal, id: string): Promise<void> {
      if (id === principal.userId) throw new HttpError(409, 'own_account');
      await inTransaction(db, async (tx) => {
        const user = await tx.adminUsers.byId(id);
        if (!user) throw notFound();
        await assertAnotherOwner(tx, user);
        await tx.adminUsers.remove(id);
        await audit(
          request,
          {
            action: 'user.delete',
            entity: 'admin_user',
            entityId: id,
            summary: `Deleted ${user.email} (${user.role})`,
            detail: { person: personOf(user), role: roleOf(user.role) },
          },
          tx,
        );
      });
    },
  };
}
