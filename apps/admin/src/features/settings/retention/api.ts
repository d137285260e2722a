/** The owner's retention periods (decision 061): read, and saved from the version read. */
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError } from '@wegweiser/client/api-client';
import {
  RetentionConflictSchema,
  type RetentionPatch,
  type RetentionSettings,
  RetentionSettingsSchema,
} from '@wegweiser/contracts';
import { useApi } from '../../../shared/api/api-provider';
import type { ConsoleApi } from '../../../shared/api/console-api';

export const retentionQueryKey = ['admin', 'retention'] as const;
const PATH = '/admin/retention/';

export function useRetentionSettings() {
  const api = useApi();
  return useQuery({
    queryKey: retentionQueryKey,
    queryFn: async () => RetentionSettingsSchema.parse(await api.get(PATH)),
  });
}

export async function saveRetention(api: ConsoleApi, patch: RetentionPatch): Promise<RetentionSettings> {
  return RetentionSettingsSchema.parse(await api.patch(PATH, patch));
}

/** The periods someone else saved, when a save answered 409; null for any other failure. */
export function retentionConflictOf(error: unknown): RetentionSettings | null {
  if (!(error instanceof ApiRequestError) || error.status !== 409) return null;
  const parsed = RetentionConflictSchema.safeParse(error.body);
  return parsed.success ? parsed.data.current : null;
}
