/** The newsletter subscribers' route (`/subscribers`, owner only), loaded when first opened. */
import { type AnyRoute, createRoute, useNavigate } from '@tanstack/react-router';
import { lazy } from 'react';
import { OwnerOnly } from '../../shared/ui/owner-only';
import { parseSubscribersSearch, type SubscribersSearch } from './search';

const SubscribersPage = lazy(() => import('./components/subscribers-page'));

export function subscribersRoutes<Parent extends AnyRoute>(parent: Parent) {
  const route = createRoute({
    getParentRoute: () => parent,
    path: 'subscribers',
    validateSearch: (search: Record<string, unknown>): SubscribersSearch => parseSubscribersSearch(search),
    component: function SubscribersRoute() {
      const search = route.useSearch() as SubscribersSearch;
      const navigate = useNavigate();
      return (
        <OwnerOnly>
          <SubscribersPage
            search={search}
            onSearchChange={(next) => void navigate({ to: '/subscribers', search: next, replace: true })}
          />
        </OwnerOnly>
      );
    },
  });
  return [route] as const;
}
