/**
 * The console's routes (code-based TanStack Router under /admin/). Screens that need heavier code
 * (QR codes, tables) load when first opened, so signing in stays light.
 */

import {
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  type RouterHistory,
} from '@tanstack/react-router';
import { agendaRoutes } from '../features/agenda/routes';
import { analyticsRoutes } from '../features/analytics/routes';
import { auditRoutes } from '../features/audit/routes';
import { authRoutes } from '../features/auth/routes';
import { bookingRoutes } from '../features/booking/routes';
import { campaignRoutes } from '../features/campaigns/routes';
import { contentRoutes } from '../features/content/routes';
import { homeRoutes } from '../features/home/routes';
import { mediaRoutes } from '../features/media/routes';
import { messagesRoutes } from '../features/messages/routes';
import { outboxRoutes } from '../features/outbox/routes';
import { profileRoutes } from '../features/profile/routes';
import { settingsRoutes } from '../features/settings/routes';
import { subscribersRoutes } from '../features/subscribers/routes';
import { usersRoutes } from '../features/users/routes';
import { NotFound } from '../shared/ui/not-found';
import { ConsoleLayout } from './console-layout';

const rootRoute = createRootRoute({ component: Outlet, notFoundComponent: NotFound });

const consoleRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'console',
  component: ConsoleLayout,
});

export const routeTree = rootRoute.addChildren([
  ...authRoutes(rootRoute),
  consoleRoute.addChildren([
    ...homeRoutes(consoleRoute),
    ...profileRoutes(consoleRoute),
    ...usersRoutes(consoleRoute),
    ...auditRoutes(consoleRoute),
    ...settingsRoutes(consoleRoute),
    ...agendaRoutes(consoleRoute),
    ...bookingRoutes(consoleRoute),
    ...contentRoutes(consoleRoute),
    ...mediaRoutes(consoleRoute),
    ...analyticsRoutes(consoleRoute),
    ...subscribersRoutes(consoleRoute),
    ...messagesRoutes(consoleRoute),
    ...outboxRoutes(consoleRoute),
    ...campaignRoutes(consoleRoute),
  ]),
]);

export function createConsoleRouter(history?: RouterHistory) {
  return createRouter({
    routeTree,
    basepath: '/admin',
    defaultPreload: 'intent',
    scrollRestoration: true,
    ...(history ? { history } : {}),
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createConsoleRouter>;
  }
}
