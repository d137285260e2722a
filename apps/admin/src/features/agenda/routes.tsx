/**
 * The agenda's routes (issue 25 point 7, decision 110), the owner's only — bookings are personal
 * data and the API answers an editor 403: `/agenda` (view, day, filter, search and page in the URL)
 * and `/agenda/{id}` (one booking and its actions).
 */
import { type AnyRoute, createRoute, useNavigate, useParams } from '@tanstack/react-router';
import { lazy } from 'react';
import { OwnerOnly } from '../../shared/ui/owner-only';
import { type AgendaSearch, parseAgendaSearch } from './search';

const AgendaPage = lazy(() => import('./components/agenda-page'));
const BookingDetail = lazy(() => import('./components/booking-detail'));

export function agendaRoutes<Parent extends AnyRoute>(parent: Parent) {
  const list = createRoute({
    getParentRoute: () => parent,
    path: 'agenda',
    validateSearch: (search: Record<string, unknown>): AgendaSearch => parseAgendaSearch(search),
    component: function AgendaRoute() {
      const search = list.useSearch() as AgendaSearch;
      const navigate = useNavigate();
      return (
        <OwnerOnly>
          <AgendaPage
            search={search}
            onSearchChange={(next) => void navigate({ to: '/agenda', search: next, replace: true })}
          />
        </OwnerOnly>
      );
    },
  });
  const detail = createRoute({
    getParentRoute: () => parent,
    path: 'agenda/$id',
    component: function BookingRoute() {
      const { id = '' } = useParams({ strict: false });
      return (
        <OwnerOnly>
          <BookingDetail key={id} id={id} />
        </OwnerOnly>
      );
    },
  });
  return [list, detail] as const;
}
