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
import { LinkTokenSchema } from '@wegweiser/contracts/admin-auth';
import { lazy } from 'react';
import { analyticsRoutes } from '../features/analytics/routes';
import { auditRoutes } from '../features/audit/routes';
import { ForgotPasswordPage } from '../features/auth/components/forgot-password-page';
import { InvitationPage } from '../features/auth/components/invitation-page';
import { ResetPasswordPage } from '../features/auth/components/reset-password-page';
import { SetupPage } from '../features/auth/components/setup-page';
import { SignInPage } from '../features/auth/components/sign-in-page';
import { campaignRoutes } from '../features/campaigns/routes';
import { contentRoutes } from '../features/content/routes';
import { HomePage } from '../features/home/components/home-page';
import { mediaRoutes } from '../features/media/routes';
import { messagesRoutes } from '../features/messages/routes';
import { outboxRoutes } from '../features/outbox/routes';
import { settingsRoutes } from '../features/settings/routes';
import { subscribersRoutes } from '../features/subscribers/routes';
import { NotFound } from '../shared/ui/not-found';
import { OwnerOnly } from '../shared/ui/owner-only';
import { ConsoleLayout } from './console-layout';

const ProfilePage = lazy(() => import('../features/profile/components/profile-page'));
const UsersPage = lazy(() => import('../features/users/components/users-page'));

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const linkToken = (value: unknown) => {
  const token = text(value);
  return token && LinkTokenSchema.safeParse(token).success ? token : undefined;
};
const pageNumber = (value: unknown) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : undefined;
};

const rootRoute = createRootRoute({ component: Outlet, notFoundComponent: NotFound });

const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'sign-in',
  validateSearch: (search: Record<string, unknown>): { redirect?: string | undefined } => ({
    redirect: text(search.redirect),
  }),
  component: function SignInRoute() {
    return <SignInPage redirect={signInRoute.useSearch().redirect} />;
  },
});

const setupRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'setup',
  validateSearch: (search: Record<string, unknown>): { token?: string | undefined } => ({
    token: linkToken(search.token),
  }),
  component: function SetupRoute() {
    return <SetupPage token={setupRoute.useSearch().token} />;
  },
});

const invitationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'invitation',
  validateSearch: (search: Record<string, unknown>): { token?: string | undefined } => ({
    token: linkToken(search.token),
  }),
  component: function InvitationRoute() {
    return <InvitationPage token={invitationRoute.useSearch().token} />;
  },
});

const forgotPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'forgot-password',
  component: ForgotPasswordPage,
});

const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'reset-password',
  validateSearch: (search: Record<string, unknown>): { token?: string | undefined } => ({
    token: linkToken(search.token),
  }),
  component: function ResetPasswordRoute() {
    return <ResetPasswordPage token={resetPasswordRoute.useSearch().token} />;
  },
});

const consoleRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'console',
  component: ConsoleLayout,
});

const homeRoute = createRoute({ getParentRoute: () => consoleRoute, path: '/', component: HomePage });

const profileRoute = createRoute({
  getParentRoute: () => consoleRoute,
  path: 'profile',
  component: () => <ProfilePage />,
});

const usersRoute = createRoute({
  getParentRoute: () => consoleRoute,
  path: 'users',
  validateSearch: (search: Record<string, unknown>): { page?: number | undefined } => ({
    page: pageNumber(search.page),
  }),
  component: function UsersRoute() {
    return (
      <OwnerOnly>
        <UsersPage page={usersRoute.useSearch().page ?? 1} />
      </OwnerOnly>
    );
  },
});

export const routeTree = rootRoute.addChildren([
  signInRoute,
  setupRoute,
  invitationRoute,
  forgotPasswordRoute,
  resetPasswordRoute,
  consoleRoute.addChildren([
    homeRoute,
    profileRoute,
    usersRoute,
    ...auditRoutes(consoleRoute),
    ...settingsRoutes(consoleRoute),
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
