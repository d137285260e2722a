/** The subscriber requests (owner only, decision 056); the previous page stays while the next loads. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SubscriberListSchema } from '@wegweiser/contracts';
import { useApi } from '../../shared/api/api-provider';
import type { ConsoleApi } from '../../shared/api/console-api';
import { type SubscribersSearch, subscriberFilters } from './search';

export const subscribersQueryKey = ['admin', 'subscribers'] as const;

export function useSubscribers(search: SubscribersSearch) {
  const api = useApi();
  const query = { ...subscriberFilters(search), ...(search.page ? { page: String(search.page) } : {}) };
  return useQuery({
    queryKey: [...subscribersQueryKey, query],
    queryFn: async () => SubscriberListSchema.parse(await api.get('/admin/subscribers/', { query })),
    placeholderData: keepPreviousData,
  });
}

/** The CSV of the same filters (a plain link: the browser downloads it with the session cookie). */
export function subscribersCsvHref(search: SubscribersSearch) {
  const query = new URLSearchParams(subscriberFilters(search)).toString();
  return `/api/admin/subscribers/csv/${query ? `?${query}` : ''}`;
}

/** One person's data as JSON (GDPR Art. 15), downloaded by the browser. */
export const subscriberExportHref = (id: string) =>
  `/api/admin/subscribers/${encodeURIComponent(id)}/export/`;

/** Erases the subscriber (GDPR Art. 17): the subscription, its tokens and its mails. */
export async function deleteSubscriber(api: ConsoleApi, id: string): Promise<void> {
  await api.delete(`/admin/subscribers/${encodeURIComponent(id)}/`);
}
