/** The media library's route (`/media`), for owners and editors, loaded when first opened. */
import { type AnyRoute, createRoute } from '@tanstack/react-router';
import { lazy } from 'react';

const MediaPage = lazy(() => import('./components/media-page'));

export function mediaRoutes<Parent extends AnyRoute>(parent: Parent) {
  return [
    createRoute({ getParentRoute: () => parent, path: 'media', component: () => <MediaPage /> }),
  ] as const;
}
