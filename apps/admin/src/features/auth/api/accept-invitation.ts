import type { InvitationAcceptRequestSchema } from '@wegweiser/contracts/admin-auth';
import type { z } from 'zod';
import type { ConsoleApi } from '../../../shared/api/console-api';

export type InvitationAccept = z.output<typeof InvitationAcceptRequestSchema>;

export async function acceptInvitation(api: ConsoleApi, request: InvitationAccept): Promise<void> {
  await api.post('/admin/auth/invitation/', request);
}
