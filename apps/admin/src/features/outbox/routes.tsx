/** The outbox's route (`/outbox`, owner only, "E-Mails / Emails"), loaded when first opened. */
import { type AnyRoute, createRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import { OwnerOnly } from '../../shared/ui/owner-only';
import { type OutboxSearch, parseOutboxSearch } from './search';

const OutboxPage = lazy(() => import('./components/outbox-page'));

export function outboxRoutes<Parent extends AnyRoute>(parent: Parent) {
  const route = createRoute({
    getParentRoute: () => parent,
    path: 'outbox',
    validateSearch: (search: Record<string, unknown>): OutboxSearch => parseOutboxSearch(search),
    component: function OutboxRoute() {
      return (
        <OwnerOnly>
          <OutboxPage search={route.useSearch() as OutboxSearch} />
        </OwnerOnly>
      );
    },
  });
  return [route] as const;
}
