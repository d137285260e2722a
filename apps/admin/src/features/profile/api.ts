/**
 * The signed-in person's own account: a new password, and two-factor sign-in — set up (secret and
 * QR), turn on with a first code, turn off, new recovery codes.
 */
import {
  type PasswordChangeRequestSchema,
  type PasswordConfirmRequestSchema,
  RecoveryCodesAnswerSchema,
  type TotpEnableRequestSchema,
  TotpSetupAnswerSchema,
} from '@wegweiser/contracts/admin-auth';
import type { z } from 'zod';
import type { ConsoleApi } from '../../shared/api/console-api';

export type PasswordChange = z.output<typeof PasswordChangeRequestSchema>;

export async function changePassword(api: ConsoleApi, request: PasswordChange): Promise<void> {
  await api.post('/admin/auth/password/', request);
}

export type TotpSetup = z.output<typeof TotpSetupAnswerSchema>;

/** The current password, asked again before each change to how the account signs in. */
type PasswordConfirm = z.output<typeof PasswordConfirmRequestSchema>;

export async function startTotpSetup(api: ConsoleApi, request: PasswordConfirm): Promise<TotpSetup> {
  return TotpSetupAnswerSchema.parse(await api.post('/admin/auth/totp/setup/', request));
}

export async function enableTotp(api: ConsoleApi, request: z.output<typeof TotpEnableRequestSchema>) {
  return RecoveryCodesAnswerSchema.parse(await api.post('/admin/auth/totp/enable/', request)).recovery_codes;
}

export async function disableTotp(api: ConsoleApi, request: PasswordConfirm) {
  await api.post('/admin/auth/totp/disable/', request);
}

export async function renewRecoveryCodes(api: ConsoleApi, request: PasswordConfirm): Promise<string[]> {
  return RecoveryCodesAnswerSchema.parse(await api.post('/admin/auth/recovery-codes/', request))
    .recovery_codes;
}
