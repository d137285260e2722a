/** The start page's overview: what came in this week and what still needs doing (issue 24 point 2). */
import { useQuery } from '@tanstack/react-query';
import { OverviewSchema } from '@wegweiser/contracts';
import { useApi } from '../../shared/api/api-provider';

export const overviewQueryKey = ['admin', 'overview'] as const;

export function useOverview() {
  const api = useApi();
  return useQuery({
    queryKey: overviewQueryKey,
    queryFn: async () => OverviewSchema.parse(await api.get('/admin/overview/')),
  });
}
