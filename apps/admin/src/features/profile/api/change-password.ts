import type { PasswordChangeRequestSchema } from '@wegweiser/contracts/admin-auth';
import type { z } from 'zod';
import type { ConsoleApi } from '../../../shared/api/console-api';

export type PasswordChange = z.output<typeof PasswordChangeRequestSchema>;

export async function changePassword(api: ConsoleApi, request: PasswordChange): Promise<void> {
  await api.post('/admin/auth/password/', request);
}
