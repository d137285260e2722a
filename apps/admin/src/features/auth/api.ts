/** The two sign-in requests: password, then (when the account has it) the second factor. */
import {
  type LoginAnswer,
  LoginAnswerSchema,
  type LoginRequest,
  SecondFactorRequestSchema,
} from '@wegweiser/contracts/admin-auth';
import type { z } from 'zod';
import type { ConsoleApi } from '../../../shared/api/console-api';

export async function logIn(api: ConsoleApi, request: LoginRequest): Promise<LoginAnswer> {
  return LoginAnswerSchema.parse(await api.post('/admin/auth/login/', request));
}

export type SecondFactorRequest = z.input<typeof SecondFactorRequestSchema>;

export async function confirmSecondFactor(api: ConsoleApi, request: SecondFactorRequest): Promise<void> {
  await api.post('/admin/auth/second-factor/', SecondFactorRequestSchema.parse(request));
}
