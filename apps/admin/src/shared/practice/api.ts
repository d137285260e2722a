/**
 * The practice's settings (decision 086): the time zone the coach works in. Read by every screen
 * that counts days (the dashboard) and saved by the owner's time zone screen, from the version read.
 */
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError } from '@wegweiser/client/api-client';
import {
  PracticeConflictSchema,
  type PracticePatch,
  type PracticeSettings,
  PracticeSettingsSchema,
} from '@wegweiser/contracts';
import { useApi } from '../api/api-provider';
import type { ConsoleApi } from '../api/console-api';

export const practiceQueryKey = ['admin', 'practice'] as const;
const PATH = '/admin/practice/';

export function usePracticeSettings() {
  const api = useApi();
  return useQuery({
    queryKey: practiceQueryKey,
    queryFn: async () => PracticeSettingsSchema.parse(await api.get(PATH)),
    staleTime: 60_000,
  });
}

export async function savePractice(api: ConsoleApi, patch: PracticePatch): Promise<PracticeSettings> {
  return PracticeSettingsSchema.parse(await api.patch(PATH, patch));
}

/** The settings someone else saved, when a save answered 409; null for any other failure. */
export function practiceConflictOf(error: unknown): PracticeSettings | null {
  if (!(error instanceof ApiRequestError) || error.status !== 409) return null;
  const parsed = PracticeConflictSchema.safeParse(error.body);
  return parsed.success ? parsed.data.current : null;
}
