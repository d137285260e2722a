/** The analytics dashboard's route (`/analytics`, owner only), loaded when first opened. */
import { type AnyRoute, createRoute, useNavigate } from '@tanstack/react-router';
import { lazy } from 'react';
import { OwnerOnly } from '../../app/owner-only';
import { type AnalyticsSearch, parseAnalyticsSearch } from './range';

/** The navigation's entry (kept out of the screen's words, which load with the screen). */
export const ANALYTICS_NAV_LABEL = { de: 'Besucher', en: 'Visitors' } as const;

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
