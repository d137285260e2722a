/** The analytics dashboard's route (`/analytics`, owner only), loaded when first opened. */
import { type AnyRoute, createRoute, useNavigate } from '@tanstack/react-router';
import { lazy } from 'react';
import { OwnerOnly } from '../../shared/ui/owner-only';
import { type AnalyticsSearch, parseAnalyticsSearch } from './range';

const AnalyticsPage = lazy(() => import('./components/analytics-page'));

export function analyticsRoutes<Parent extends AnyRoute>(parent: Parent) {
  const route = createRoute({
    getParentRoute: () => parent,
    path: 'analytics',
    validateSearch: (search: Record<string, unknown>): AnalyticsSearch => parseAnalyticsSearch(search),
    component: function AnalyticsRoute() {
      const search = route.useSearch() as AnalyticsSearch;
      const navigate = useNavigate();
      return (
        <OwnerOnly>
          <AnalyticsPage
            search={search}
            onSearchChange={(next) => void navigate({ to: '/analytics', search: next, replace: true })}
          />
        </OwnerOnly>
      );
    },
  });
  return [route] as const;
}
