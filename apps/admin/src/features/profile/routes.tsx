/** The signed-in person's own account (`/profile`), loaded when first opened (the QR code's code). */
import { type AnyRoute, createRoute } from '@tanstack/react-router';
import { lazy } from 'react';

const ProfilePage = lazy(() => import('./components/profile-page'));

export function profileRoutes<Parent extends AnyRoute>(parent: Parent) {
  const route = createRoute({
    getParentRoute: () => parent,
    path: 'profile',
    component: () => <ProfilePage />,
  });
  return [route] as const;
}
