/** Two-factor sign-in: set up (secret and QR), turn on with a first code, turn off, new recovery codes. */
import {
  RecoveryCodesAnswerSchema,
  type TotpDisableRequestSchema,
  type TotpEnableRequestSchema,
  TotpSetupAnswerSchema,
} from '@wegweiser/contracts/admin-auth';
import type { z } from 'zod';
import type { ConsoleApi } from '../../../shared/api/console-api';

export type TotpSetup = z.output<typeof TotpSetupAnswerSchema>;

export async function startTotpSetup(api: ConsoleApi): Promise<TotpSetup> {
  return TotpSetupAnswerSchema.parse(await api.post('/admin/auth/totp/setup/', {}));
}

export async function enableTotp(api: ConsoleApi, request: z.output<typeof TotpEnableRequestSchema>) {
  return RecoveryCodesAnswerSchema.parse(await api.post('/admin/auth/totp/enable/', request)).recovery_codes;
}

export async function disableTotp(api: ConsoleApi, request: z.output<typeof TotpDisableRequestSchema>) {
  await api.post('/admin/auth/totp/disable/', request);
}

export async function renewRecoveryCodes(api: ConsoleApi): Promise<string[]> {
  return RecoveryCodesAnswerSchema.parse(await api.post('/admin/auth/recovery-codes/', {})).recovery_codes;
}
