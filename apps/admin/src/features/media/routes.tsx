/** The media library's route (`/media`), for owners and editors, loaded when first opened. */
import { type AnyRoute, createRoute } from '@tanstack/react-router';
import { lazy } from 'react';

/** The navigation's entry (kept out of the screen's words, which load with the screen). */
export const MEDIA_NAV_LABEL = { de: 'Mediathek', en: 'Media library' } as const;

const MediaPage = lazy(() => import('./components/media-page'));

export function mediaRoutes<Parent extends AnyRoute>(parent: Parent) {
  return [
    createRoute({ getParentRoute: () => parent, path: 'media', component: () => <MediaPage /> }),
  ] as const;
}
