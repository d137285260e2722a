import { useQuery } from '@tanstack/react-query';
import { type OwnerSetupRequest, SetupStatusSchema } from '@wegweiser/contracts/admin-auth';
import { useApi } from '../../../shared/api/api-provider';
import type { ConsoleApi } from '../../../shared/api/console-api';

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
