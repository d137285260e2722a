/**
 * The booking setup's screens (issue 25 points 1 and 2, decision 106) under /booking/: session
 * types (list and editor), hours, exceptions and holidays, blocked times, and the booking rules with
 * the calendar subscription (decision 111). The owner's: the API lets
 * only her change them, so an editor neither sees them in the navigation nor opens them.
 */
import { type AnyRoute, createRoute, useParams } from '@tanstack/react-router';
import { lazy } from 'react';
import { OwnerOnly } from '../../shared/ui/owner-only';
import { type BookingPath, useBookingTabs } from './booking-nav';

const SessionTypesPage = lazy(() => import('./components/session-types-page'));
const SessionTypeEditor = lazy(() => import('./components/session-type-editor'));
const HoursPage = lazy(() => import('./components/hours-page'));
const ExceptionsPage = lazy(() => import('./components/exceptions-page'));
const BlockedTimesPage = lazy(() => import('./components/blocked-times-page'));
const PolicyPage = lazy(() => import('./components/policy-page'));

export function bookingRoutes<TParent extends AnyRoute>(parent: TParent) {
  const owner = <TPath extends string>(path: TPath, Page: React.ComponentType) =>
    createRoute({
      getParentRoute: () => parent,
      path,
      component: () => (
        <OwnerOnly>
          <Page />
        </OwnerOnly>
      ),
    });
  const editorRoute = createRoute({
    getParentRoute: () => parent,
    path: 'booking/session-types/$id',
    component: function SessionTypeRoute() {
      const { id } = useParams({ strict: false }) as { id: string };
      return (
        <OwnerOnly>
          <SessionTypeEditor key={id} id={id} />
        </OwnerOnly>
      );
    },
  });
  return [
    owner('booking/session-types', SessionTypesPage),
    editorRoute,
    owner('booking/hours', HoursPage),
    owner('booking/exceptions', ExceptionsPage),
    owner('booking/blocked-times', BlockedTimesPage),
    owner('booking/policy', PolicyPage),
  ] as const;
}

export type { BookingPath };

/** The navigation's entries of these screens: the owner's only. */
export function useBookingNavItems(role: string | undefined): { to: BookingPath; label: string }[] {
  const tabs = useBookingTabs();
  return role === 'owner' ? tabs : [];
}
