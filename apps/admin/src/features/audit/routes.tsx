/**
 * The audit log's route (owner only), loaded when first opened: `/audit`, the page in the URL.
 */
import { type AnyRoute, createRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import { pageNumber } from '../../shared/search-params';
import { OwnerOnly } from '../../shared/ui/owner-only';

const AuditPage = lazy(() => import('./components/audit-page'));

export function auditRoutes<Parent extends AnyRoute>(parent: Parent) {
  const log = createRoute({
    getParentRoute: () => parent,
    path: 'audit',
    validateSearch: (search: Record<string, unknown>): { page?: number | undefined } => ({
      page: pageNumber(search.page),
    }),
    component: function AuditRoute() {
      return (
        <OwnerOnly>
          <AuditPage page={(log.useSearch() as { page?: number }).page ?? 1} />
        </OwnerOnly>
      );
    },
  });
  return [log] as const;
}
