import type { QueryClient } from '@tanstack/react-query';
import {
  AdminUserSchema,
  type MeAnswer,
  MeAnswerSchema,
  type ProfileUpdateRequestSchema,
} from '@wegweiser/contracts/admin-auth';
import type { z } from 'zod';
import type { ConsoleApi } from '../api/console-api';
import { meQueryKey } from './get-me';

export type ProfileUpdate = z.input<typeof ProfileUpdateRequestSchema>;

/**
 * PATCH /admin/auth/me/ (name, console language). The answer is the user (or the whole "me"); the
 * cached "me" takes it, so the greeting and the console's language follow at once.
 */
export async function updateProfile(api: ConsoleApi, queryClient: QueryClient, update: ProfileUpdate) {
  const answer: unknown = await api.patch('/admin/auth/me/', update);
  const asMe = MeAnswerSchema.safeParse(answer);
  const user = asMe.success
    ? asMe.data.user
    : AdminUserSchema.parse(
        typeof answer === 'object' && answer && 'user' in answer
          ? (answer as { user: unknown }).user
          : answer,
      );
  queryClient.setQueryData<MeAnswer | null>(meQueryKey, (me) =>
    me ? { ...me, ...(asMe.success ? asMe.data : {}), user } : me,
  );
  return user;
}
