import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AuditEntrySchema } from '@wegweiser/contracts/admin-auth';
import { paginated } from '@wegweiser/contracts/common';
import { useApi } from '../../shared/api/api-provider';

const AuditPageSchema = paginated(AuditEntrySchema);

/** One page of the audit log, newest first (the API's order); the previous page stays while the next loads. */
export function useAuditLog(page: number) {
  const api = useApi();
  return useQuery({
    queryKey: ['admin', 'audit', page],
    queryFn: async () =>
      AuditPageSchema.parse(await api.get('/admin/audit/', { query: { page: String(page) } })),
    placeholderData: keepPreviousData,
  });
}
