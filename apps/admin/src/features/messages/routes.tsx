/**
 * The contact inbox's routes (owner only), loaded when first opened: `/messages` (folders, source,
 * search and page in the URL) and `/messages/{id}` (one message, its state and the reply).
 */
import { type AnyRoute, createRoute, useNavigate, useParams } from '@tanstack/react-router';
import { lazy } from 'react';
import { OwnerOnly } from '../../shared/ui/owner-only';
import { type MessagesSearch, parseMessagesSearch } from './search';

const MessagesPage = lazy(() => import('./components/messages-page'));
const MessageDetail = lazy(() => import('./components/message-detail'));

export function messagesRoutes<Parent extends AnyRoute>(parent: Parent) {
  const list = createRoute({
    getParentRoute: () => parent,
    path: 'messages',
    validateSearch: (search: Record<string, unknown>): MessagesSearch => parseMessagesSearch(search),
    component: function MessagesRoute() {
      const search = list.useSearch() as MessagesSearch;
      const navigate = useNavigate();
      return (
        <OwnerOnly>
          <MessagesPage
            search={search}
            onSearchChange={(next) => void navigate({ to: '/messages', search: next, replace: true })}
          />
        </OwnerOnly>
      );
    },
  });
  const detail = createRoute({
    getParentRoute: () => parent,
    path: 'messages/$id',
    component: function MessageRoute() {
      const { id = '' } = useParams({ strict: false });
      return (
        <OwnerOnly>
          <MessageDetail key={id} id={id} />
        </OwnerOnly>
      );
    },
  });
  return [list, detail] as const;
}
