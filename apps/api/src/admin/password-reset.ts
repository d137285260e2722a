/**
 * "Passwort vergessen" for owners and editors (issue 24 point 10; decision 090). Asking for a link
 * answers at once and the same for every address: the throttle, the lookup, the token and the mail
 * happen after the answer, so neither its words nor its timing tell whether an account exists. The
 * mailed link is a one-time token (its SHA-256 stored, like the other links), valid one hour; a
 * newer one retires the older. Using it sets the password, ends every session of the account and
 * lifts its sign-in lockout; two-step sign-in stays as it was. Without a mail server nothing is
 * made: the console names the shell command instead (`npm run owner -- password`).
 */
import {
  type ConsoleLanguage,
  PASSWORD_RESET_LINK_MINUTES,
  type PasswordResetConfirm,
} from '@wegweiser/contracts';
import type { ConsoleRole } from '@wegweiser/contracts/constants';
import type { FastifyRequest } from 'fastify';
import { asDatabaseUnavailable } from '../db/availability';
import type { Database } from '../db/client';
import { passwordResetEmail } from '../emails/password-reset-email';
import { HttpError } from '../lib/errors';
import { type ConsoleRepositories, createConsoleRepositories } from '../repositories';
import type { AdminUserRow } from '../repositories/admin-users-repository';
import { createOutboxRepository } from '../repositories/outbox-repository';
import { queueMails } from '../services/mail-queue';
import { personOf } from './audit';
import { type ConsoleContext, inTransaction } from './context';
import { assertNewPassword, hashPassword } from './passwords';

export const PASSWORD_RESET_TTL_MS = PASSWORD_RESET_LINK_MINUTES * 60 * 1000;

/** `${publicUrl}/admin/reset-password?token=…`: PUBLIC_URL, never the request's Host. */
export const passwordResetUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/admin/reset-password?token=${token}`;

const invalidLink = () => new HttpError(400, 'link_invalid');

/**
 * A new password for an account, wherever it comes from (the mailed link, the shell): every session
 * ends, unused reset links stop working, and a sign-in lockout of the address is lifted (whoever
 * set it has just proved the account is theirs). Returns how many sessions ended.
 */
export async function replacePassword(
  repositories: ConsoleRepositories,
  user: AdminUserRow,
  passwordHash: string,
  now: Date,
): Promise<number> {
  await repositories.adminUsers.update(user.id, { passwordHash, passwordChangedAt: now });
  const ended = await repositories.adminSessions.removeForUser(user.id);
  await repositories.adminLinks.retireUserLinks(user.id, 'password_reset', now);
  await repositories.signInFailures.lift({ kind: 'account', key: user.email }, now);
  return ended;
}

export type PasswordResetServices = {
  /** Wakes the outbox worker once a mail was queued and committed. */
  outboxQueued: () => void;
  /** The site's name in a console language, for the mail's words. */
  siteName: (language: ConsoleLanguage) => Promise<string>;
};

export type PasswordReset = ReturnType<typeof createPasswordReset>;

export function createPasswordReset(context: ConsoleContext, services: PasswordResetServices) {
  const { config, db, repositories, throttle, audit } = context;
  /** Requests whose work still runs after their answer. */
  const running = new Set<Promise<void>>();

  /** The throttle, the account and the mail: nothing of it reaches the answer. */
  const mailLink = async (request: FastifyRequest, email: string) => {
    if (!config.mail.smtpUrl) return;
    const allowed = await throttle.take([
      { kind: 'reset_account', key: email },
      { kind: 'reset_client', key: throttle.clientKey(request.ip).key },
    ]);
    if (!allowed) {
      request.log.info('password reset: too many links asked for; none sent');
      return;
    }
    const user = await repositories.adminUsers.byEmail(email);
    // An open invitation has its own link; a disabled account signs in nowhere.
    if (!user?.passwordHash || user.disabledAt) return;
    const language: ConsoleLanguage = user.uiLanguage === 'en' ? 'en' : 'de';
    const site = await services.siteName(language);
    const now = new Date();
    await db.transaction(async (tx) => {
      const consoleTx = createConsoleRepositories(tx as unknown as Database);
      await consoleTx.adminLinks.retireUserLinks(user.id, 'password_reset', now);
      const token = await consoleTx.adminLinks.issue({
        purpose: 'password_reset',
        role: user.role as ConsoleRole,
        userId: user.id,
        email: user.email,
        expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS),
      });
      const link = passwordResetUrl(config.publicUrl, token);
      await queueMails(createOutboxRepository(tx as unknown as Database), [
        {
          email: passwordResetEmail(language, { link, name: user.name, site }),
          recipient: user.email,
          language,
        },
      ]);
      await audit(
        request,
        {
          action: 'auth.password_reset_requested',
          entity: 'admin_user',
          entityId: user.id,
          summary: `Link to set a new password mailed to ${user.email} (asked for on the sign-in page)`,
          userId: null,
          detail: { person: personOf(user) },
        },
        consoleTx,
      );
    });
    services.outboxQueued();
  };

  return {
    /**
     * Takes a request for a link and returns at once; the work starts after the answer is on its
     * way (next turn of the event loop) and its failure is only logged.
     */
    request(request: FastifyRequest, email: string): void {
      const work: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => mailLink(request, email))
        .catch((error: unknown) => {
          if (asDatabaseUnavailable(error))
            request.log.warn('password reset mail skipped: database unavailable');
          else request.log.error({ err: error }, 'password reset mail failed');
        })
        .finally(() => running.delete(work));
      running.add(work);
    },

    /** Resolves once the work of every request taken so far is done (closing, tests). */
    async settled(): Promise<void> {
      while (running.size > 0) await Promise.all([...running]);
    },

    /** Sets the new password from a mailed link; an unknown, used or expired link is one error. */
    async confirm(request: FastifyRequest, { token, password }: PasswordResetConfirm): Promise<void> {
      // A look first: a wrong link costs no password hash.
      if (!(await repositories.adminLinks.find(token, 'password_reset', new Date()))) throw invalidLink();
      assertNewPassword(password, 'password');
      const passwordHash = await hashPassword(password);
      await inTransaction(db, async (tx) => {
        const now = new Date();
        // Used in the statement that finds it unused: of two requests with one link, one wins.
        const link = await tx.adminLinks.use(token, 'password_reset', now);
        const user = link?.userId ? await tx.adminUsers.byId(link.userId) : undefined;
        if (!link || !user?.passwordHash || user.disabledAt || user.email !== link.email) throw invalidLink();
        const ended = await replacePassword(tx, user, passwordHash, now);
        await audit(
          request,
          {
            action: 'auth.password_reset',
            entity: 'admin_user',
            entityId: user.id,
            summary: `New password set with the mailed link; ${ended} session(s) ended`,
            userId: user.id,
            detail: { person: personOf(user) },
          },
          tx,
        );
      });
    },
  };
}
