/** The contact inbox's requests (owner only, decision 057); the previous page stays while the next loads. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type MessageDetail, MessageDetailSchema, MessagesPageSchema } from '@wegweiser/contracts';
import { useApi } from '../../shared/api/api-provider';
import type { ConsoleApi } from '../../shared/api/console-api';
import { type MessagesSearch, messageFilters } from './search';

export const messagesQueryKey = ['admin', 'messages'] as const;
const path = (id: string) => `/admin/messages/${encodeURIComponent(id)}/`;

export function useMessages(search: MessagesSearch) {
  const api = useApi();
  const query = { ...messageFilters(search), ...(search.page ? { page: String(search.page) } : {}) };
  return useQuery({
    queryKey: [...messagesQueryKey, 'list', query],
    queryFn: async () => MessagesPageSchema.parse(await api.get('/admin/messages/', { query })),
    placeholderData: keepPreviousData,
  });
}

export const messageQueryKey = (id: string) => [...messagesQueryKey, 'one', id] as const;

export function useMessage(id: string) {
  const api = useApi();
  return useQuery({
    queryKey: messageQueryKey(id),
    queryFn: async () => MessageDetailSchema.parse(await api.get(path(id))),
  });
}

/** The CSV of the same folder, source and search (a plain link: the browser downloads it). */
export function messagesCsvHref(search: MessagesSearch) {
  return `/api/admin/messages/csv/?${new URLSearchParams(messageFilters(search))}`;
}

export type SettableState = 'new' | 'read' | 'archived' | 'spam';

export async function setMessageState(
  api: ConsoleApi,
  id: string,
  state: SettableState,
): Promise<MessageDetail> {
  return MessageDetailSchema.parse(await api.patch(path(id), { state }));
}

/** Queues the reply in the outbox (the message quoted); the message comes back answered, the reply in its thread. */
export async function replyToMessage(api: ConsoleApi, id: string, body: string): Promise<MessageDetail> {
  return MessageDetailSchema.parse(await api.post(`${path(id)}reply/`, { body }));
}

export async function deleteMessage(api: ConsoleApi, id: string): Promise<void> {
  await api.delete(path(id));
}
