/** The newsletter campaigns' routes (`/campaigns`, `/campaigns/new`, `/campaigns/{id}`; owner only), loaded when first opened. */
import { type AnyRoute, createRoute, useParams } from '@tanstack/react-router';
import { lazy } from 'react';
import { OwnerOnly } from '../../shared/ui/owner-only';

const CampaignsPage = lazy(() => import('./components/campaigns-page'));
const CampaignPage = lazy(() => import('./components/campaign-page'));

export function campaignRoutes<Parent extends AnyRoute>(parent: Parent) {
  const list = createRoute({
    getParentRoute: () => parent,
    path: 'campaigns',
    component: () => (
      <OwnerOnly>
        <CampaignsPage />
      </OwnerOnly>
    ),
  });
  const created = createRoute({
    getParentRoute: () => parent,
    path: 'campaigns/new',
    component: () => (
      <OwnerOnly>
        <CampaignPage id={null} />
      </OwnerOnly>
    ),
  });
  const item = createRoute({
    getParentRoute: () => parent,
    path: 'campaigns/$id',
    component: function CampaignRoute() {
      const { id = '' } = useParams({ strict: false });
      return (
        <OwnerOnly>
          <CampaignPage key={id} id={id} />
        </OwnerOnly>
      );
    },
  });
  return [list, created, item] as const;
}
