/**
 * Everything that ends in a signed-in session (decision 042): email and password, the second
 * factor, the first owner's setup link and an accepted invitation. Wrong emails, wrong passwords,
 * disabled and not yet accepted accounts all get the same answer after the same work.
 */
import type {
  InvitationAcceptRequestSchema,
  LoginAnswer,
  LoginRequest,
  OwnerSetupRequest,
} from '@wegweiser/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { HttpError, ValidationError } from '../lib/errors';
import type { ConsoleRepositories } from '../repositories';
import type { AdminUserRow } from '../repositories/admin-users-repository';
import { personOf } from './audit';
import { type ConsoleContext, inTransaction } from './context';
import { auditOwnerCreated, createOwner } from './first-owner';
import { assertNewPassword, hashPassword, verifyPassword } from './passwords';
import { hashRecoveryCode, isRecoveryCode, totpStep } from './second-factor';
import { toAdminUser } from './user-view';

type Exchange = { request: FastifyRequest; reply: FastifyReply };

const invalidLink = () => new HttpError(400, 'link_invalid');

export function createSignIn(context: ConsoleContext) {
  const { db, repositories, sessions, throttle, audit } = context;

  /** A full session, the sign-in time and the audit entry, together. */
  const complete = async (
    { request, reply }: Exchange,
    user: AdminUserRow,
    how: string,
    repository?: ConsoleRepositories,
  ): Promise<LoginAnswer> => {
    const now = new Date();
    const write = async (tx: ConsoleRepositories) => {
      await sessions.start(request, reply, user, { pending: false, repository: tx });
      await tx.adminUsers.update(user.id, { lastLoginAt: now });
      await audit(
        request,
        {
          action: 'auth.sign_in',
          entity: 'admin_user',
          entityId: user.id,
          summary: `Signed in (${how})`,
          userId: user.id,
        },
        tx,
      );
    };
    if (repository) await write(repository);
    else await inTransaction(db, write);
    return { status: 'signed_in', user: toAdminUser({ ...user, lastLoginAt: now }) };
  };

  /** Whether a code from the app (once per time step) or an unused recovery code is right. */
  const secondFactorMatches = async (request: FastifyRequest, user: AdminUserRow, code: string) => {
    if (isRecoveryCode(code)) {
      const used = await repositories.adminUsers.useRecoveryCode(user.id, hashRecoveryCode(code));
      if (used) {
        await audit(request, {
          action: 'auth.recovery_code_used',
          entity: 'admin_user',
          entityId: user.id,
          summary: `Signed in with a recovery code (${used.remaining} left)`,
          userId: user.id,
        });
      }
      return used !== null;
    }
    const step = user.totpSecret ? totpStep(user.totpSecret, code) : null;
    return step !== null && (await repositories.adminUsers.acceptTotpStep(user.id, step));
  };

  return {
    async login(exchange: Exchange, { email, password }: LoginRequest): Promise<LoginAnswer> {
      const { request, reply } = exchange;
      const user = await repositories.adminUsers.byEmail(email);
      const result = await throttle.attempt(
        [{ kind: 'account', key: email }, throttle.clientKey(request.ip)],
        // Verified even for an unknown email (against a dummy hash) or a disabled account: the
        // same work, so the same time, whatever the account.
        async () => (await verifyPassword(user?.passwordHash, password)) && user?.disabledAt === null,
      );
      if (user && result.locked.includes('account')) {
        await audit(request, {
          action: 'auth.lockout',
          entity: 'admin_user',
          entityId: user.id,
          summary: 'Sign-in locked after repeated wrong passwords',
          userId: user.id,
          detail: { person: personOf(user) },
        });
      }
      if (!result.ok || !user) {
        request.log.info({ locked: result.locked }, 'console sign-in refused');
        throw new HttpError(401, 'invalid_credentials');
      }
      if (user.totpEnabledAt) {
        await sessions.start(request, reply, user, { pending: true });
        return { status: 'second_factor_required' };
      }
      return complete(exchange, user, 'password');
    },

    async secondFactor(exchange: Exchange, code: string): Promise<LoginAnswer> {
      const { request } = exchange;
      const pending = await sessions.pending(request);
      if (!pending) throw new HttpError(401, 'second_factor_expired');
      const { user } = pending;
      const result = await throttle.attempt(
        [{ kind: 'second_factor', key: user.id }, throttle.clientKey(request.ip)],
        () => secondFactorMatches(request, user, code),
      );
      if (result.locked.includes('second_factor')) {
        await audit(request, {
          action: 'auth.lockout',
          entity: 'admin_user',
          entityId: user.id,
          summary: 'Sign-in locked after repeated wrong two-factor codes',
          userId: user.id,
          detail: { person: personOf(user) },
        });
      }
      if (!result.ok) throw new ValidationError([{ path: 'code', key: 'invalid_code', params: {} }]);
      return complete(
        exchange,
        user,
        isRecoveryCode(code) ? 'password and recovery code' : 'password and app code',
      );
    },

    /** The first owner, from the one-time link in the server's log. */
    async setup(exchange: Exchange, body: OwnerSetupRequest): Promise<LoginAnswer> {
      assertNewPassword(body.password, 'password');
      const passwordHash = await hashPassword(body.password);
      let answer: LoginAnswer | undefined;
      await createOwner(
        db,
        {
          email: body.email,
          name: body.name,
          password: body.password,
          uiLanguage: body.ui_language,
          notificationEmail: body.notification_email,
        },
        {
          passwordHash,
          // Setup links are retired when an owner is created; an owner made some other way ends them too.
          ifOwnerExists: invalidLink,
          emailTaken: () => new ValidationError([{ path: 'email', key: 'email_taken', params: {} }]),
          before: async (tx) => {
            if (!(await tx.adminLinks.use(body.token, 'setup', new Date()))) throw invalidLink();
          },
          after: async (owner, tx) => {
            await auditOwnerCreated(audit, 'with the setup link', exchange.request)(owner, tx);
            answer = await complete(exchange, owner, 'setup link', tx);
          },
        },
      );
      if (!answer) throw new Error('the owner was not created');
      return answer;
    },

    /** An invited person sets a name and password and is signed in. */
    async acceptInvitation(
      exchange: Exchange,
      body: z.output<typeof InvitationAcceptRequestSchema>,
    ): Promise<LoginAnswer> {
      assertNewPassword(body.password, 'password');
      const passwordHash = await hashPassword(body.password);
      return inTransaction(db, async (tx) => {
        const now = new Date();
        const link = await tx.adminLinks.use(body.token, 'invitation', now);
        const invited = link?.userId ? await tx.adminUsers.byId(link.userId) : undefined;
        if (!invited || invited.passwordHash || invited.disabledAt) throw invalidLink();
        const user = await tx.adminUsers.update(invited.id, {
          name: body.name,
          uiLanguage: body.ui_language,
          passwordHash,
          passwordChangedAt: now,
        });
        if (!user) throw invalidLink();
        await audit(
          exchange.request,
          {
            action: 'user.accept_invitation',
            entity: 'admin_user',
            entityId: user.id,
            summary: `${user.email} accepted the invitation as ${user.role}`,
            userId: user.id,
          },
          tx,
        );
        return complete(exchange, user, 'invitation', tx);
      });
    },
  };
}
