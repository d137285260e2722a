/** The start page after sign-in (`/`), loaded with the console: it is where every visit begins. */
import { type AnyRoute, createRoute } from '@tanstack/react-router';
import { HomePage } from './components/home-page';

export function homeRoutes<Parent extends AnyRoute>(parent: Parent) {
  return [createRoute({ getParentRoute: () => parent, path: '/', component: HomePage })] as const;
}
