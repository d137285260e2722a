import { type MeAnswer, MeAnswerSchema } from '@wegweiser/contracts/admin-auth';
import { isUnauthorized } from '../api/api-problem';
import type { ConsoleApi } from '../api/console-api';

export const meQueryKey = ['admin', 'me'] as const;

/** Who is signed in, with the session's CSRF token; null when nobody is (401). */
export async function getMe(api: ConsoleApi): Promise<MeAnswer | null> {
  try {
    return MeAnswerSchema.parse(await api.get('/admin/auth/me/'));
  } catch (error) {
    if (isUnauthorized(error)) return null;
    throw error;
  }
}
