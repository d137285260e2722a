/**
 * The requests before and around sign-in: signing in (password, then — when the account has it — the
 * second factor), the first owner's setup and whether it is still open, an accepted invitation, and
 * a forgotten password (decision 090).
 */
import { useQuery } from '@tanstack/react-query';
import {
  type InvitationAcceptRequestSchema,
  type LoginAnswer,
  LoginAnswerSchema,
  type LoginRequest,
  type OwnerSetupRequest,
  type PasswordResetConfirm,
  type PasswordResetRequest,
  SecondFactorRequestSchema,
  SetupStatusSchema,
} from '@wegweiser/contracts/admin-auth';
import type { z } from 'zod';
import { useApi } from '../../shared/api/api-provider';
import type { ConsoleApi } from '../../shared/api/console-api';

export async function logIn(api: ConsoleApi, request: LoginRequest): Promise<LoginAnswer> {
  return LoginAnswerSchema.parse(await api.post('/admin/auth/login/', request));
}

export type SecondFactorRequest = z.input<typeof SecondFactorRequestSchema>;

export async function confirmSecondFactor(api: ConsoleApi, request: SecondFactorRequest): Promise<void> {
  await api.post('/admin/auth/second-factor/', SecondFactorRequestSchema.parse(request));
}

export const setupStatusQueryKey = ['admin', 'setup-status'] as const;

/** Whether the site has an owner yet: the sign-in page then points to the setup link. */
export function useSetupStatus() {
  const api = useApi();
  return useQuery({
    queryKey: setupStatusQueryKey,
    queryFn: async () => SetupStatusSchema.parse(await api.get('/admin/auth/setup-status/')),
  });
}

export async function setUpOwner(api: ConsoleApi, request: OwnerSetupRequest): Promise<void> {
  await api.post('/admin/auth/setup/', request);
}

export type InvitationAccept = z.output<typeof InvitationAcceptRequestSchema>;

export async function acceptInvitation(api: ConsoleApi, request: InvitationAccept): Promise<void> {
  await api.post('/admin/auth/invitation/', request);
}

/** Always answers the same (202), whether or not an account has the address. */
export async function requestPasswordReset(api: ConsoleApi, request: PasswordResetRequest): Promise<void> {
  await api.post('/admin/auth/password-reset/', request);
}

export async function confirmPasswordReset(api: ConsoleApi, request: PasswordResetConfirm): Promise<void> {
  await api.post('/admin/auth/password-reset/confirm/', request);
}
