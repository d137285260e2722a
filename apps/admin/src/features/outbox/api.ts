/** The outbox requests (owner only, decision 060); the previous page stays while the next loads. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type OutboxEmail, OutboxEmailSchema, OutboxListSchema } from '@wegweiser/contracts';
import { useApi } from '../../shared/api/api-provider';
import type { ConsoleApi } from '../../shared/api/console-api';
import type { OutboxSearch } from './search';

export const outboxQueryKey = ['admin', 'outbox'] as const;
const path = (id: string) => `/admin/outbox/${encodeURIComponent(id)}/`;

export function useOutbox(search: OutboxSearch) {
  const api = useApi();
  const query: Record<string, string> = {};
  if (search.status) query.status = search.status;
  if (search.page) query.page = String(search.page);
  return useQuery({
    queryKey: [...outboxQueryKey, 'list', query],
    queryFn: async () => OutboxListSchema.parse(await api.get('/admin/outbox/', { query })),
    placeholderData: keepPreviousData,
  });
}

export function useOutboxEmail(id: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: [...outboxQueryKey, 'one', id],
    enabled: id !== null,
    queryFn: async () => OutboxEmailSchema.parse(await api.get(path(id as string))),
  });
}

/** Queues a failed (or held) email again with fresh attempts. */
export async function retryEmail(api: ConsoleApi, id: string): Promise<OutboxEmail> {
  return OutboxEmailSchema.parse(await api.post(`${path(id)}retry/`, {}));
}
