/** The owner's user list (`/users`, the page in `?page=`), owner only and loaded when first opened. */
import { type AnyRoute, createRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import { pageNumber } from '../../shared/search-params';
import { OwnerOnly } from '../../shared/ui/owner-only';

const UsersPage = lazy(() => import('./components/users-page'));

type UsersSearch = { page?: number | undefined };

export function usersRoutes<Parent extends AnyRoute>(parent: Parent) {
  const route = createRoute({
    getParentRoute: () => parent,
    path: 'users',
    validateSearch: (search: Record<string, unknown>): UsersSearch => ({ page: pageNumber(search.page) }),
    component: function UsersRoute() {
      return (
        <OwnerOnly>
          <UsersPage page={(route.useSearch() as UsersSearch).page ?? 1} />
        </OwnerOnly>
      );
    },
  });
  return [route] as const;
}
