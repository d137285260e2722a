/** A forgotten password (decision 090): asking for the mailed link, and the new password from it. */
import type { PasswordResetConfirm, PasswordResetRequest } from '@wegweiser/contracts/admin-auth';
import type { ConsoleApi } from '../../../shared/api/console-api';

/** Always answers the same (202), whether or not an account has the address. */
export async function requestPasswordReset(api: ConsoleApi, request: PasswordResetRequest): Promise<void> {
  await api.post('/admin/auth/password-reset/', request);
}

export async function confirmPasswordReset(api: ConsoleApi, request: PasswordResetConfirm): Promise<void> {
  await api.post('/admin/auth/password-reset/confirm/', request);
}
