/**
 * Turning two-factor sign-in on and off, and new recovery codes (decision 042). Set-up stores a
 * secret that counts only once a first code proves the app has it; setting it up, turning it off and
 * new recovery codes need the password once more (ASVS 5.0 V6); recovery codes are shown once and
 * stored hashed.
 */
import type { AuditAction } from '@wegweiser/contracts/admin-auth';
import type { FastifyRequest } from 'fastify';
import { HttpError, ValidationError } from '../lib/errors';
import type { createAccounts } from './accounts';
import type { ConsoleContext } from './context';
import { hashRecoveryCode, newRecoveryCodes, newTotpSecret, totpStep } from './second-factor';
import type { ActiveSession } from './sessions';

export function createTwoFactor(context: ConsoleContext, accounts: ReturnType<typeof createAccounts>) {
  const { repositories, throttle, audit } = context;

  const record = (request: FastifyRequest, userId: string, action: AuditAction, summary: string) =>
    audit(request, { action, entity: 'admin_user', entityId: userId, summary });

  return {
    /**
     * A new secret for the authenticator app, after the password once more; `issuer` names the
     * site in the app's list.
     */
    async setup(request: FastifyRequest, { user }: ActiveSession, issuer: string, password: string) {
      await accounts.confirmPassword(request, user, password, 'password');
      if (user.totpEnabledAt) throw new HttpError(409, 'totp_already_enabled');
      const { secret, otpauthUrl } = newTotpSecret(issuer, user.email);
      if (!(await repositories.adminUsers.setPendingTotpSecret(user.id, secret))) {
        throw new HttpError(409, 'totp_already_enabled');
      }
      await record(request, user.id, 'auth.totp_setup', 'Two-factor sign-in set-up started');
      return { secret, otpauth_url: otpauthUrl };
    },

    /** The first code from the app turns it on; answers the recovery codes (the only time). */
    async enable(request: FastifyRequest, { user }: ActiveSession, code: string) {
      if (user.totpEnabledAt) throw new HttpError(409, 'totp_already_enabled');
      const secret = user.totpSecret;
      if (!secret) throw new HttpError(409, 'totp_setup_required');
      // Guessing this code is throttled like a second factor at sign-in.
      let step: number | null = null;
      const result = await throttle.attempt(
        [{ kind: 'second_factor', key: user.id }, throttle.clientKey(request.ip)],
        async () => {
          step = totpStep(secret, code);
          return step !== null;
        },
      );
      if (!result.ok || step === null)
        throw new ValidationError([{ path: 'code', key: 'invalid_code', params: {} }]);
      const codes = newRecoveryCodes();
      if (
        !(await repositories.adminUsers.enableTotp(user.id, new Date(), step, codes.map(hashRecoveryCode)))
      ) {
        throw new HttpError(409, 'totp_setup_required');
      }
      await record(request, user.id, 'auth.totp_enable', 'Two-factor sign-in turned on');
      return { recovery_codes: codes };
    },

    async disable(request: FastifyRequest, active: ActiveSession, password: string) {
      await accounts.confirmPassword(request, active.user, password, 'password');
      if (!active.user.totpEnabledAt) throw new HttpError(409, 'totp_not_enabled');
      await repositories.adminUsers.disableTotp(active.user.id);
      await record(request, active.user.id, 'auth.totp_disable', 'Two-factor sign-in turned off');
    },

    /** A new set of recovery codes, after the password once more; the old ones stop working. */
    async newRecoveryCodes(request: FastifyRequest, { user }: ActiveSession, password: string) {
      await accounts.confirmPassword(request, user, password, 'password');
      const codes = newRecoveryCodes();
      if (!(await repositories.adminUsers.replaceRecoveryCodes(user.id, codes.map(hashRecoveryCode)))) {
        throw new HttpError(409, 'totp_not_enabled');
      }
      await record(
        request,
        user.id,
        'auth.recovery_codes',
        'New recovery codes made (the old ones stopped working)',
      );
      return { recovery_codes: codes };
    },
  };
}
